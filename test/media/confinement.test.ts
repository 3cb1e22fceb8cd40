/**
 * The confinement itself, from inside: a script started through the same
 * launcher as yt-dlp and ffmpeg tries to reach the canaries directly.
 */
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, supervise } from '../../src/media/tools/process.js';
import { ConfinementUnavailableError, createConfinement } from '../../src/media/tools/sandbox/confinement.js';
import { type Canaries, startCanaries } from '../support/canaries.js';
import { timeLeftInTest, untilTestTimeout } from '../support/test-deadline.js';

/** Tries TCP to two canaries, UDP to the third, and a DNS lookup; prints what worked. */
function escapeScript(canaries: Canaries): string {
  return `
const net = require('node:net'), dgram = require('node:dgram'), dns = require('node:dns');
const tcp = (port) => new Promise((resolve) => {
  const s = net.connect(port, '127.0.0.1', () => { s.destroy(); resolve('connected'); });
  s.on('error', (e) => resolve(e.code));
});
const udp = (port) => new Promise((resolve) => {
  const s = dgram.createSocket('udp4');
  s.send('hello', port, '127.0.0.1', (e) => { s.close(); resolve(e ? e.code : 'sent'); });
});
const lookup = () => new Promise((resolve) => dns.resolve4('example.com', (e) => resolve(e ? e.code : 'resolved')));
Promise.all([tcp(${canaries.httpPort}), tcp(${canaries.ftpPort}), udp(${canaries.udpPort}), udp(${canaries.udpPort + 1}), lookup()])
  .then(([http, ftp, udp1, udp2, dns]) => { console.log(JSON.stringify({ http, ftp, udp1, udp2, dns })); });
`;
}

