import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDist, startBuiltProcess } from '../support/built-process.js';
import { standInTools } from '../support/tools.js';

/*
 * yt-dlp is asked at start as lookups run it, in the tools' sandbox (issue 43, item 8): a wrapper script whose
 * target the sandbox does not show answered --version outside and failed every lookup inside. The built service
 * now refuses to start with a sentence that says what to set; a wrapper whose target the sandbox shows starts.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
let dir: string;

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'ytdlp-in-view-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * Runs the built service until it refuses to start (its exit code and stderr, read to their end) or says it is
 * ready (before the fix it started, and every lookup was 422): then it is stopped at once.
 */
function startOrRefuse(env: Record<string, string>): Promise<{ code: number | null | 'started'; stderr: string }> {
  const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once('message', () => {
      child.kill('SIGKILL');
      resolve({ code: 'started', stderr });
    });
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

/** A wrapper as an owner writes one: a shell script that starts another yt-dlp with every argument. */
async function wrapper(file: string, target: string): Promise<string> {
  await writeFile(file, `#!/bin/sh\nexec ${target} "$@"\n`);
  await chmod(file, 0o755);
  return file;
}

describe('the start of the built service with a wrapper as YTDLP_PATH', () => {
  it('refuses to start, in one line that says what to set, where the wrapped yt-dlp is outside the sandbox', async () => {
    // The wrapped yt-dlp in a folder of its own: runs outside, and the sandbox shows nothing of it.
    const hidden = path.join(dir, 'opt', 'ytdlp-venv', 'bin');
    await mkdir(hidden, { recursive: true });
    await symlink(standInTools().ytdlp, path.join(hidden, 'yt-dlp'));
    const file = await wrapper(path.join(dir, 'yt-dlp-wrapper'), path.join(hidden, 'yt-dlp'));

    const outcome = await startOrRefuse({ DATA_DIR: path.join(dir, 'data-refused'), YTDLP_PATH: file });
    expect(outcome.code).toBe(1);
    const lines = outcome.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line).toContain(`yt-dlp at ${file} does not run in the sandbox that lookups run it in`);
    // What the shell said inside names the yt-dlp it could not find.
    expect(line).toContain(path.join(hidden, 'yt-dlp'));
    expect(line).toContain('set YTDLP_PATH to that yt-dlp itself');
  });

  it('starts where the wrapped yt-dlp is inside the sandbox (beside the wrapper)', async () => {
    const tools = standInTools();
    const file = await wrapper(path.join(tools.bin, `yt-dlp-wrapper-${process.pid}`), tools.ytdlp);
    const server = await startBuiltProcess({ DATA_DIR: path.join(dir, 'data-started'), YTDLP_PATH: file });
    try {
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { confinement: { kind: string } }).confinement.kind).toBe('bwrap');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
