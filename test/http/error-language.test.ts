import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { postInfo, startTestApp, type TestApp } from '../support/app-harness.js';

/**
 * The API's `error` sentence follows Accept-Language; `code` stays English and
 * stable, so clients branch on it whatever the words.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ ALLOW_PRIVATE_URLS: 'false' });
});
afterAll(async () => {
  await app?.close();
});

const inLanguage = (language?: string): Record<string, string> => (language ? { 'accept-language': language } : {});

describe('error sentences in the client’s language', () => {
  it('says a refused link in the language asked for, the best match of a weighted list, else English', async () => {
    const cases: [string | undefined, string][] = [
      ['ru', translate('ru', 'error-link-scheme')],
      ['de-CH,de;q=0.9,en;q=0.8', translate('de', 'error-link-scheme')],
      ['fr;q=0.9, pt-BR;q=0.8', translate('pt-BR', 'error-link-scheme')],
      ['xx', 'Only http:// and https:// links are supported.'],
      [undefined, 'Only http:// and https:// links are supported.'],
    ];
    for (const [language, expected] of cases) {
      const { status, body } = await postInfo(app.baseUrl, 'ftp://example.com/a.mp4', inLanguage(language));
      expect(status).toBe(400);
      expect(body).toEqual({ error: expected, code: 'invalid_url' });
    }
    expect(translate('ru', 'error-link-scheme')).toMatch(/[а-я]/);
    expect(translate('de', 'error-link-scheme')).not.toBe(translate('en', 'error-link-scheme'));
  });

  it('says a schema’s refusal in the language asked for, naming the parameter', async () => {
    const response = await fetch(`${app.baseUrl}/api/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ url: 42 }),
    });
    const body = (await response.json()) as { error: string; code: string };
    expect(response.status).toBe(400);
    expect(body.code).toBe('invalid_request');
    expect(body.error).toMatch(/^url: /);
    const english = await postInfo(app.baseUrl, 42);
    expect(english.body.error).toMatch(/^url: /);
    expect(body.error).not.toBe(english.body.error);
  });

  it('says a usage refusal with its wait in the reader’s units, and a private address in Arabic', async () => {
    const strict = await startTestApp({ ALLOW_PRIVATE_URLS: 'false', LIMIT_INFO_PER_MINUTE: '1' });
    onTestFinished(() => strict.close());
    const refused = await postInfo(strict.baseUrl, 'http://127.0.0.1/video.mp4', inLanguage('ar'));
    expect(refused.body).toEqual({ error: translate('ar', 'error-code-url-not-allowed'), code: 'url_not_allowed' });
    const limited = await postInfo(strict.baseUrl, 'http://127.0.0.1/video.mp4', inLanguage('ru'));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('limit_info_per_minute');
    const wait = Number(limited.headers.get('retry-after'));
    // The sentence with the very numbers of this refusal (1 of 1, the Retry-After rounded as a wait).
    const expected = [wait, wait + 1].map((s) =>
      translate('ru', 'refusal-info-per-minute', { used: 1, limit: 1, wait: s }),
    );
    expect(expected).toContain(limited.body.error);
    expect(limited.body.error).toMatch(/[а-я]/);
  });

  it('answers an unknown route in Chinese when asked', async () => {
    const response = await fetch(`${app.baseUrl}/api/nothing-here`, { headers: { 'accept-language': 'zh-CN' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: translate('zh-CN', 'error-not-found'), code: 'not_found' });
  });
});
