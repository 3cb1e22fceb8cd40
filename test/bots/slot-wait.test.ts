/**
 * Issue 36, item 5, as a chat user sees it: with every job slot taken
 * (MAX_CONCURRENT_JOBS 1, a slow download holding it), a press's status
 * says "waiting for a free slot (0 ahead)" rather than "starting…" for as
 * long as it waits, and the file comes once the slot is free. The same
 * scenario through both bots' fakes (test/support/bot-drivers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformName, startSession } from '../support/bot-drivers.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';

let world: BotWorld;

beforeAll(async () => {
  world = await startBotWorld({
    tmpPrefix: 'slot-wait-test-',
    maxConcurrentJobs: 1,
    // /slow/direct.mp4 (~330 KB) sends 16 KiB, then holds the one slot until release(), then the rest at once.
    fixtures: { holdSlow: true, slowIntervalMs: 0 },
  });
});
afterAll(async () => {
  await world?.close();
});

describe.each<PlatformName>(['telegram', 'discord'])('%s: a press while every slot is taken', (platform) => {
  it('says it waits for a free slot, with how many are ahead, then delivers', async () => {
    const holder = await startSession(platform, world, { uploadLimitMb: 50 });
    const waiter = await startSession(platform, world, { uploadLimitMb: 50 });
    try {
      const slow = await holder.openCard(world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`));
      const card = await waiter.openCard(world.fixtures.url(FIXTURE_PATHS.page));
      const holding = await holder.pressVideo(slow);
      await holder.downloading(holding);
      const waiting = await waiter.pressMp3(card, 128);
      await waiter.queued(waiting, 0);
      world.fixtures.release();
      expect(await holder.end(holding)).toEqual({ file: 'mp4' });
      expect(await waiter.end(waiting)).toEqual({ file: 'mp3' });
    } finally {
      await holder.close();
      await waiter.close();
    }
  });
});
