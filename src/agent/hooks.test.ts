import { describe, expect, it } from 'vitest';
import { hookFor, type HookBinding } from './hooks.js';

const hooks: HookBinding[] = [
  { id: 'h1', url: 'https://example.com/all', pack: null, tools: [] },
  { id: 'h2', url: 'https://example.com/deploy-pack', pack: 'deploy', tools: [] },
  { id: 'h3', url: 'https://example.com/rollback', pack: null, tools: ['rollback', { name: 'restart' }] },
  { id: 'h4', url: 'https://example.com/deploy-release', pack: 'deploy', tools: ['release'] },
];

describe('hookFor', () => {
  it.each([
    [{ name: 'rollback' }, 'h3'],
    [{ name: 'restart', pack: 'deploy' }, 'h3'],
    [{ name: 'release', pack: 'deploy' }, 'h4'],
    [{ name: 'release', pack: 'other' }, 'h1'],
    [{ name: 'status', pack: 'deploy' }, 'h2'],
    [{ name: 'status' }, 'h1'],
  ])('%j → %s', (call, id) => {
    expect(hookFor(hooks, call)?.id).toBe(id);
  });

  it('names nothing when no hook is bound', () => {
    expect(hookFor(hooks.slice(1), { name: 'status' })).toBeUndefined();
  });
});
