/**
 * Issue 28.3: a Cancel pressed through instance B stops a download running on
 * instance A. Two built servers on one PostgreSQL, both Telegram webhooks
 * against one fake Bot API (as in two-instances.test.ts): the card is pressed
 * through A, so A runs the download (a slow fixture, still running when the
 * Cancel comes); the Cancel reaches B, which finds the job in running_jobs
 * and marks it, and A, polling its rows, stops it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BuiltProcess } from '../support/built-process.js';
import {
  buttonsOf,
  buttonUpdate,
  cardButton,
  cardMessageId,
  FILE_SEND_METHODS,
  isCard,
  messageIdOf,
  privateChat,
  type RecordedCall,
  textOf,
  textUpdate,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { startWebhookInstances, type WebhookInstances } from '../support/webhook-instances.js';

const alice = { id: 5151, first_name: 'Alice' };
const bob = { id: 6262, first_name: 'Bob' };
const chat = privateChat(alice);

let world: WebhookInstances;
let nextMessageId = 1;

async function post(server: BuiltProcess, update: object): Promise<void> {
  expect(await world.post(server, update)).toBe(200);
}

/** A Cancel press through `server` as `from`, and the answer to it. */
async function pressCancel(server: BuiltProcess, from: typeof alice, status: RecordedCall): Promise<RecordedCall> {
  const { fake } = world;
  const cancel = buttonsOf(status).find((button) => button.text === 'Cancel')?.callback_data ?? '';
  expect(cancel).toMatch(/^x:/);
  const since = fake.calls.length;
  await post(server, buttonUpdate(from, chat, messageIdOf(status), cancel, fake.botUser.id));
  return fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since });
}

beforeAll(async () => {
  world = await startWebhookInstances({
    name: 'cancel',
    fixturesDir: inject('fixturesDir'),
    postgresUrl: inject('postgresUrl'),
    // About 40 KiB/s: the download is still running seconds after it began.
    fixtureOptions: { slowChunkBytes: 4 * 1024, slowIntervalMs: 100 },
  });
}, 180_000);

afterAll(async () => {
  await world?.close();
});

describe('two built instances on one PostgreSQL, both Telegram webhooks', () => {
  it('stops a download running on A when Cancel is pressed through B', async () => {
    const { a, b, fake, fixtures, query } = world;
    let since = fake.calls.length;
    await post(a, textUpdate(alice, chat, fixtures.url(`/slow${FIXTURE_PATHS.hls}`), nextMessageId++));
    const card = await fake.waitForCall(isCard, { since });

    since = fake.calls.length;
    await post(
      a,
      buttonUpdate(alice, chat, cardMessageId(card), cardButton(card, /^360p/).callback_data, fake.botUser.id),
    );
    const status = await fake.waitForCall(
      (c) => c.method === 'sendMessage' && buttonsOf(c).some((button) => button.text === 'Cancel'),
      { since },
    );
    // A runs it, and lists it for every instance.
    const [job] = await query<{ id: string; instance: string; asker: string }>(
      'select id, instance, asker from running_jobs',
    );
    expect(job).toMatchObject({ instance: 'cancel-a', asker: `telegram:${alice.id}` });
    expect(buttonsOf(status).find((button) => button.text === 'Cancel')?.callback_data).toBe(`x:${job?.id}`);

    // Someone else's press through B is refused there, and the download goes on.
    expect((await pressCancel(b, bob, status)).params.text).toBe('Only the person who asked can cancel.');

    const pressedAt = Date.now();
    const pressed = fake.calls.length;
    const answer = await pressCancel(b, alice, status);
    // Answered as a local Cancel is, not "This download has already ended."
    expect(answer.params.text).toBe('Cancelling…');

    // A stops it: its status message ends as a local Cancel's does, with no file sent.
    const final = await fake.waitForCall(
      (c) =>
        c.method === 'editMessageText' && c.params.message_id === messageIdOf(status) && textOf(c) === 'Cancelled.',
      { since: pressed },
    );
    const latencyMs = final.at - pressedAt;
    // A figure to report, not a bound: on a loaded machine a poll can come late (docs/SCALING.md).
    console.info(`cancel through B stopped the download on A in ${latencyMs} ms`);
    expect(buttonsOf(final)).toHaveLength(0);
    expect(fake.calls.slice(since).filter((c) => FILE_SEND_METHODS.has(c.method))).toHaveLength(0);

    // Its usage row is finished as cancelled on A, its job slot is free, and it has left the board.
    await expect
      .poll(
        () => query("select instance, outcome, error_code from usage_events where action = 'download'"),
        untilTestTimeout(),
      )
      .toEqual([{ instance: 'cancel-a', outcome: 'cancelled', error_code: 'cancelled' }]);
    await expect
      .poll(
        async () => ((await (await fetch(`${a.baseUrl}/api/health`)).json()) as HealthQueue).queue.running,
        untilTestTimeout(),
      )
      .toBe(0);
    await expect.poll(() => query('select id from running_jobs'), untilTestTimeout()).toEqual([]);

    // Once it has ended, a Cancel through either instance says so.
    expect((await pressCancel(b, alice, status)).params.text).toBe('This download has already ended.');
  });
});

interface HealthQueue {
  queue: { running: number };
}
