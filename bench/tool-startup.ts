/**
 * What the tools' filesystem view costs at start (issue 23): `true` through the
 * launcher with today's view (a fresh root per run) and with the former one
 * (the whole host root, `--dev-bind / /`), same namespaces and bridge
 * otherwise. Part of `npm run bench`; alone: `tsx bench/tool-startup.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createConfinement } from '../src/media/tools/sandbox/confinement.js';

const RUNS = 20;

function time(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(file, args, { env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - start) : reject(new Error(`exit ${code}`))));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Medians in ms of `tool args` started through the launcher: [per-run view, whole host root]. */
export async function benchToolStartup(tool = '/usr/bin/true', args: string[] = []): Promise<[number, number]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-startup-'));
  try {
    const confinement = createConfinement({
      proxySocket: path.join(dir, 'proxy.sock'),
      memoryLimitMb: 2048,
      allowUnconfined: false,
    });
    const job = path.join(dir, 'job');
    const command = confinement.launcher('http://u:p@127.0.0.1:1').command(tool, args, 3, { writable: [job] });
    // The former view: the same command with everything between the namespace options and `--` replaced.
    const at = command.args.indexOf('--');
    const namespaces = command.args.slice(0, command.args.indexOf('--new-session') + 1);
    const former = [...namespaces, '--dev-bind', '/', '/', ...command.args.slice(at)];
    const now: number[] = [];
    const before: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      now.push(await time(command.file, command.args, command.env));
      before.push(await time(command.file, former, command.env));
    }
    return [median(now), median(before)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [tool, args] of [
    ['/usr/bin/true', []],
    ['/usr/bin/ffmpeg', ['-hide_banner', '-version']],
  ] as [string, string[]][]) {
    const [view, host] = await benchToolStartup(tool, args);
    console.log(
      `${path.basename(tool)}: per-run view ${view.toFixed(1)} ms, whole root ${host.toFixed(1)} ms (medians of ${RUNS})`,
    );
  }
}
