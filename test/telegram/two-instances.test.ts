/**
 * Issue 12.2: a Telegram card shown through instance A's webhook is pressed
 * through instance B's webhook and delivered. Two built servers on one
 * PostgreSQL, each with its own port, DATA_DIR and instance id, both in
 * webhook mode against one fake Bot API: the card lives in the shared
 * database, not in A's memory.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buttonsOf,
  buttonUpdate,
  cardButton,
  cardMessageId,
  isCard,
  privateChat,
  textUpdate,
  uploadOf,
  waitForFile,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { startWebhookInstances, type WebhookInstances } from '../support/webhook-instances.js';

const alice = { id: 4242, first_name: 'Alice' };
const chat = privateChat(alice);

let world: WebhookInstances;
let nextMessageId = 1;

/** Which instance wrote the usage rows of an action. */
async function instancesOf(action: 'info' | 'download'): Promise<string[]> {
  const rows = await world.query<{ instance: string }>('select instance from usage_events where action = $1', [action]);
  return rows.map((row) => row.instance).sort();
}

beforeAll(async () => {
  world = await startWebhookInstances({
    name: 'cards',
    fixturesDir: inject('fixturesDir'),
    postgresUrl: inject('postgresUrl'),
  });
}, 180_000);

afterAll(async () => {
  await world?.close();
});

describe('two built instances on one PostgreSQL, both Telegram webhooks', () => {
  it('delivers a press through B on a card shown through A', async () => {
    const { a, b, fake, fixtures, post } = world;
    const since = fake.calls.length;
    const link = fixtures.url(FIXTURE_PATHS.directMp4);
    expect(await post(a, textUpdate(alice, chat, link, nextMessageId++))).toBe(200);
    const card = await fake.waitForCall(isCard, { since });
    expect(buttonsOf(card).length).toBeGreaterThan(1);

    const button = cardButton(card, /^(?!(MP3 )?\d+$)/);
    const pressed = fake.calls.length;
    expect(await post(b, buttonUpdate(alice, chat, cardMessageId(card), button.callback_data, fake.botUser.id))).toBe(
      200,
    );
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since: pressed });
    expect(String(answer.params.text)).not.toMatch(/expired/i);
    const sent = await waitForFile(fake, pressed);
    expect(uploadOf(sent)?.size).toBeGreaterThan(1000);

    // A looked the link up, B downloaded: the card crossed instances through the database. B's info cache
    // had not seen the link, so B read it again, and that reading is a lookup of the user's like any other.
    expect(await instancesOf('info')).toEqual(['cards-a', 'cards-b']);
    expect(await instancesOf('download')).toEqual(['cards-b']);
  });

  it('answers a press on a card no instance knows with "expired"', async () => {
    const { b, fake, post } = world;
    const pressed = fake.calls.length;
    expect(await post(b, buttonUpdate(alice, chat, 1, 'c:zzzzzzzzzz:0', fake.botUser.id))).toBe(200);
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since: pressed });
    expect(String(answer.params.text)).toMatch(/expired/i);
  });
});
