/**
 * Small stories read as a world (simple-world-model.ts) and their question answered from it (simple-world-ask.ts):
 * one- and two-step stories of holding, gaining, losing, handing over and comparing, with the unknown at the start,
 * in the middle or at the end, and numbers about other things set aside.
 */
import type { Answer } from '../../../src/plugin-api.js';
import type { StoryReader } from './reader.js';
import { askWorld } from './simple-world-ask.js';
import { buildWorld, solveWorld, Unread, valueOf, type World } from './simple-world-model.js';
import { simpleText, withNoun } from './simple-text.js';

function readWorld(raw: string): Answer | null {
  const text = simpleText(raw);
  if (!text || !text.statements.length) return null;
  let world: World;
  try {
    world = buildWorld(text.statements, text.names);
  } catch (e) {
    if (e instanceof Unread) return null;
    throw e;
  }
  const known = solveWorld(world);
  if (!known) return null;
  // Every stock the story states must stay whole and not negative.
  for (const s of world.stocks) {
    for (const e of [s.start, s.now]) {
      const v = valueOf(e, known);
      if (v && (v.compare(0) < 0 || v.d !== 1n)) return null;
    }
  }
  for (const d of world.deeds) {
    const v = valueOf(d.amount, known);
    if (v && (v.compare(0) < 0 || v.d !== 1n)) return null;
  }
  const asked = askWorld(text.question, text.names, world, known);
  if (!asked || asked.value.compare(0) < 0 || asked.value.d !== 1n) return null;
  const headline = withNoun(asked.value, asked.noun);
  return {
    content: [headline, '', asked.how, ...asked.steps.map((s) => `- ${s}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([asked.value.toString(), headline])],
  };
}

export const readers: StoryReader[] = [readWorld];