describe('tool confinement', () => {
  let canaries: Canaries;
  let dir: string;
  const proxyUrl = 'http://user:secret@127.0.0.1:1';

  beforeAll(async () => {
    canaries = await startCanaries();
    dir = mkdtempSync(path.join(os.tmpdir(), 'confinement-test-'));
  });
  afterAll(async () => {
    await canaries?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets nothing out: no TCP, no UDP, no DNS, and the canaries hear nothing', async () => {
    const confinement = createConfinement({
      proxySocket: path.join(dir, 'none.sock'),
      memoryLimitMb: 2048,
      allowUnconfined: false,
    });
    expect(confinement.status.kind).toBe('bwrap');
    canaries.reset();
    const result = await collect(process.execPath, ['-e', escapeScript(canaries)], {
      launcher: confinement.launcher(proxyUrl),
      timeoutMs: timeLeftInTest(),
    });
    expect(result.code, result.stderr).toBe(0);
    const outcome = JSON.parse(result.stdout);
    expect(outcome.http).not.toBe('connected');
    expect(outcome.ftp).not.toBe('connected');
    expect(outcome.dns).not.toBe('resolved');
    // A datagram may be "sent" into the namespace's own loopback; it must not arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(canaries.log).toEqual([]);
  });

  it('without confinement the same script reaches every canary (so the check above can fail)', async () => {
    const confinement = createConfinement({
      proxySocket: path.join(dir, 'none.sock'),
      memoryLimitMb: 2048,
      allowUnconfined: true,
      bwrapPath: '/nonexistent/bwrap',
    });
    expect(confinement.status.kind).toBe('none');
    canaries.reset();
    const result = await collect(process.execPath, ['-e', escapeScript(canaries)], {
      launcher: confinement.launcher(proxyUrl),
      timeoutMs: timeLeftInTest(),
    });
    const outcome = JSON.parse(result.stdout);
    expect(outcome.http).toBe('connected');
    expect(outcome.ftp).toBe('connected');
    await expect.poll(() => canaries.log.filter((l) => l.startsWith('udp')).length, untilTestTimeout()).toBe(2);
  });

  it('keeps every process of a run in the group the supervisor signals, so a stop ends the tool itself', async () => {
    const confinement = createConfinement({
      proxySocket: path.join(dir, 'none.sock'),
      memoryLimitMb: 2048,
      allowUnconfined: false,
    });
    // Inside the sandbox the tool has other pids: it is found by a word on its command line.
    const marker = `stopped-tool-${process.pid}-${Date.now()}`;
    /** The process groups of the processes whose command line has the marker (field 5 of /proc/PID/stat). */
    const groups = () =>
      readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .flatMap((pid) => {
          try {
            if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) return [];
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])];
          } catch {
            return [];
          }
        });
    const tool = supervise(
      process.execPath,
      ['-e', 'setInterval(() => process.stdout.write("x".repeat(4096)), 5)', marker],
      { launcher: confinement.launcher(proxyUrl) },
    );
    await once(tool.child.stdout as NodeJS.ReadableStream, 'data');
    // bwrap, its init, the bridge and the tool, all in bwrap's group: a sandbox in a session of its own
    // was not, and outlived a stopped bwrap.
    const seen = groups();
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([tool.child.pid]));
    tool.stop('cancelled');
    await expect(tool.exited).resolves.toMatchObject({ killedBecause: 'cancelled' });
    await expect.poll(() => groups().length, untilTestTimeout()).toBe(0);
  });

  it('caps the address space of each tool at TOOL_MEMORY_MB', async () => {
    const capMb = 1024;
    const confinement = createConfinement({
      proxySocket: path.join(dir, 'none.sock'),
      memoryLimitMb: capMb,
      allowUnconfined: false,
    });
    const limits = await collect('/bin/cat', ['/proc/self/limits'], { launcher: confinement.launcher(proxyUrl) });
    const line = limits.stdout.split('\n').find((l) => l.startsWith('Max address space'));
    expect(line?.split(/\s{2,}/).slice(1, 3)).toEqual([String(capMb * 1024 * 1024), String(capMb * 1024 * 1024)]);
    // A tool that tries to take more fails instead of growing.
    const greedy = await collect(process.execPath, ['-e', `Buffer.alloc(${2 * capMb} * 1024 * 1024, 1)`], {
      launcher: confinement.launcher(proxyUrl),
    });
    expect(greedy.code).not.toBe(0);
    expect(greedy.stderr).toMatch(/allocation failed|out of memory|RangeError/i);
  });

  it('refuses to run unconfined unless the owner said so, in one line that says what to do', () => {
    expect(() =>
      createConfinement({
        proxySocket: path.join(dir, 'none.sock'),
        memoryLimitMb: 2048,
        allowUnconfined: false,
        bwrapPath: '/nonexistent/bwrap',
      }),
    ).toThrow(ConfinementUnavailableError);
    try {
      createConfinement({
        proxySocket: path.join(dir, 'none.sock'),
        memoryLimitMb: 2048,
        allowUnconfined: false,
        bwrapPath: '/nonexistent/bwrap',
      });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toMatch(/bubblewrap/);
      expect(message).toMatch(/UNSAFE_UNCONFINED_TOOLS=true/);
    }
  });

  it('refuses a bwrap that makes the network namespace but no view of the files, unless the owner said so', () => {
    // A bwrap that keeps the network namespace and ignores every other option: the whole root stays visible.
    const real = (process.env.PATH ?? '')
      .split(path.delimiter)
      .map((d) => path.join(d, 'bwrap'))
      .find((f) => existsSync(f));
    expect(real).toBeDefined();
    const viewless = path.join(dir, 'bwrap-without-view');
    writeFileSync(
      viewless,
      `#!${process.execPath}
const args = process.argv.slice(2);
const command = args.slice(args.indexOf('--') + 1);
const run = require('node:child_process').spawnSync(${JSON.stringify(real)}, ['--unshare-net', '--dev-bind', '/', '/', '--', ...command], { stdio: 'inherit' });
process.exit(run.status ?? 1);
`,
    );
    chmodSync(viewless, 0o755);
    const options = { proxySocket: path.join(dir, 'none.sock'), memoryLimitMb: 2048, bwrapPath: viewless };
    expect(() => createConfinement({ ...options, allowUnconfined: false })).toThrow(
      /files outside the view.*UNSAFE_UNCONFINED_TOOLS=true/,
    );
    const unconfined = createConfinement({ ...options, allowUnconfined: true });
    expect(unconfined.status).toMatchObject({ kind: 'none', filesystem: 'host' });
    expect(createConfinement({ ...options, bwrapPath: undefined, allowUnconfined: false }).status).toMatchObject({
      kind: 'bwrap',
      filesystem: 'job-only',
    });
  });

  it('puts the proxy credentials in the environment, never on the command line', () => {
    const confinement = createConfinement({
      proxySocket: path.join(dir, 'none.sock'),
      memoryLimitMb: 2048,
      allowUnconfined: false,
    });
    const command = confinement.launcher(proxyUrl).command('/usr/bin/yt-dlp', ['--version'], 3);
    expect(command.args.join(' ')).not.toContain('secret');
    expect(command.env.http_proxy).toBe('http://user:secret@127.0.0.1:3128');
    expect(command.env.https_proxy).toBe('http://user:secret@127.0.0.1:3128');
  });
});
