import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDist, runBuiltProcessToExit, startBuiltProcess } from '../support/built-process.js';
import { untilTestTimeout } from '../support/test-deadline.js';

/*
 * What the built process's start does and does not do: the bots' modules stay unloaded without
 * their tokens (main.ts starts the tools' probes, then loads the service; chat-bots.ts imports a
 * bot only when it runs), and a missing binary is still refused in the same words.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const dirs: string[] = [];

beforeAll(() => buildDist());
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'startup-test-'));
  dirs.push(dir);
  return dir;
}

const hint = (tool: string, variable: string) =>
  `Run "npm run setup", install ${tool} (e.g. "apt-get install ${tool}") or set ${variable}.`;

describe('the start of the built process', () => {
  it('loads neither bot (grammY, discord.js, bots/) when no bot token is set', async () => {
    const dir = await tempDir();
    const trace = path.join(dir, 'modules.txt');
    const server = await startBuiltProcess({
      DATA_DIR: path.join(dir, 'data'),
      // Every module the process loads is written to MODULE_TRACE (test/support/module-trace.mjs).
      NODE_OPTIONS: `--import=${path.join(root, 'test/support/module-trace.mjs')}`,
      MODULE_TRACE: trace,
    });
    try {
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
    // Both bots' roles ran (ROLES' default) and found no token. 'exit' can come before the last of stdout is read.
    await expect.poll(() => server.output(), untilTestTimeout()).toMatch(/TELEGRAM_BOT_TOKEN is not set/);
    await expect
      .poll(() => server.output(), untilTestTimeout())
      .toMatch(/DISCORD_BOT_TOKEN or DISCORD_APPLICATION_ID is not set/);
    const loaded = (await readFile(trace, 'utf8')).split('\n').map((line) => line.split('\t')[0] ?? '');
    // The trace sees what the start loads, ES modules and CommonJS ones alike.
    expect(loaded.some((file) => file.endsWith('/dist/src/server.js'))).toBe(true);
    expect(loaded.some((file) => file.includes('/node_modules/fastify/'))).toBe(true);
    expect(loaded.some((file) => file.includes('/node_modules/better-sqlite3/'))).toBe(true);
    const bots = loaded.filter((file) => /\/dist\/bots\/|\/node_modules\/(grammy|discord\.js|@discordjs)\//.test(file));
    expect(bots).toEqual([]);
  });

  it.each([
    {
      missing: 'yt-dlp',
      env: { YTDLP_PATH: '/nonexistent/yt-dlp' } as Record<string, string>,
      line: `yt-dlp not found at /nonexistent/yt-dlp. ${hint('yt-dlp', 'YTDLP_PATH')}`,
    },
    {
      missing: 'ffmpeg',
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg' },
      line: `ffmpeg not found at /nonexistent/ffmpeg. ${hint('ffmpeg', 'FFMPEG_PATH')}`,
    },
    {
      missing: 'both (yt-dlp is said)',
      env: { YTDLP_PATH: '/nonexistent/yt-dlp', FFMPEG_PATH: '/nonexistent/ffmpeg' },
      line: `yt-dlp not found at /nonexistent/yt-dlp. ${hint('yt-dlp', 'YTDLP_PATH')}`,
    },
  ])('refuses to start without $missing, in one line saying what to install', async ({ env, line }) => {
    const { code, stderr } = await runBuiltProcessToExit({ DATA_DIR: await tempDir(), ...env });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(line);
  });

  it('names a bad variable before a missing binary, as before the probes ran early', async () => {
    const { code, stderr } = await runBuiltProcessToExit({
      DATA_DIR: await tempDir(),
      PORT: 'eighty',
      YTDLP_PATH: '/nonexistent/yt-dlp',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('PORT');
    expect(stderr).not.toContain('yt-dlp');
  });
});
