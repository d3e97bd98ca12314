import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.js';
import { PoolBusy } from '../pool/pool-busy.js';
import { Sandbox, SandboxUnavailable } from './sandbox.js';

const sandbox = new Sandbox({ limits: { wallMs: 8_000, cpuSeconds: 2 } });
const python = (code: string, limits = {}, file = 'main.py') => sandbox.run({ command: ['python3', file], files: { [file]: code }, limits });
/** A program file name no other run uses: its processes (forks keep the argv) are found by it alone. */
let runs = 0;
const ownFile = (what: string) => `${what}_${process.pid}_${++runs}_${Date.now()}.py`;
const asRoot = process.getuid?.() === 0;

/**
 * Processes of one run still alive as the sandbox user (only meaningful when the service drops to 65534),
 * found by the run's own program file in their command line: runs of other test files share the uid.
 * Processes killed a moment ago may still be exiting, so this waits up to two seconds for them to go; one
 * left behind (the programs sleep for a minute) is still there after that.
 */
async function leftoverProcesses(file: string): Promise<string[]> {
  const alive = () => {
    const out = execFileSync('ps', ['-o', 'stat=,pid=,args=', '-u', '65534'], { encoding: 'utf8' }).trim();
    // Zombies (Z) hold nothing; the container's init reaps them when it gets to it.
    return out ? out.split('\n').filter((line) => !line.startsWith('Z') && line.includes(file)) : [];
  };
  for (let waited = 0; waited < 2_000 && alive().length; waited += 100) await new Promise((r) => setTimeout(r, 100));
  return alive();
}

describe('Sandbox', () => {
  it('refuses a run that cannot start in time: beyond the queue at once, past the deadline after waiting', async () => {
    const one = new Sandbox({ concurrency: 1, maxQueue: 1, queueDeadlineMs: 300, limits: { wallMs: 8_000 } });
    const sleep = () => one.run({ command: ['python3', '-c', 'import time; time.sleep(1.5)'] });
    const running = sleep();
    const waiting = sleep().catch((e) => e);
    const refused = await sleep().catch((e) => e);
    expect(refused).toBeInstanceOf(PoolBusy);
    expect(refused).toMatchObject({ reason: 'queue_full', message: '1 of 1 sandbox slots busy, 1 task waiting' });
    expect(await waiting).toMatchObject({ reason: 'deadline', message: 'the work waited 300 ms for a free sandbox slot' });
    expect(await running).toMatchObject({ ok: true, exitCode: 0 });
  });

  it('runs a program over the files given and reports its output', async () => {
    const r = await sandbox.run({ command: ['python3', '-m', 'pytest', '-q', '-p', 'no:cacheprovider'], files: { 'test_add.py': 'def test_add():\n    assert 1 + 1 == 2\n' } });
    expect(r).toMatchObject({ ok: true, exitCode: 0, limit: null, summary: 'exited 0' });
    expect(r.stdout).toMatch(/1 passed/);
  });

  it('runs programs at a lower CPU priority than the service, by the nice value asked for', async () => {
    const own = (await python('import os\nprint(os.nice(0))')).stdout.trim();
    const equal = new Sandbox({ nice: 0 });
    const same = (await equal.run({ command: ['python3', '-c', 'import os; print(os.nice(0))'] })).stdout.trim();
    expect(Number(own) - Number(same)).toBe(5);
  });

  it('runs programs under SCHED_IDLE, so a waking service thread takes the core at once', async () => {
    const policy = (s: Sandbox) => s.run({ command: ['python3', '-c', 'import os; print(os.sched_getscheduler(0) == os.SCHED_IDLE)'] }).then((r) => r.stdout.trim());
    expect(await policy(sandbox)).toBe('True');
    expect(await policy(new Sandbox({ policy: 'normal' }))).toBe('False');
  });

  it('reports a failing program as failed, with no limit', async () => {
    const r = await python('import sys\nprint("bad", file=sys.stderr)\nsys.exit(3)');
    expect(r).toMatchObject({ ok: false, exitCode: 3, limit: null, stderr: 'bad\n', summary: 'exited 3' });
  });

  it('stops a fork bomb at the process limit and leaves nothing running', async () => {
    const file = ownFile('fork_bomb');
    const r = await python('import os\nwhile True:\n    os.fork()', {}, file);
    expect(r.ok).toBe(false);
    expect(r.limit).toBe('processes');
    expect(r.summary).toBe('stopped: tried to start more than 64 processes');
    if (asRoot) expect(await leftoverProcesses(file)).toEqual([]);
  });

  it('stops an infinite loop at the CPU limit', async () => {
    // A wall-time limit far past the CPU limit: on a busy machine two CPU seconds can take many more on the clock.
    const r = await python('while True:\n    pass', { wallMs: 60_000 });
    expect(r).toMatchObject({ ok: false, limit: 'cpu_time', summary: 'stopped: used more than 2 s of CPU time' });
  });

  it('kills a program that waits past the wall-time limit, with its whole process group', async () => {
    const file = ownFile('sleeper');
    const r = await python('import os, time\nif os.fork() == 0:\n    os.setsid()\n    time.sleep(60)\ntime.sleep(60)', { wallMs: 1_500 }, file);
    expect(r).toMatchObject({ ok: false, limit: 'wall_time', summary: 'stopped: ran longer than 1.5 s' });
    if (asRoot) expect(await leftoverProcesses(file)).toEqual([]);
  });

  it('refuses a 10 GB allocation', async () => {
    const r = await python('block = bytearray(10 * 1024 ** 3)\nprint(len(block))');
    expect(r).toMatchObject({ ok: false, exitCode: 1, limit: 'memory', stdout: '' });
    expect(r.stderr).toMatch(/MemoryError/);
  });

  it('stops a program that floods its output, keeping only the cap', async () => {
    const r = await python('while True:\n    print("x" * 1000)', { outputBytes: 10_000 });
    expect(r).toMatchObject({ ok: false, limit: 'output', summary: 'stopped: wrote more than 10 KB of output' });
    expect(r.stdout.length).toBe(10_000);
  });

  it('cannot write outside its own directory, and writes inside it', async () => {
    const outside = path.join(tmpdir(), `svc-sandbox-escape-${process.pid}`);
    const r = await python(
      [
        'import os',
        `for p in ["/usr/escape", "/etc/escape", "/tmp/escape", "/dev/escape", "/dev/shm/escape", ${JSON.stringify(outside)}, "/escape"]:`,
        '    try:',
        '        open(p, "w").write("x")',
        '        print("wrote", p)',
        '    except OSError as e:',
        '        print("refused", p, e.errno)',
        'open("inside.txt", "w").write("ok")',
        'print(open("inside.txt").read())',
      ].join('\n'),
    );
    expect(r.ok).toBe(true);
    expect(r.stdout).not.toMatch(/^wrote/m);
    expect(r.stdout.match(/^refused/gm)).toHaveLength(7);
    expect(r.stdout).toMatch(/^ok$/m);
    expect(existsSync(outside)).toBe(false);
    expect(existsSync('/usr/escape')).toBe(false);
  });

  it('refuses a file path that leaves the run directory', async () => {
    await expect(sandbox.run({ command: ['true'], files: { '../x.py': '' } })).rejects.toThrow(/must stay inside/);
  });

  it('declines to run anything when bubblewrap is missing', async () => {
    const none = new Sandbox({ bwrap: '/nonexistent/bwrap' });
    expect(none.problem()).toMatch(/bubblewrap/);
    await expect(none.run({ command: ['true'] })).rejects.toBeInstanceOf(SandboxUnavailable);
  });
});

