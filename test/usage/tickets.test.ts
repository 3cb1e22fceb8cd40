import { afterEach, describe, expect, it } from 'vitest';
import { alice, download, manualClock, TempDatabases } from './helpers.js';

const temp = new TempDatabases();
afterEach(() => temp.cleanup());

describe('usage tickets', () => {
  it('record the request, flushed bytes and the outcome; finish is idempotent', () => {
    const clock = manualClock('2024-05-01T10:00:00Z');
    const { service, handle } = temp.service({ now: clock.now });
    const result = service.begin(alice, {
      action: 'download',
      url: 'https://example.com/v',
      selector: 'bv*+ba',
      kind: 'audio',
      convert: 'mp3',
      quality: 192,
    });
    if (!result.ok) throw new Error('refused');
    const { ticket } = result;
    const row = () => handle.sqlite.prepare('select * from usage_events where id = ?').get(ticket.id);

    expect(row()).toMatchObject({
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

    ticket.addBytes(1_000);
    ticket.addBytes(500.7);
    expect(row()).toMatchObject({ bytes: 1_500 });
    ticket.setBytes(4_000);
    expect(row()).toMatchObject({ bytes: 4_000 });
    expect(() => ticket.addBytes(-1)).toThrow(RangeError);
    expect(() => ticket.setBytes(Number.NaN)).toThrow(RangeError);

    clock.advance(2_500);
    ticket.finish({ outcome: 'error', errorCode: 'tool_failed', mediaPlatform: 'vimeo' });
    expect(ticket.finished).toBe(true);
    const finished = {
      outcome: 'error',
      error_code: 'tool_failed',
      media_platform: 'vimeo',
      bytes: 4_000,
      finished_at: Date.parse('2024-05-01T10:00:02.500Z'),
      duration_ms: 2_500,
    };
    expect(row()).toMatchObject(finished);

    clock.advance(10_000);
    ticket.finish({ outcome: 'ok', bytes: 9 });
    ticket.addBytes(100);
    ticket.setBytes(1);
    expect(row()).toMatchObject(finished);
  });

  it('finish with bytes replaces the flushed count', () => {
    const { service, handle } = temp.service();
    const result = service.begin(alice, download());
    if (!result.ok) throw new Error('refused');
    result.ticket.addBytes(10);
    result.ticket.finish({ outcome: 'ok', bytes: 12_345 });
    expect(handle.sqlite.prepare('select bytes, outcome from usage_events').get()).toEqual({
      bytes: 12_345,
      outcome: 'ok',
    });
  });
});
