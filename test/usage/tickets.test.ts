import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alice, download, manualClock, onEachBackend, queryRow } from './helpers.js';

onEachBackend((temp) => {
  describe('usage tickets', () => {
    it('count as unfinished from begin until their finish is written, for shutdown to wait on', async () => {
      const { service } = await temp.service();
      expect(service.unfinishedTickets()).toBe(0);
      const result = await service.begin(alice, { action: 'info', url: 'https://example.com/v' });
      if (!result.ok) throw new Error('refused');
      expect(service.unfinishedTickets()).toBe(1);
      const finishing = result.ticket.finish({ outcome: 'ok' });
      // Started but not yet written: still unfinished.
      expect(service.unfinishedTickets()).toBe(1);
      await finishing;
      expect(service.unfinishedTickets()).toBe(0);
    });

    it('record the request, flushed bytes and the outcome; finish is idempotent', async () => {
      const clock = manualClock('2024-05-01T10:00:00Z');
      const { service, handle } = await temp.service({ now: clock.now });
      const result = await service.begin(alice, {
        action: 'download',
        url: 'https://example.com/v',
        selector: 'bv*+ba',
        kind: 'audio',
        convert: 'mp3',
        quality: 192,
      });
      if (!result.ok) throw new Error('refused');
      const { ticket } = result;
      const row = () => queryRow(handle, sql`select * from usage_events where id = ${ticket.id}`);

      expect(await row()).toMatchObject({
        action: 'download',
        url: 'https://example.com/v',
        selector: 'bv*+ba',
        kind: 'audio',
        convert: 'mp3',
        quality: 192,
        media_platform: null,
        outcome: 'running',
        started_at: Date.parse('2024-05-01T10:00:00Z'),
        finished_at: null,
        bytes: 0,
      });

      await ticket.addBytes(1_000);
      await ticket.addBytes(500.7);
      expect(await row()).toMatchObject({ bytes: 1_500 });
      await ticket.setBytes(4_000);
      expect(await row()).toMatchObject({ bytes: 4_000 });
      await expect(ticket.addBytes(-1)).rejects.toThrow(RangeError);
      await expect(ticket.setBytes(Number.NaN)).rejects.toThrow(RangeError);

      clock.advance(2_500);
      await ticket.finish({ outcome: 'error', errorCode: 'tool_failed', mediaPlatform: 'vimeo' });
      expect(ticket.finished).toBe(true);
      const finished = {
        outcome: 'error',
        error_code: 'tool_failed',
        media_platform: 'vimeo',
        bytes: 4_000,
        finished_at: Date.parse('2024-05-01T10:00:02.500Z'),
        duration_ms: 2_500,
      };
      expect(await row()).toMatchObject(finished);

      clock.advance(10_000);
      await ticket.finish({ outcome: 'ok', bytes: 9 });
      await ticket.addBytes(100);
      await ticket.setBytes(1);
      expect(await row()).toMatchObject(finished);
    });

    it('finish with bytes replaces the flushed count', async () => {
      const { service, handle } = await temp.service();
      const result = await service.begin(alice, download());
      if (!result.ok) throw new Error('refused');
      await result.ticket.addBytes(10);
      await result.ticket.finish({ outcome: 'ok', bytes: 12_345 });
      expect(await queryRow(handle, sql`select bytes, outcome from usage_events`)).toEqual({
        bytes: 12_345,
        outcome: 'ok',
      });
    });
  });
});
