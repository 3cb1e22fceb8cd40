/**
 * Two built instances on one PostgreSQL, both Telegram webhooks on one fake Bot API, both running
 * the follows' checker: a follow made through A and chosen through B, then new entries checked by
 * both at once, again and again: each entry arrives once (the checker's lease, one process at a time).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import type { BuiltProcess } from '../support/built-process.js';
import { buttonsOf, buttonUpdate, messageIdOf, privateChat, textOf, textUpdate } from '../support/fake-telegram.js';
import { type FollowFeeds, startFollowFeeds } from '../support/follow-feed.js';
import { startWebhookInstances, type WebhookInstances } from '../support/webhook-instances.js';

const erin = { id: 46_201, first_name: 'Erin' };
const chat = privateChat(erin);

let world: WebhookInstances;
let feeds: FollowFeeds;
let nextMessageId = 1;

beforeAll(async () => {
  feeds = await startFollowFeeds();
  world = await startWebhookInstances({
    name: 'follows',
    fixturesDir: inject('fixturesDir'),
    postgresUrl: inject('postgresUrl'),
  });
}, 180_000);
afterAll(async () => {
  await world?.close();
  await feeds?.close();
});

async function check(server: BuiltProcess, which: 'a' | 'b'): Promise<{ ran: boolean }> {
  const token = (await readFile(path.join(world.dataDir(which), 'owner-token'), 'utf8')).trim();
  const response = await fetch(`${server.baseUrl}/api/admin/follows/check`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { ran: boolean };
}

describe('two instances on one PostgreSQL', () => {
  it('deliver each new entry of a follow once', async () => {
    const { a, b, fake, fixtures, post } = world;
    const entry = (guid: string) => ({ guid, title: `Entry ${guid}`, url: fixtures.url(`/audio.mp3?entry=${guid}`) });
    feeds.set('erin', 'Erin Feed', [entry('old')]);
    const since = fake.calls.length;
    expect(await post(a, textUpdate(erin, chat, `/follow ${feeds.url('erin')}`, nextMessageId++))).toBe(200);
    const offer = await fake.waitForCall(
      (c) => c.params.chat_id === chat.id && buttonsOf(c).some((x) => x.callback_data.startsWith('fo:')),
      { since },
    );
    const mp3 = buttonsOf(offer).find((x) => x.text === translate('en', 'bot-choice-mp3', { quality: 128 }));
    if (!mp3) throw new Error('no MP3 128 button');
    const pressed = fake.calls.length;
    expect(await post(b, buttonUpdate(erin, chat, messageIdOf(offer), mp3.callback_data, fake.botUser.id))).toBe(200);
    await fake.waitForCall((c) => c.method === 'sendMessage' && textOf(c).startsWith('Following'), { since: pressed });

    const fresh = [entry('one'), entry('two')];
    feeds.publish('erin', fresh);
    const sent = fake.calls.length;
    // Both at once, three times: one holds the lease and delivers, the other's rounds do nothing.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([check(a, 'a'), check(b, 'b')]);
      expect(answers.filter((answer) => answer.ran).length).toBeGreaterThanOrEqual(round === 0 ? 1 : 0);
    }
    // A followed entry's line is its file's caption.
    const lines = fake.callsOf('sendAudio', sent).map((c) => String(c.params.caption));
    for (const item of fresh) {
      const line = translate('en', 'follow-new-entry', { follow: 'Erin Feed', title: item.title, link: item.url });
      expect(lines.filter((text) => text === line)).toHaveLength(1);
    }
    expect(fake.callsOf('sendAudio', sent).filter((c) => c.params.chat_id === chat.id)).toHaveLength(2);
  });
});
