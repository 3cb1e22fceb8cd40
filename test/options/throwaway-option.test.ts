/**
 * Issue 47: an option is its folder and one registry line. A throwaway option from test/options/throwaway/,
 * registered before an in-process app is built, shows in the OpenAPI document and is checked by
 * /api/download, has its toggle on a Telegram card and on a Discord card as the bots' card code builds them,
 * and its checkbox on the page (GET /).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardComponents, type DiscordCard } from '../../bots/discord/card.js';
import type { Card } from '../../bots/shared/card-store.js';
import { buildChoices, cardKeyboard } from '../../bots/telegram/card.js';
import { translator } from '../../src/i18n/index.js';
import type { MediaInfo } from '../../src/media/index.js';
import { downloadOptions, registerOption } from '../../src/options/index.js';
import { startTestApp, type TestApp } from '../support/app-harness.js';
import { throwaway } from './throwaway/index.js';

const t = translator('en');
const BUTTON = `⬜ ${t(throwaway.toggle.botLabel)}`;
const info: MediaInfo = {
  id: 'x',
  title: 'A song',
  platform: 'generic',
  webpageUrl: 'http://127.0.0.1/song.html',
  durationSeconds: 60,
  formats: [{ id: 'a', selector: 'a', ext: 'm4a', kind: 'audio', label: 'Audio', detail: 'AAC' }],
};

let unregister: () => void;
let app: TestApp;
let index: number;

beforeAll(async () => {
  // The one line a real option has in src/options/registry.ts.
  unregister = registerOption(throwaway);
  index = downloadOptions().indexOf(throwaway);
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  unregister?.();
});

describe('a throwaway option registered at test time', () => {
  it('is a parameter of /api/download and /api/link in OpenAPI, with its description', async () => {
    const doc = (await (await fetch(`${app.baseUrl}/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; description?: string }[]; requestBody?: unknown }>
      >;
    };
    const parameter = doc.paths['/api/download']?.get?.parameters?.find((p) => p.name === 'throwaway');
    expect(parameter?.description).toMatch(/halves the volume/);
    expect(JSON.stringify(doc.paths['/api/link']?.post?.requestBody)).toContain('"throwaway"');
  });

  it('is checked by /api/download: a value it does not take is a 400 before anything is looked up', async () => {
    const query = new URLSearchParams({
      url: 'http://127.0.0.1:9/x',
      selector: 'a',
      ext: 'mp3',
      kind: 'audio',
      title: 'x',
    });
    query.set('throwaway', 'full');
    const response = await fetch(`${app.baseUrl}/api/download?${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('throwaway');
  });

  it("has its toggle on a Telegram card's keyboard, beside the MP3 buttons", () => {
    const keyboard = cardKeyboard(t, 'card1234', buildChoices(info, 50 * 1024 * 1024), undefined, info);
    const buttons = keyboard.inline_keyboard.flat() as { text: string; callback_data?: string }[];
    expect(buttons.find((b) => b.text === BUTTON)?.callback_data).toBe(`o:card1234:${index}`);
  });

  it("has its toggle on a Discord card's components", () => {
    const card: Card<DiscordCard> = {
      id: 'abcdefghij',
      createdAt: 0,
      url: info.webpageUrl,
      info,
      formats: info.formats,
      ownerUserId: '1',
      uploadLimitBytes: 25 * 1024 * 1024,
    };
    const components = cardComponents(t, card, { hasLink: false }).flatMap((row) => row.toJSON().components);
    const toggle = components.find((c) => 'label' in c && c.label === BUTTON);
    expect(toggle && 'custom_id' in toggle ? toggle.custom_id : undefined).toBe(`mf:abcdefghij:opt-${index}`);
  });

  it('has its checkbox on the page, named and valued as /api/download reads it', async () => {
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    expect(html).toMatch(/<input type="checkbox" name="throwaway" value="half">/);
    expect(html).toContain(`data-l10n="${throwaway.toggle.pageLabel}"`);
  });
});
