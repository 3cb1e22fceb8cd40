/**
 * The Telegram bot in its users' languages, end to end: the real grammY bot
 * against the fake Bot API, the real media and usage services on a temporary
 * SQLite file. Every expected sentence is read from the catalogue in the
 * language the user should get, so the assertions hold whatever the wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuLanguageCode } from '../../bots/telegram/commands.js';
import { openDatabase } from '../../src/db/index.js';
import { type LocaleCode, localeCodes, translate } from '../../src/i18n/index.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import {
  buttonsOf,
  type FakeChat,
  type FakeTelegramServer,
  type FakeUser,
  messageIdOf,
  pressCardButton,
  privateChat,
  type RecordedCall,
  requestCard,
  textOf,
  waitForFile,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { startTelegramTestBot, type TelegramTestBot } from '../support/telegram-bots.js';

const UPLOAD_LIMIT = 50 * 1024 * 1024;
const ivan: FakeUser = { id: 2001, first_name: 'Иван', language_code: 'ru' };
const paulo: FakeUser = { id: 2002, first_name: 'Paulo', language_code: 'en' };
const greta: FakeUser = { id: 2003, first_name: 'Greta', language_code: 'en' };
const mo: FakeUser = { id: 2004, first_name: 'Mo', language_code: 'ru' };
const xena: FakeUser = { id: 2005, first_name: 'Xena', language_code: 'xx' };
const group: FakeChat = { id: -100700, type: 'supergroup', title: 'Stammtisch' };

const help = (locale: LocaleCode) => translate(locale, 'tg-help', { limit: UPLOAD_LIMIT });
const CYRILLIC = /[А-Яа-яЁё]/;

describe('Telegram bot in its users’ languages', () => {
  let world: BotWorld;
  let telegram: TelegramTestBot;
  let fake: FakeTelegramServer;

  /** Sends `text` as `from` (in their private chat unless `chat` is given) and waits for the bot's first message. */
  const ask = async (from: FakeUser, text: string, chat: FakeChat = privateChat(from)) => {
    const since = fake.calls.length;
    fake.sendText(from, chat, text);
    return await fake.waitForCall((c) => c.method === 'sendMessage' && c.result !== undefined, { since });
  };

  beforeAll(async () => {
    world = await startBotWorld({
      tmpPrefix: 'telegram-languages-test-',
      // /slow/direct.mp4 (~330 KB) trickles for about 3 s: long enough for progress edits.
      fixtures: { slowIntervalMs: 150 },
      limits: { downloadsPerDay: 1 },
    });
    telegram = await startTelegramTestBot(world, { name: 'first' });
    fake = telegram.fake;
  });

  afterAll(async () => {
    await telegram?.close();
    await world?.close();
  });

  it('registers its command menu in every language, English as the default, with /language', () => {
    const menus = fake.callsOf('setMyCommands');
    expect(menus).toHaveLength(localeCodes.length);
    for (const locale of localeCodes) {
      const code = locale === 'en' ? undefined : menuLanguageCode(locale);
      const menu = menus.find((c) => c.params.language_code === code && c.params.scope === undefined);
      const commands = (menu?.params.commands ?? []) as { command: string; description: string }[];
      expect(commands.map((c) => c.command)).toEqual([
        'dl',
        'follow',
        'following',
        'usage',
        'language',
        'help',
        'start',
      ]);
      expect(commands.find((c) => c.command === 'help')?.description).toBe(translate(locale, 'tg-command-help'));
      expect(commands.find((c) => c.command === 'language')?.description).toBe(
        translate(locale, 'tg-command-language'),
      );
    }
    expect(menus.map((c) => c.params.language_code)).toEqual(
      expect.arrayContaining(['ru', 'uk', 'es', 'pt', 'de', 'tr', 'id', 'fa', 'ar', 'zh']),
    );
  });

  it('speaks Russian to a user whose Telegram is in Russian: /help, the card, its buttons and the progress', async () => {
    expect(textOf(await ask(ivan, '/help'))).toBe(help('ru'));

    // The sizes on the buttons are in Russian units (кБ, МБ).
    const hls = await requestCard(fake, ivan, world.fixtures.url(FIXTURE_PATHS.hls));
    expect(textOf(hls)).toContain(translate('ru', 'tg-card-choose'));
    const sized = buttonsOf(hls).filter((b) => b.text.includes(' · '));
    expect(sized.length).toBeGreaterThan(0);
    for (const button of sized) expect(button.text).toMatch(/ (кБ|МБ|ГБ)$/);
    // A format's words too: the DASH fixture's audio-only format.
    const dash = await requestCard(fake, ivan, world.fixtures.url(FIXTURE_PATHS.dash));
    expect(buttonsOf(dash).map((b) => b.text)).toContainEqual(expect.stringMatching(/^Аудио \d+ кбит\/с · M4A/));

    const card = await requestCard(fake, ivan, world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`));
    expect(textOf(card)).toContain(translate('ru', 'tg-card-choose'));
    const since = pressCardButton(fake, ivan, card, buttonsOf(card)[0]!);
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since });
    expect(String(answer.params.text).endsWith(translate('ru', 'tg-starting', { label: '' }))).toBe(true);
    const status = await fake.waitForCall(
      (c) => c.method === 'sendMessage' && buttonsOf(c).some((b) => b.callback_data.startsWith('x:')),
      { since },
    );
    expect(buttonsOf(status).map((b) => b.text)).toEqual([translate('ru', 'tg-cancel-button')]);
    expect(textOf(status)).toMatch(CYRILLIC);
    await waitForFile(fake, since);
    const statusId = (status.result as { message_id: number }).message_id;
    const progress = fake
      .callsOf('editMessageText', since)
      .filter((c) => Number(c.params.message_id) === statusId)
      .map(textOf);
    expect(progress.length).toBeGreaterThan(0);
    // `…: загрузка… 42 %` and the like, never the English words.
    for (const line of progress) {
      expect(line).toMatch(CYRILLIC);
      expect(line).not.toMatch(/downloading|uploading|converting/);
    }
  });

  it('refuses in Russian, with the reset time in Russian units', async () => {
    // Ivan's one download of the day is used up above.
    const card = await requestCard(fake, ivan, world.fixtures.url(FIXTURE_PATHS.page));
    const since = pressCardButton(fake, ivan, card, /^MP3 128$/);
    const refusal = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    const expected = translate('ru', 'refusal-downloads-per-day', { used: 1, limit: 1, wait: 60 });
    // The same sentence, whatever the wait: `… через 3 ч 12 мин.`
    const [before] = expected.split('1 мин');
    expect(textOf(refusal).startsWith(before ?? '')).toBe(true);
    expect(textOf(refusal)).toMatch(/\d+ (ч|мин)\.?$/);
    expect(fake.callsOf('sendAudio', since)).toHaveLength(0);
  });

  it('switches a user to Spanish with /language es, and keeps it after a restart', async () => {
    const set = await ask(ivan, '/language es');
    expect(textOf(set)).toBe(translate('es', 'tg-language-set', { language: 'Español' }));
    expect(textOf(await ask(ivan, '/help'))).toBe(help('es'));

    // A new bot and a new connection to the same database file: the choice is read back from it.
    await telegram.close();
    const database = openDatabase(world.databasePath);
    try {
      telegram = await startTelegramTestBot(world, { name: 'second', deps: { db: database } });
      fake = telegram.fake;
      expect(textOf(await ask(ivan, '/help'))).toBe(help('es'));
    } finally {
      await telegram.close();
      await database.close();
    }
    telegram = await startTelegramTestBot(world, { name: 'third' });
    fake = telegram.fake;
  });

  it('offers every language by its own name, and takes a press', async () => {
    const menu = await ask(paulo, '/language');
    expect(textOf(menu)).toBe(translate('en', 'tg-language-choose'));
    const buttons = buttonsOf(menu);
    expect(buttons.map((b) => b.text)).toContain('Português (Brasil)');
    expect(buttons).toHaveLength(localeCodes.length);

    const since = fake.calls.length;
    const portuguese = buttons.find((b) => b.text === 'Português (Brasil)');
    fake.pressButton(paulo, privateChat(paulo), messageIdOf(menu), portuguese?.callback_data ?? '');
    const said = translate('pt-BR', 'tg-language-set', { language: 'Português (Brasil)' });
    await fake.waitForCall((c) => c.method === 'editMessageText' && textOf(c) === said, { since });
    expect(textOf(await ask(paulo, '/help'))).toBe(help('pt-BR'));

    // A language button of a language there is not: not ours, so the buttons "expired".
    const forged = fake.calls.length;
    fake.pressButton(paulo, privateChat(paulo), messageIdOf(menu), 'lg:xx');
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since: forged });
    expect(answer.params.text).toBe(translate('pt-BR', 'tg-card-expired'));
    expect(textOf(await ask(paulo, '/language klingon'))).toBe(
      translate('pt-BR', 'tg-language-unknown', { code: 'klingon' }),
    );
  });

  it('speaks German in a group whose admin chose it, and lets no one else change it', async () => {
    fake.setChatMember(group.id, greta.id, 'administrator');
    const set = await ask(greta, '/language de', group);
    expect(textOf(set)).toBe(translate('de', 'tg-language-set-chat', { language: 'Deutsch' }));

    // Mo's Telegram is in Russian, but in this group the group's language wins.
    expect(textOf(await ask(mo, '/help', group))).toBe(help('de'));
    const card = await requestCard(fake, mo, `/dl ${world.fixtures.url(FIXTURE_PATHS.page)}`, group);
    expect(textOf(card)).toContain(translate('de', 'tg-card-choose'));

    const refused = await ask(mo, '/language ru', group);
    expect(textOf(refused)).toBe(translate('de', 'tg-language-admins-only'));
    const menuSince = fake.calls.length;
    fake.pressButton(mo, group, messageIdOf(set), 'lg:ru');
    const alert = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since: menuSince });
    expect(alert.params.text).toBe(translate('de', 'tg-language-admins-only'));
    expect(textOf(await ask(mo, '/help', group))).toBe(help('de'));
    // In his private chat Mo still gets his own language.
    expect(textOf(await ask(mo, '/help'))).toBe(help('ru'));
  });

  it('speaks English to a user whose Telegram language it does not know', async () => {
    expect(textOf(await ask(xena, '/help'))).toBe(help('en'));
    const refusal: RecordedCall = await ask(xena, '/stats');
    expect(textOf(refusal)).toBe(translate('en', 'tg-not-owner'));
  });
});
