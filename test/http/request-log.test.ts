import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { redactUrlSecrets } from '../../src/logger.js';
import { createServices, type Services } from '../../src/server.js';

/** Every line the app logs, as written (JSON). */
const lines: string[] = [];
let services: Services;
let baseUrl: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'request-log-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ALLOW_PRIVATE_URLS: 'false',
    LOG_LEVEL: 'info',
    API_KEYS: 'alice:right-key-4242-long-enough',
    PATH: process.env.PATH,
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // A plain pino logger, as any caller may pass: the app itself must redact.
  services = await createServices(config, pino({ level: 'info' }, sink));
  baseUrl = await services.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await services?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The `req.url` of every "incoming request" line. */
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req?.url);

describe('request log', () => {
  it('never records secrets sent in a query string, but keeps the path and the other parameters', async () => {
    const info = await fetch(`${baseUrl}/api/info?key=supersecret123`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/v' }),
    });
    // A key in the query is not how the API takes keys: refused.
    expect(info.status).toBe(401);

    const query = 'url=https%3A%2F%2Fexample.com%2Fv&selector=best&ext=mp4&kind=video&title=A+b';
    const download = await fetch(`${baseUrl}/api/download?${query}&Token=tok-abc987&API_KEY=KEY-def654`);
    expect(download.status).toBe(401);
    const others = await fetch(
      `${baseUrl}/api/download?signature=sig-ghi321&%6Bey=enc-jkl111&access_token=acc-mno222&sig=s-pqr333&password=pw-stu444&auth=au-vwx555&secret=se-yz0666&apikey=ak-777`,
      { headers: { authorization: 'Bearer right-key-4242-long-enough' } },
    );
    // With sig= it is a signed download link, and a forged one: refused before anything else.
    expect(others.status).toBe(403);
    await services.app.close();

    const text = lines.join('\n');
    for (const secret of [
      'supersecret123',
      'tok-abc987',
      'KEY-def654',
      'sig-ghi321',
      'enc-jkl111',
      'acc-mno222',
      's-pqr333',
      'pw-stu444',
      'au-vwx555',
      'se-yz0666',
      'ak-777',
      'right-key-4242-long-enough',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(loggedUrls()).toEqual([
      '/api/info?key=[redacted]',
      `/api/download?${query}&Token=[redacted]&API_KEY=[redacted]`,
      '/api/download?signature=[redacted]&%6Bey=[redacted]&access_token=[redacted]&sig=[redacted]&password=[redacted]&auth=[redacted]&secret=[redacted]&apikey=[redacted]',
    ]);
    // The rest of the request line is still there.
    const first = JSON.parse(lines.find((line) => line.includes('incoming request')) ?? '{}');
    expect(first.req).toMatchObject({ method: 'POST', remoteAddress: '127.0.0.1' });
    expect(first.req.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });
});

describe('redactUrlSecrets', () => {
  it.each([
    ['/api/info', '/api/info'],
    ['/api/info?', '/api/info?'],
    ['/a?url=x&key=1', '/a?url=x&key=[redacted]'],
    ['/a?KEY=1&Key=2', '/a?KEY=[redacted]&Key=[redacted]'],
    ['/a?key', '/a?key'],
    ['/a?key=', '/a?key=[redacted]'],
    ['/a?keys=1&monkey=2&key_id=3', '/a?keys=1&monkey=2&key_id=3'],
    ['/a?token=a=b&x=%zz', '/a?token=[redacted]&x=%zz'],
    ['/a?%zz=1&api%5Fkey=2', '/a?%zz=1&api%5Fkey=[redacted]'],
    ['https://h.example/p?q=1&sig=abc#token=frag', 'https://h.example/p?q=1&sig=[redacted]#token=frag'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrlSecrets(url)).toBe(expected);
  });
});
