/**
 * Setting up files by path through a local Bot API server (issue 37): TELEGRAM_LOCAL_FILES_DIR and its
 * path as the server sees it (validated, and given a folder per instance), and `npm run telegram:logout`,
 * the one-time move from the cloud Bot API, run as a process against the fake Bot API.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramBotDepsFromConfig } from '../../bots/telegram/bot.js';
import type { TelegramBotParts } from '../../bots/telegram/from-config.js';
import { loadConfig } from '../../src/config/index.js';
import { type FakeTelegramServer, startFakeTelegram, uploadOf } from '../support/fake-telegram.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
const TOKEN = '123456:LOCAL-FILES-TEST-TOKEN-abcdefghijklmnop';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'telegram-local-setup-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const base = () => ({ DATA_DIR: path.join(dir, 'data'), TELEGRAM_BOT_TOKEN: TOKEN });
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base(), ...env });
  } catch (error) {
    return String(error);
  }
  return 'accepted';
};
/** The bot's deps from a configuration; the process parts are not looked at. */
const depsOf = (env: NodeJS.ProcessEnv) =>
  telegramBotDepsFromConfig(loadConfig({ ...base(), ...env }), {
    logger: { child: () => ({}) },
  } as unknown as TelegramBotParts);

describe('TELEGRAM_LOCAL_FILES_DIR', () => {
  const local = { TELEGRAM_API_ROOT: 'http://127.0.0.1:8081', TELEGRAM_LOCAL_FILES_DIR: '/srv/telegram-files/' };

  it('is off unless set, and needs the local server it is shared with', () => {
    expect(depsOf({ TELEGRAM_API_ROOT: local.TELEGRAM_API_ROOT })?.localFiles).toBeUndefined();
    expect(refusal({ TELEGRAM_LOCAL_FILES_DIR: '/srv/files' })).toMatch(
      /TELEGRAM_LOCAL_FILES_DIR: needs TELEGRAM_API_ROOT/,
    );
    expect(
      refusal({ TELEGRAM_API_ROOT: local.TELEGRAM_API_ROOT, TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES: '/x' }),
    ).toMatch(/TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES: needs TELEGRAM_LOCAL_FILES_DIR/);
  });

  it('takes only absolute paths a file:// URI carries as they are', () => {
    for (const bad of ['files', './files', '/srv/my files', '/srv/f%20iles', '/srv/ф', '/srv/a?b', '/srv/a#b']) {
      expect(refusal({ ...local, TELEGRAM_LOCAL_FILES_DIR: bad })).toMatch(
        /TELEGRAM_LOCAL_FILES_DIR: must be an absolute/,
      );
      expect(refusal({ ...local, TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES: bad })).toMatch(
        /TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES: must be an absolute/,
      );
    }
  });

  it('is the same folder for the server unless its path there is given', () => {
    expect(depsOf(local)?.localFiles).toEqual({ dir: '/srv/telegram-files', serverDir: '/srv/telegram-files' });
    expect(
      depsOf({ ...local, TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES: '/var/lib/telegram-bot-api/files' })?.localFiles,
    ).toEqual({
      dir: '/srv/telegram-files',
      serverDir: '/var/lib/telegram-bot-api/files',
    });
  });

  it('gives each instance sharing DATA_DIR a folder of its own, whose start-up sweep spares the others', () => {
    const deps = telegramBotDepsFromConfig(
      loadConfig({ ...base(), ...local, INSTANCE_ID: 'eu-1', NODE_APP_INSTANCE: '2' } as NodeJS.ProcessEnv),
      { logger: { child: () => ({}) } } as unknown as TelegramBotParts,
    );
    expect(deps?.localFiles).toEqual({
      dir: '/srv/telegram-files/instance-eu-1/worker-2',
      serverDir: '/srv/telegram-files/instance-eu-1/worker-2',
    });
  });
});