describe('Sandbox isolation from the service', () => {
  let server: TestServer;
  let listener: Server;
  let connections = 0;
  let port = 0;

  beforeAll(async () => {
    process.env.SVC_SANDBOX_PROBE = 'service-secret';
    // Rate limits are not what this measures.
    server = await startTestServer({ env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
    listener = createServer((s) => {
      connections++;
      s.end('hello');
    });
    await new Promise<void>((ok) => listener.listen(0, '127.0.0.1', ok));
    port = (listener.address() as { port: number }).port;
  });

  afterAll(async () => {
    delete process.env.SVC_SANDBOX_PROBE;
    await new Promise((ok) => listener.close(ok));
    await server.close();
  });

  it("cannot read the service's database file or see its environment", async () => {
    const dbFile = server.databaseUrl.replace(/^sqlite:/, '');
    expect(readFileSync(dbFile).subarray(0, 15).toString()).toBe('SQLite format 3');
    const r = await python(
      [
        'import os, json',
        'try:',
        `    print(open(${JSON.stringify(dbFile)}, "rb").read(15))`,
        'except OSError as e:',
        '    print("refused", e.errno)',
        'print(json.dumps(sorted(os.environ)))',
        'print(sorted(os.listdir("/")))',
      ].join('\n'),
    );
    const [read, env, root] = r.stdout.trim().split('\n');
    expect(read).toBe('refused 2');
    expect(JSON.parse(env)).toEqual(['HOME', 'LANG', 'PATH', 'PWD', 'PYTHONDONTWRITEBYTECODE', 'PYTHONHASHSEED', 'TMPDIR', 'npm_config_cache', 'npm_config_update_notifier']);
    expect(root).not.toMatch(/'work'|'root'|'home'|'data'|'tmp'/);
  });

  it('cannot open a socket to a server on 127.0.0.1', async () => {
    const r = await python(['import socket', 's = socket.socket()', 's.settimeout(2)', `print(s.connect_ex(("127.0.0.1", ${port})))`].join('\n'));
    expect(r.ok).toBe(true);
    expect(Number(r.stdout.trim())).not.toBe(0);
    expect(connections).toBe(0);
  });

  it('keeps answering requests while four sandboxed programs spin', async () => {
    let settled = 0;
    const runs = Array.from({ length: 4 }, () => python('while True:\n    pass', { wallMs: 4_000, cpuSeconds: 10 }).finally(() => settled++));
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${server.key}` } });
      expect(res.status).toBe(200);
    }
    expect(settled).toBe(0);
    const results = await Promise.all(runs);
    expect(results.map((r) => r.limit)).toEqual(['wall_time', 'wall_time', 'wall_time', 'wall_time']);
  });
});
