import { afterEach, describe, expect, it } from 'vitest';
import { startPassThrough } from '../../../src/media/download/pass-through.js';
import { RangeNotSatisfiableError } from '../../../src/media/fetch/origin-fetch.js';
import { bodyOf, closeStarted, payload, proxyWith, startOrigin } from './helpers.js';

afterEach(closeStarted);

describe('ranges', () => {
  const format = (url: string) => ({ format_id: 'f', ext: 'mp4', protocol: 'http', url });

  it('asks the origin for the range and reports its span', async () => {
    const origin = await startOrigin();
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const running = await startPassThrough({
      format: format(`${origin.origin}/file.mp4`),
      connect,
      maxBytes: 10 * 1024 * 1024,
      timeoutMs: 30_000,
      range: { start: 1000, end: 1999 },
    });
    expect(running.range).toEqual({ start: 1000, end: 1999, size: payload.length });
    expect(running.size).toBe(1000);
    expect((await bodyOf(running.stream)).equals(payload.subarray(1000, 2000))).toBe(true);
    expect(await running.done).toEqual({ bytes: 1000 });
    expect(origin.seen[0]?.headers.range).toBe('bytes=1000-1999');
  });

  it('cuts the range out itself when the origin ignores Range, and refuses a range past the end', async () => {
    const origin = await startOrigin({}, { ranges: false });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const plan = {
      format: format(`${origin.origin}/file.mp4`),
      connect,
      maxBytes: 10 * 1024 * 1024,
      timeoutMs: 30_000,
    };
    const suffix = await startPassThrough({ ...plan, range: { suffix: 100 } });
    expect(suffix.range).toEqual({ start: payload.length - 100, end: payload.length - 1, size: payload.length });
    expect((await bodyOf(suffix.stream)).equals(payload.subarray(-100))).toBe(true);
    // 100 bytes sent, but the whole file had to be read to reach them: that is what is charged.
    expect(await suffix.done).toEqual({ bytes: payload.length });
    const middle = await startPassThrough({ ...plan, range: { start: 70_000, end: 70_009 } });
    expect((await bodyOf(middle.stream)).equals(payload.subarray(70_000, 70_010))).toBe(true);
    const past = startPassThrough({ ...plan, range: { start: payload.length } });
    await expect(past).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    await expect(past).rejects.toMatchObject({ size: payload.length });
  });
});
