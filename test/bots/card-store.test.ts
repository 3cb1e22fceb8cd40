/** The bots' cards in the shared database: the same on SQLite and PostgreSQL, across connections. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DiscordCard } from '../../bots/discord/card.js';
import { CardExpiry } from '../../bots/discord/card-expiry.js';
import { discordCardSchema } from '../../bots/discord/card-schema.js';
import { CARD_ID_PATTERN } from '../../bots/shared/card-store.js';
import { DbCardStore } from '../../bots/shared/db-card-store.js';
import { buildChoices, type TelegramCard } from '../../bots/telegram/card.js';
import { telegramCardSchema } from '../../bots/telegram/card-schema.js';
import type { DatabaseHandle } from '../../src/db/index.js';
import type { MediaInfo } from '../../src/media/types.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { onEachBackend, queryRows } from '../usage/helpers.js';

const MB = 1024 * 1024;
const MINUTE = 60_000;

const info: MediaInfo = {
  id: 'abc',
  title: 'A “title” with ünïcode and \u2028 a line separator',
  uploader: 'Someone',
  durationSeconds: 600,
  thumbnail: 'https://i.example/abc.jpg',
  platform: 'youtube',
  webpageUrl: 'https://youtu.be/abc',
  formats: [
    {
      id: '137',
      selector: '137+251',
      ext: 'mp4',
      kind: 'video',
      label: '1080p',
      detail: 'avc1',
      filesizeApprox: 120 * MB,
      width: 1920,
      height: 1080,
    },
    { id: '22', selector: '22', ext: 'mp4', kind: 'video', label: '720p', detail: 'avc1 · muxed' },
    {
      id: '251',
      selector: '251',
      ext: 'webm',
      kind: 'audio',
      label: 'Audio 160 kbps',
      detail: 'opus',
      filesizeApprox: 9 * MB,
    },
  ],
};

const telegramCard = (askerId = 42): TelegramCard => ({
  url: 'https://youtu.be/abc?t=1',
  info,
  choices: buildChoices(info, 50 * MB),
  askerId,
  chatId: -100123,
});

const discordCard: DiscordCard = {
  url: 'https://youtu.be/abc',
  info,
  formats: info.formats,
  ownerUserId: '100000000000000001',
  uploadLimitBytes: 25 * MB,
};

/** A clock the test moves by hand, in milliseconds. */
function clock(start = Date.parse('2026-03-01T12:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

function telegramStore(db: DatabaseHandle, options: { now?: () => number; newId?: () => string; ttlMs?: number } = {}) {
  return new DbCardStore<TelegramCard>({
    store: db,
    platform: 'telegram',
    schema: telegramCardSchema,
    ttlMs: options.ttlMs ?? 10 * MINUTE,
    now: options.now,
    newId: options.newId,
  });
}

async function rowCount(db: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*) as n from bot_cards`);
  return Number(row?.n);
}

onEachBackend((temp) => {
  it('stores a card that another connection reads back whole, for its platform only', async () => {
    const here = await temp.open();
    const there = await temp.open(here.where);
    const card = await telegramStore(here).add(telegramCard());
    expect(card.id).toMatch(CARD_ID_PATTERN);

    const read = await telegramStore(there).get(card.id);
    expect(read).toEqual({ ...telegramCard(), id: card.id, createdAt: card.createdAt });
    // The Discord bot never sees a Telegram card, nor a Telegram one a Discord card.
    const discordThere = new DbCardStore<DiscordCard>({
      store: there,
      platform: 'discord',
      schema: discordCardSchema,
      ttlMs: MINUTE,
    });
    expect(await discordThere.get(card.id)).toBeUndefined();
    expect(await discordThere.delete(card.id)).toBe(false);
    const clipped = { ...discordCard, clip: { startS: 80, endS: 125.5 } };
    const discord = await discordThere.add(clipped);
    expect(
      await new DbCardStore({ store: here, platform: 'discord', schema: discordCardSchema, ttlMs: MINUTE }).get(
        discord.id,
      ),
    ).toMatchObject(clipped);
    expect(await telegramStore(here).get(discord.id)).toBeUndefined();
  });

  it('answers undefined once a card expired, keeps the row a grace period for its expiry, then sweeps it', async () => {
    const db = await temp.open();
    const time = clock();
    const store = telegramStore(db, { now: time.now, ttlMs: 10 * MINUTE });
    const card = await store.add(telegramCard());
    time.advance(10 * MINUTE - 1);
    expect((await store.get(card.id))?.id).toBe(card.id);
    time.advance(1);
    expect(await store.get(card.id)).toBeUndefined();

    // Another card added now sweeps nothing yet: the expired row is still claimable.
    time.advance(MINUTE);
    const fresh = await store.add(telegramCard());
    expect(await rowCount(db)).toBe(2);
    time.advance(5 * MINUTE);
    expect(await store.sweep()).toBe(1);
    expect(await rowCount(db)).toBe(1);
    expect((await store.get(fresh.id))?.id).toBe(fresh.id);
  });

  it('deletes a card once: the first delete wins, across connections, expired or not', async () => {
    const here = await temp.open();
    const there = await temp.open(here.where);
    const time = clock();
    const card = await telegramStore(here, { now: time.now }).add(telegramCard());
    const results = await Promise.all([telegramStore(here).delete(card.id), telegramStore(there).delete(card.id)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await telegramStore(there).get(card.id)).toBeUndefined();

    const old = await telegramStore(here, { now: time.now, ttlMs: 1000 }).add(telegramCard());
    time.advance(2000);
    expect(await telegramStore(there, { now: time.now }).delete(old.id)).toBe(true);
  });

  it('treats a row that does not parse as an unknown card', async () => {
    const db = await temp.open();
    const store = telegramStore(db);
    const broken = [
      'not json',
      'null',
      JSON.stringify({ ...telegramCard(), askerId: 'everyone' }),
      JSON.stringify({ ...telegramCard(), choices: [{ type: 'format', tooLarge: false }] }),
      JSON.stringify({ ...telegramCard(), choices: [{ type: 'mp3', quality: 999, tooLarge: false }] }),
    ];
    for (const fields of broken) {
      const card = await store.add(telegramCard());
      await db.db.update(db.t.botCards).set({ fields }).where(sql`id = ${card.id}`);
      expect(await store.get(card.id), fields).toBeUndefined();
    }
    // Ids that are not card ids are not even looked up.
    expect(await store.get("x' or 1=1 --")).toBeUndefined();
  });

  it('refuses to store fields that would not read back, naming the field and not its value', async () => {
    const db = await temp.open();
    const store = telegramStore(db);
    const unreadable = { ...telegramCard(), askerId: Number.NaN, chatId: 'secret-chat' as unknown as number };
    await expect(store.add(unreadable)).rejects.toThrow(/askerId, chatId/);
    await expect(store.add(unreadable)).rejects.not.toThrow(/secret-chat/);
    expect(await rowCount(db)).toBe(0);
  });

  it('never overwrites a card whose id is taken: it draws another', async () => {
    const db = await temp.open();
    const ids = ['aaaaaaaaaa', 'aaaaaaaaaa', 'bbbbbbbbbb'];
    const store = telegramStore(db, { newId: () => ids.shift() ?? 'cccccccccc' });
    const first = await store.add(telegramCard(1));
    const second = await store.add(telegramCard(2));
    expect([first.id, second.id]).toEqual(['aaaaaaaaaa', 'bbbbbbbbbb']);
    expect((await store.get(first.id))?.askerId).toBe(1);
    expect((await store.get(second.id))?.askerId).toBe(2);

    const stuck = telegramStore(db, { newId: () => 'aaaaaaaaaa' });
    await expect(stuck.add(telegramCard(3))).rejects.toThrow(/no unused card id/);
    expect((await store.get(first.id))?.askerId).toBe(1);
  });

  it('greys out a Discord card this process showed when it expires unused, and not a used one', async () => {
    const db = await temp.open();
    const store = new DbCardStore<DiscordCard>({
      store: db,
      platform: 'discord',
      schema: discordCardSchema,
      ttlMs: 200,
    });
    const expiry = new CardExpiry(store, 200, { debug() {}, info() {}, warn() {}, error() {} });
    const greyed: string[] = [];
    const unused = await store.add(discordCard);
    const used = await store.add(discordCard);
    expiry.watch(unused.id, async () => greyed.push(unused.id));
    expiry.watch(used.id, async () => greyed.push(used.id));
    // Pressed (through any instance) before its expiry: the press deletes it.
    expect(await store.delete(used.id)).toBe(true);
    await expect.poll(() => greyed, untilTestTimeout()).toEqual([unused.id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(greyed).toEqual([unused.id]);
    expect(await store.get(unused.id)).toBeUndefined();
    expiry.close();
  });
});

describe('card schemas', () => {
  it('keep every field of a Telegram card and drop what is not theirs', () => {
    const card = { ...telegramCard(), clip: { startS: 1.5, endS: 20 } };
    expect(telegramCardSchema.parse(JSON.parse(JSON.stringify(card)))).toEqual(card);
    expect(telegramCardSchema.parse({ ...card, extra: 'x' })).not.toHaveProperty('extra');
  });

  it('refuse a clip that ends before it starts and a Discord owner that is not a snowflake', () => {
    expect(telegramCardSchema.safeParse({ ...telegramCard(), clip: { startS: 5, endS: 5 } }).success).toBe(false);
    expect(discordCardSchema.safeParse({ ...discordCard, ownerUserId: 'everyone' }).success).toBe(false);
    expect(discordCardSchema.parse(JSON.parse(JSON.stringify(discordCard)))).toEqual(discordCard);
  });
});