describe('npm run telegram:logout', () => {
  let fake: FakeTelegramServer;
  beforeAll(async () => {
    fake = await startFakeTelegram({ uploadDir: path.join(dir, 'uploads'), token: TOKEN });
  });
  afterAll(async () => {
    await fake?.close();
  });

  /** The CLI as a process, in a folder without a .env, with only the variables given. */
  const logout = (env: Record<string, string>, args: string[]) =>
    run(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), path.join(root, 'bots/telegram/logout-cli.ts'), ...args],
      { cwd: dir, env: { PATH: process.env.PATH, DATA_DIR: path.join(dir, 'data'), ...env } },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('calls logOut once on the server it is pointed at and says what comes next, never printing the token', async () => {
    const result = await logout({ TELEGRAM_BOT_TOKEN: TOKEN }, ['--api-root', fake.apiRoot]);
    expect(result.code).toBe(0);
    expect(fake.callsOf('logOut')).toHaveLength(1);
    expect(result.stdout).toMatch(/Logged out of .*TELEGRAM_API_ROOT/);
    expect(`${result.stdout}${result.stderr}`).not.toContain(TOKEN.split(':')[1]);
  });

  it('fails with the reason when the server refuses, and when there is no token or it points at the local server', async () => {
    fake.failNext('logOut', 1, 502);
    const refused = await logout({ TELEGRAM_BOT_TOKEN: TOKEN }, ['--api-root', fake.apiRoot]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/logOut/);
    expect(refused.stderr).not.toContain(TOKEN.split(':')[1]);

    const noToken = await logout({}, ['--api-root', fake.apiRoot]);
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toMatch(/TELEGRAM_BOT_TOKEN/);

    const ownServer = await logout({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_ROOT: fake.apiRoot }, [
      '--api-root',
      fake.apiRoot,
    ]);
    expect(ownServer.code).toBe(1);
    expect(ownServer.stderr).toMatch(/TELEGRAM_API_ROOT, the local server/);
    expect(fake.callsOf('logOut')).toHaveLength(2);
  });
});

describe('the fake Bot API in local mode', () => {
  /** A sendDocument of `document` to `fake`, as JSON: its answer. */
  const sendDocument = async (fake: FakeTelegramServer, document: string) => {
    const response = await fetch(`${fake.apiRoot}/bot${fake.token}/sendDocument`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: 1, document }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { result?: { document: { file_size: number } } },
    };
  };

  it('reads file:// paths inside the folder it was given and refuses every other, as the cloud refuses them all', async () => {
    const filesDir = path.join(dir, 'fake-shared');
    await mkdir(path.join(filesDir, 'job'), { recursive: true });
    await writeFile(path.join(filesDir, 'job', 'a.mp4'), 'twelve bytes');
    await writeFile(path.join(dir, 'outside.mp4'), 'not to be sent');
    const local = await startFakeTelegram({ uploadDir: path.join(dir, 'local-uploads'), local: { filesDir } });
    const cloud = await startFakeTelegram({ uploadDir: path.join(dir, 'cloud-uploads') });
    try {
      const inside = await sendDocument(local, `file://${filesDir}/job/a.mp4`);
      expect(inside.status).toBe(200);
      expect(inside.body.result?.document.file_size).toBe(12);
      expect(uploadOf(local.callsOf('sendDocument')[0]!)?.fromPath).toBe(`${filesDir}/job/a.mp4`);

      for (const elsewhere of [
        `file://${dir}/outside.mp4`,
        `file://${filesDir}/../outside.mp4`,
        `file://${filesDir}/job/missing.mp4`,
        `file://${filesDir}/job`,
        'file:///etc/passwd',
      ]) {
        expect((await sendDocument(local, elsewhere)).status).toBe(400);
      }
      expect((await sendDocument(cloud, `file://${filesDir}/job/a.mp4`)).status).toBe(400);
    } finally {
      await local.close();
      await cloud.close();
    }
  });
});
