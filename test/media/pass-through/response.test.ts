import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchOrigin } from '../../../src/media/fetch/origin-fetch.js';
import { bodyOf, closeStarted, payload, proxyWith, startOrigin } from './helpers.js';

afterEach(closeStarted);

describe('the response: bodies read as the head says', () => {
  const write = (res: http.ServerResponse) => {
    for (let i = 0; i < payload.length; i += 10_000) res.write(payload.subarray(i, i + 10_000));
    res.end();
  };

  it.each([
    ['chunked', (_req: http.IncomingMessage, res: http.ServerResponse) => write(res)],
    [
      'delimited by the end of the connection',
      (_req: http.IncomingMessage, res: http.ServerResponse) => {
        res.useChunkedEncodingByDefault = false;
        res.writeHead(200, { Connection: 'close' });
        write(res);
      },
    ],
  ])('reads a %s body whole, of unknown length', async (_, route) => {
    const origin = await startOrigin({ '/file.mp4': route });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const response = await fetchOrigin(connect, { url: `${origin.origin}/file.mp4` });
    expect(response.length).toBeUndefined();
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(response.complete()).toBe(true);
  });

  it.each([
    [
      'its Content-Length',
      (_req: http.IncomingMessage, res: http.ServerResponse) => {
        res.writeHead(200, { 'Content-Length': payload.length });
        res.write(payload.subarray(0, 100_000), () => res.destroy());
      },
    ],
    [
      'its last chunk',
      (_req: http.IncomingMessage, res: http.ServerResponse) => {
        res.writeHead(200);
        res.write(payload.subarray(0, 100_000), () => res.socket?.end());
      },
    ],
  ])('fails a body that ends before %s', async (_, route) => {
    const origin = await startOrigin({ '/file.mp4': route });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const response = await fetchOrigin(connect, { url: `${origin.origin}/file.mp4` });
    await expect(bodyOf(response.body)).rejects.toThrow();
    expect(response.complete()).toBe(false);
  });
});
