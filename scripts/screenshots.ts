/**
 * Remakes the README's pictures (docs/images/page.png, docs/images/telegram-card.png) from a built instance
 * on loopback: the web page with a fixture looked up, and the card the Telegram bot sent to the tests' fake
 * Bot API, drawn as a chat shows it. Not run by the suite. Usage: npx tsx scripts/screenshots.ts [link path]
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { type BuiltProcess, compileDist, startBuiltProcess } from '../test/support/built-process.js';
import {
  buttonsOf,
  type FakeTelegramServer,
  isCard,
  privateChat,
  type RecordedCall,
  startFakeTelegram,
  textOf,
  uploadOf,
} from '../test/support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../test/support/fixture-server.js';
import { buildFixtures } from '../test/support/fixtures.js';

const root = path.resolve(import.meta.dirname, '..');
const images = path.join(root, 'docs/images');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A phone's width: the picture stays small and shows the layout most people see. */
const PAGE_VIEWPORT = { width: 420, height: 860 };
const user = { id: 4242, first_name: 'Alex' };

/** The web page at /, the link looked up, down to the end of its card. */
async function shootPage(baseUrl: string, link: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage({ viewport: PAGE_VIEWPORT, colorScheme: 'light' });
    await page.goto(`${baseUrl}/?url=${encodeURIComponent(link)}`);
    await page.locator('#formats button').first().waitFor({ timeout: 60_000 });
    await page.locator('#thumb').waitFor({ state: 'visible' });
    await page.screenshot({ path: path.join(images, 'page.png'), fullPage: true });
  } finally {
    await browser.close();
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The card as Telegram draws it: the photo, its caption, and the inline keyboard's rows. */
async function cardHtml(card: RecordedCall): Promise<string> {
  const photo = uploadOf(card);
  const picture = photo
    ? `<img src="data:image/jpeg;base64,${(await readFile(photo.path)).toString('base64')}" alt="">`
    : '';
  const rows = (card.params.reply_markup as { inline_keyboard: { text: string }[][] }).inline_keyboard;
  const keyboard = rows
    .map((row) => `<div class="row">${row.map((b) => `<span>${escapeHtml(b.text)}</span>`).join('')}</div>`)
    .join('');
  return `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; padding: 16px; background: #8fb6d8; font: 15px/1.35 system-ui, sans-serif; width: 340px; }
    .bubble { background: #fff; border-radius: 12px; overflow: hidden; }
    .bubble img { display: block; width: 100%; }
    .text { padding: 8px 10px; white-space: pre-wrap; }
    .row { display: flex; gap: 4px; margin-top: 4px; }
    .row span { flex: 1; text-align: center; padding: 9px 4px; border-radius: 8px; color: #fff;
      background: rgba(40, 70, 100, 0.45); font-size: 14px; }
  </style><div id="card"><div class="bubble">${picture}<div class="text">${escapeHtml(textOf(card))}</div></div>${keyboard}</div>`;
}

/** Sends the link to the bot as a user would, and draws the card it answers with. */
async function shootTelegramCard(telegram: FakeTelegramServer, link: string): Promise<void> {
  const since = telegram.calls.length;
  telegram.sendText(user, privateChat(user), link);
  const card = await telegram.waitForCall(isCard, { since, timeoutMs: 60_000 });
  if (buttonsOf(card).length === 0) throw new Error('the card has no buttons');
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage({ viewport: { width: 372, height: 400 } });
    await page.setContent(await cardHtml(card));
    await page.locator('#card').screenshot({ path: path.join(images, 'telegram-card.png') });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const linkPath = process.argv[2] ?? '/page.html';
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'screenshots-'));
  let fixtures: FixtureServer | undefined;
  let telegram: FakeTelegramServer | undefined;
  let server: BuiltProcess | undefined;
  try {
    compileDist();
    await mkdir(images, { recursive: true });
    fixtures = await startFixtureServer((await buildFixtures(path.join(scratch, 'fixtures'))).dir);
    telegram = await startFakeTelegram({ uploadDir: path.join(scratch, 'uploads') });
    server = await startBuiltProcess({
      DATA_DIR: path.join(scratch, 'data'),
      ALLOW_PRIVATE_URLS: 'true',
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      ROLES: 'api,telegram',
      LOG_LEVEL: 'warn',
    });
    const link = fixtures.url(linkPath);
    await shootPage(server.baseUrl, link);
    await shootTelegramCard(telegram, link);
    console.log(`wrote ${path.relative(root, images)}/page.png and telegram-card.png`);
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await telegram?.close();
    await fixtures?.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
