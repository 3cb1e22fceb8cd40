import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startPassThrough } from '../../../src/media/download/pass-through.js';
import { closeStarted, proxyWith, startOrigin } from './helpers.js';

afterEach(closeStarted);

describe('backpressure', () => {
  it('reads from the origin only as fast as the stream is consumed', async () => {
    const total = 64 * 1024 * 1024;
    const block = crypto.randomBytes(64 * 1024);
    let written = 0;
    const origin = await startOrigin({
      '/big.mp4': (_req, res) => {
        res.writeHead(200, { 'Content-Length': total });
        const pump = () => {
          while (written < total) {
            written += block.length;
            if (!res.write(block)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
      },
    });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const running = await startPassThrough({
      format: { format_id: 'f', ext: 'mp4', protocol: 'http', url: `${origin.origin}/big.mp4` },
      connect,
      maxBytes: 1024 * 1024 * 1024,
      timeoutMs: 60_000,
    });
    // Nobody reads for a while: what the origin got rid of is bounded by the buffers on the way
    // (kernel socket buffers and a few hundred KiB of ours), far from the whole file.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(written).toBeLessThan(16 * 1024 * 1024);
    let received = 0;
    for await (const chunk of running.stream) received += (chunk as Buffer).length;
    expect(received).toBe(total);
    expect(await running.done).toEqual({ bytes: total });
  });
});
