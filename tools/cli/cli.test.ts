/**
 * The admin CLI for real: `node bin/svc.js …` in child processes against a temp SQLite file and, when
 * SVC_TEST_MYSQL_URL is set, a scratch MySQL database. dist/ is built by tools/test-global-setup.ts.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRepo } from '../../src/store/account-repo.js';
import { KeyRepo } from '../../src/store/key-repo.js';
import { openStore, type Store } from '../../src/store/store.js';
import { DIALECTS, testDatabaseUrl } from '../../src/store/test-db.js';
import { UsageRepo } from '../../src/store/usage-repo.js';
import { MIGRATION_NAMES } from '../../src/store/migrations/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'bin/svc.js');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function svc(databaseUrl: string, args: string[], bin = BIN): Promise<Run> {
  return new Promise((done) => {
    const env = { ...process.env, SVC_DATABASE_URL: databaseUrl };
    execFile(process.execPath, [bin, ...args], { cwd: ROOT, env, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)!;

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist/tools/cli/main.js'))) {
    throw new Error('dist/tools/cli/main.js is missing: run `npx tsc -p tsconfig.build.json` (vitest globalSetup does)');
  }
});

describe('bin/svc.js without a build', () => {
  it('says to run the build and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-bin-'));
    try {
      mkdirSync(join(dir, 'bin'));
      copyFileSync(BIN, join(dir, 'bin/svc.js'));
      const r = await svc('sqlite:unused', ['help'], join(dir, 'bin/svc.js'));
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('run npm run build first');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(DIALECTS)('svc CLI on %s', (dialect) => {
  let url = '';
  let drop: () => Promise<void>;
  /** A second connection open all along, as a running server would hold. */
  let server: Store;
  const run = (...args: string[]) => svc(url, args);

  beforeAll(async () => {
    ({ url, drop } = await testDatabaseUrl(dialect));
    // The first command meets a database that does not exist yet (SQLite) or is empty (MySQL).
    const first = await run('account', 'create', 'Ann@Example.com');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/^Created account acct_[0-9A-Z]{26} for ann@example\.com \(plan free, up to 2 keys\)\.\n/);
    server = await openStore(url);
  });
  afterAll(async () => {
    await server?.close();
    await drop?.();
  });

  it('help lists every command and exits 0', async () => {
    const r = await run('help');
    expect(r.code).toBe(0);
    for (const c of ['svc serve', 'svc account create EMAIL', 'svc account list', 'svc plan get EMAIL', 'svc signin-link EMAIL', 'svc key create EMAIL [--name NAME]', 'svc key list EMAIL', 'svc key revoke KEY_PREFIX', 'svc plan set EMAIL free|active|inactive', 'svc keypack add EMAIL']) {
      expect(r.stdout).toContain(c);
    }
  });

  it('every command has its own --help, exit 0', async () => {
    const expected: [string, string[]][] = [
      ['serve', ['svc serve']],
      ['account', ['svc account create EMAIL', 'svc account list', 'svc account delete EMAIL --yes']],
      ['key', ['svc key create EMAIL [--name NAME]', 'svc key list EMAIL', 'svc key revoke KEY_PREFIX']],
      ['plan', ['svc plan set EMAIL free|active|inactive', 'svc plan get EMAIL']],
      ['keypack', ['svc keypack add EMAIL']],
      ['signin-link', ['svc signin-link EMAIL']],
    ];
    for (const [command, usages] of expected) {
      const r = await run(command, '--help');
      expect(r.code, command).toBe(0);
      expect(r.stdout.startsWith(`Usage of svc ${command}:\n`)).toBe(true);
      for (const u of usages) expect(r.stdout).toContain(u);
      expect((await run('help', command)).stdout).toBe(r.stdout);
    }
  });

  it('prints a single-use sign-in link, lists accounts, tells the plan, and deletes an account only with --yes', async () => {
    const link = await run('signin-link', 'Zoe@Example.com');
    expect(link.code).toBe(0);
    const url = lastLine(link.stdout);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/account\/signin\/confirm\?token=[0-9A-Za-z]{43}$/);
    const stored = await server.db.selectFrom('signin_links').select(['email', 'used_ms']).execute();
    expect(stored).toContainEqual({ email: 'zoe@example.com', used_ms: null });

    await run('account', 'create', 'gone@example.com');
    const key = lastLine((await run('key', 'create', 'gone@example.com')).stdout);
    const gone = (await new AccountRepo(server).findByEmail('gone@example.com'))!;
    await server.db.insertInto('memory_facts').values({ id: 'f1', key_id: (await new KeyRepo(server).findBySecret(key))!.key.id, subject: null, text: 'x', text_hash: 'h', created_at: 'now' }).execute();
    const listed = await run('account', 'list');
    expect(listed.stdout.split('\n')[0]).toBe('EMAIL\tPLAN\tKEYS\tFREE USED\tCREATED');
    expect(listed.stdout).toMatch(/^gone@example\.com\tfree\t1\/2\t0\t\S+Z$/m);
    expect((await run('plan', 'get', 'gone@example.com')).stdout).toBe('gone@example.com: plan free, 60 of 60 free exchanges left; 0 key packs, up to 2 keys.\n');

    const refused = await run('account', 'delete', 'gone@example.com');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('cannot be undone. Run again with --yes');
    expect(await new AccountRepo(server).findById(gone.id)).toBeDefined();
    const deleted = await run('account', 'delete', 'gone@example.com', '--yes');
    expect(deleted).toMatchObject({ code: 0, stdout: 'Deleted account gone@example.com: 1 key and 0 documents with everything they held.\n' });
    expect(await new AccountRepo(server).findById(gone.id)).toBeUndefined();
    expect(await new KeyRepo(server).findBySecret(key)).toBeUndefined();
    expect(await server.db.selectFrom('memory_facts').select('id').where('id', '=', 'f1').execute()).toEqual([]);
  });

  it('no command or an unknown one exits 2 with the help on stderr', async () => {
    expect(await run()).toMatchObject({ code: 2, stdout: '' });
    const r = await run('frobnicate');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('svc: unknown command "frobnicate".');
    expect(r.stderr).toContain('Usage:');
  });

  it('refuses a second account with the same email', async () => {
    const r = await run('account', 'create', 'ann@example.com');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('svc: An account with email ann@example.com already exists. List its keys with: svc key list ann@example.com\n');
  });

  it('refuses a bad email with exit 2 and says what an email looks like', async () => {
    for (const args of [['account', 'create', 'not-an-email'], ['key', 'create', 'ann@'], ['key', 'list', 'x y@z.com']]) {
      const r = await run(...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('is not an email address: expected something like name@example.com');
    }
  });

  it('names an unknown account and how to create it', async () => {
    for (const args of [['key', 'create', 'bob@example.com'], ['key', 'list', 'bob@example.com'], ['plan', 'set', 'bob@example.com', 'active'], ['keypack', 'add', 'bob@example.com']]) {
      const r = await run(...args);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe('svc: No account with email bob@example.com. Create it first: svc account create bob@example.com\n');
    }
  });

  it('refuses wrong arguments with the usage line', async () => {
    const cases: [string[], string][] = [
      [['key', 'list'], 'svc: Missing EMAIL.\nUsage: svc key list EMAIL\n'],
      [['key', 'create', 'ann@example.com', '--colour', 'red'], "svc: Unknown option '--colour'.\nUsage: svc key create EMAIL [--name NAME]\n"],
      [['key', 'rotate', 'x'], 'svc: Unknown key command "rotate".\n'],
      [['plan', 'set', 'ann@example.com', 'gold'], 'svc: Unknown plan "gold": use one of free, active, inactive.\n'],
      [['plan', 'set', 'ann@example.com'], 'svc: Missing PLAN.\n'],
      [['account', 'create', 'a@example.com', 'b@example.com'], 'svc: Unexpected argument "b@example.com".\n'],
      [['key', 'revoke', 'laptop'], 'svc: "laptop" is not a key prefix: prefixes look like svc_live_AbCd1234 (see svc key list EMAIL)\n'],
    ];
    for (const [args, message] of cases) {
      const r = await run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.startsWith(message), `${args.join(' ')} → ${r.stderr}`).toBe(true);
    }
  });

  describe('keys, packs, plans (in order)', () => {
    const secrets: string[] = [];

    it('creates keys up to the limit of 2; each key is printed alone on the last line and works', async () => {
      const r1 = await run('key', 'create', 'ann@example.com', '--name', 'laptop');
      expect(r1.code).toBe(0);
      const lines = r1.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^Created key "laptop" svc_live_[0-9A-Za-z]{8} for ann@example\.com\. Store it safely now: it is shown only this once\.$/);
      expect(lines[1]).toMatch(/^svc_live_[0-9A-Za-z]{40}$/);
      const r2 = await run('key', 'create', 'ann@example.com');
      expect(r2.code).toBe(0);
      secrets.push(lines[1], lastLine(r2.stdout));
      const found = await new KeyRepo(server).findBySecret(secrets[0]);
      expect(found?.key.name).toBe('laptop');
      expect(found?.account.email).toBe('ann@example.com');
      expect((await new KeyRepo(server).findBySecret(secrets[1]))?.key.name).toBeNull();
    });

    it('refuses a third key, saying how to add a key pack or revoke a key', async () => {
      const r = await run('key', 'create', 'ann@example.com', '--name', 'third');
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        'svc: This account already has 2 active API keys, its limit (2 plus 2 per key pack). ' +
          'Revoke a key you no longer use or add a key pack, then create the key again.\n' +
          'Add a key pack: svc keypack add ann@example.com\n' +
          'or revoke a key (see svc key list ann@example.com): svc key revoke KEY_PREFIX\n',
      );
    });

    it('after keypack add, two more keys work and a fifth is refused', async () => {
      const r = await run('keypack', 'add', 'ann@example.com');
      expect(r).toMatchObject({ code: 0, stdout: 'Added a key pack to ann@example.com: 1 key pack, up to 4 keys.\n' });
      for (const name of ['ci', 'spare']) {
        const k = await run('key', 'create', 'ann@example.com', '-n', name);
        expect(k.code).toBe(0);
        secrets.push(lastLine(k.stdout));
      }
      expect((await run('key', 'create', 'ann@example.com')).code).toBe(1);
    });

    it('lists prefixes, names and dates, never a secret', async () => {
      const r = await run('key', 'list', 'ann@example.com');
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines[0]).toBe('ann@example.com: 4 of 4 keys active (plan free, 1 key pack)');
      expect(lines[1]).toMatch(/^PREFIX\s+NAME\s+CREATED\s+REVOKED$/);
      expect(lines.slice(2).map((l) => l.split(/\s+/).slice(0, 2))).toEqual([
        [secrets[0].slice(0, 17), 'laptop'],
        [secrets[1].slice(0, 17), '-'],
        [secrets[2].slice(0, 17), 'ci'],
        [secrets[3].slice(0, 17), 'spare'],
      ]);
      for (const s of secrets) expect(r.stdout).not.toContain(s.slice(17));
    });

    it('revokes by prefix; the list shows it; revoking again is refused', async () => {
      const prefix = secrets[1].slice(0, 17);
      const r = await run('key', 'revoke', prefix);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Revoked key ${prefix} at \\S+Z\\. Requests with it now get 403 key_revoked\\.\\n$`));
      expect((await new KeyRepo(server).findBySecret(secrets[1]))?.key.revoked_at).toMatch(/Z$/);
      const list = await run('key', 'list', 'ann@example.com');
      expect(list.stdout).toContain('3 of 4 keys active');
      expect(list.stdout.split('\n').find((l) => l.startsWith(prefix))).toMatch(/Z\s+\S+Z$/);
      const again = await run('key', 'revoke', prefix);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(new RegExp(`^svc: The key ${prefix} is already revoked \\(since \\S+\\)\\n$`));
      const unknown = await run('key', 'revoke', 'svc_live_zzzzzzzz');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No API key has the prefix "svc_live_zzzzzzzz"');
    });

    it('a revoked key frees a slot', async () => {
      const r = await run('key', 'create', 'ann@example.com');
      expect(r.code).toBe(0);
    });

    it('sets the plan', async () => {
      const r = await run('plan', 'set', 'ann@example.com', 'active');
      expect(r).toMatchObject({ code: 0, stdout: 'Plan of ann@example.com is now active (was free).\n' });
      expect((await new AccountRepo(server).findByEmail('ann@example.com'))?.plan).toBe('active');
      const back = await run('plan', 'set', 'ANN@example.com', 'inactive');
      expect(back.stdout).toBe('Plan of ann@example.com is now inactive (was active).\n');
    });
  });

  it('works while another connection keeps writing (a running server)', async () => {
    const ann = (await new AccountRepo(server).findByEmail('ann@example.com'))!;
    const usage = new UsageRepo(server);
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        await usage.countRequest('key_server', ann.id, '2025-06-10');
        writes++;
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const results = await Promise.all([
      run('account', 'create', 'carol@example.com'),
      run('keypack', 'add', 'ann@example.com'),
      run('key', 'list', 'ann@example.com'),
    ]);
    writing = false;
    await writer;
    expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
    expect(writes).toBeGreaterThan(0);
    expect((await new AccountRepo(server).findByEmail('ann@example.com'))?.key_packs).toBe(2);
  });

  it('several processes starting at once on a fresh database migrate it once', async () => {
    const fresh = await testDatabaseUrl(dialect);
    try {
      const runs = await Promise.all([1, 2, 3, 4, 5].map((i) => svc(fresh.url, ['account', 'create', `user${i}@example.com`])));
      expect(runs.map((r) => [r.code, r.stderr])).toEqual(Array(5).fill([0, '']));
      const store = await openStore(fresh.url);
      try {
        const migrations = await store.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute();
        expect(migrations).toEqual(MIGRATION_NAMES.map((name) => ({ name })));
        const emails = (await store.db.selectFrom('accounts').select('email').orderBy('email').execute()).map((a) => a.email);
        expect(emails).toEqual([1, 2, 3, 4, 5].map((i) => `user${i}@example.com`));
      } finally {
        await store.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});
