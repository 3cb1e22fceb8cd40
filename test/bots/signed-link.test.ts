/**
 * A file too big for the chat: both bots hand out a link to the HTTP API that
 * works with API_KEYS set, because it is signed for the user who pressed, and
 * the download counts against that user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness.js';
import { type BotSession, type PlatformName, startSession } from '../support/bot-drivers.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { untilTestTimeout } from '../support/test-deadline.js';

let world: BotWorld;
let app: TestApp;

beforeAll(async () => {
  world = await startBotWorld({ tmpPrefix: 'signed-link-test-' });
  // The HTTP API needs a key; it shares the bots' database and link secret, as in one process.
  app = await startTestApp({
    API_KEYS: 'owner:an-api-key-nobody-in-the-chat-has',
    LINK_SECRET: world.linkSecret,
    DATABASE_PATH: world.databasePath,
  });
});

afterAll(async () => {
  await app?.close();
  await world?.close();
});

function rowsOf(session: BotSession) {
  return world.database.sqlite
    .prepare(
      `SELECT e.outcome, e.convert, e.quality, e.bytes FROM usage_events e JOIN users u ON u.id = e.user_id
       WHERE u.platform = ? AND u.external_id = ? AND e.action = 'download' ORDER BY e.id`,
    )
    .all(session.identity.platform, session.identity.externalId);
}

describe.each<PlatformName>(['telegram', 'discord'])('%s: the link for a file too big for the chat', (platform) => {
  it('works without a key, counts for the user who pressed, and refuses a changed parameter', async () => {
    const session = await startSession(platform, world, { uploadLimitMb: 0.125, publicBaseUrl: app.baseUrl });
    try {
      const card = await session.openCard(world.fixtures.url(FIXTURE_PATHS.page));
      const { words } = await session.end(await session.pressMp3(card, 320));
      const href = new RegExp(`${app.baseUrl}/api/download\\?\\S+`).exec(words ?? '')?.[0];
      expect(href, words).toBeDefined();
      const link = new URL(href as string);

      // Unsigned, the same download needs the key the chat user does not have.
      const unsigned = new URL(link);
      for (const key of ['u', 'exp', 'sig']) unsigned.searchParams.delete(key);
      expect((await fetch(unsigned)).status).toBe(401);

      const tampered = new URL(link);
      tampered.searchParams.set('quality', '128');
      const refused = await fetch(tampered);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'link_invalid' });

      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      const bytes = (await response.arrayBuffer()).byteLength;
      expect(bytes).toBeGreaterThan(128 * 1024);
      // The bot refused before downloading (no row); the link's download is this user's.
      await expect
        .poll(() => rowsOf(session), untilTestTimeout())
        .toEqual([{ outcome: 'ok', convert: 'mp3', quality: 320, bytes }]);
    } finally {
      await session.close();
    }
  });
});
