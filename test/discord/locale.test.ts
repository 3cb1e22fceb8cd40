/**
 * The Discord bot in its user's language: an interaction's `locale` (the
 * user's Discord client language) picks the words of the card, its menus
 * and buttons, a job's progress and a refusal; a link pasted in a server
 * gets the server's preferred language; a language the catalogue lacks gets
 * English. The real discord.js client against the fake Discord, the real
 * MediaService on the loopback fixtures; the expected words come from the
 * catalogue itself (translate), so a translation may change without the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedDiscordLocales } from '../../bots/discord/commands/localizations.js';
import { registerCommands } from '../../bots/discord/register.js';
import { type LocaleCode, translate } from '../../src/i18n/index.js';
import { mp3Qualities } from '../../src/media/index.js';
import type { BotWorld } from '../support/bot-world.js';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import {
  FAKE_DISCORD_APPLICATION_ID as APPLICATION_ID,
  BIG_ATTACHMENT_SIZE_LIMIT as BIG_LIMIT,
  callbackData as dataOf,
  EPHEMERAL,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  interactionCallback,
  openCard,
  pressMp3,
  replyEdits,
  selectMenu,
  FAKE_DISCORD_TOKEN as TOKEN,
  waitForUpload,
} from '../support/fake-discord.js';
import { guildCreate, sendGuildMessage } from '../support/fake-discord-guild.js';
import { FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';

const ana: FakeUser = { id: '100000000000002701', username: 'ana', locale: 'pt-BR' };
const bruno: FakeUser = { id: '100000000000002702', username: 'bruno', locale: 'pt-BR' };
const francois: FakeUser = { id: '100000000000002703', username: 'francois', locale: 'fr' };
const sofia: FakeUser = { id: '100000000000002704', username: 'sofia', locale: 'es-419' };
const gerda: FakeUser = { id: '100000000000002705', username: 'gerda', locale: 'en-US' };

let started: DiscordTestWorld;
let world: BotWorld;
let discord: FakeDiscord;

beforeAll(async () => {
  // Message reading on, for the pasted link in a server; no public URL, so the card's footer has one wording.
  started = await startDiscordTestWorld({ world: { tmpPrefix: 'discord-locale-' }, deps: { readMessages: true } });
  ({ world, discord } = started);
});
afterAll(async () => {
  await started?.close();
});

interface Embed {
  fields: { name: string; value: string }[];
  footer?: { text: string };
}
type Button = { type: number; label?: string };

const embedOf = (card: FakeMessage) => card.embeds[0] as Embed;
const buttonsOf = (message: { components?: unknown }) =>
  ((message.components ?? []) as { components: Button[] }[])
    .flatMap((row) => row.components)
    .filter((c) => c.type === 2);

/** What a card says in `locale`: its field names, menu placeholder and footer, from the catalogue. */
function expectCardIn(card: FakeMessage, locale: LocaleCode, uploadLimitBytes: number): void {
  const embed = embedOf(card);
  expect(embed.fields.map((f) => f.name)).toEqual(
    ['dc-field-uploader', 'dc-field-duration', 'dc-field-platform'].map((key) => translate(locale, key)),
  );
  expect(embed.footer?.text).toBe(translate(locale, 'dc-footer-no-link', { bytes: uploadLimitBytes }));
  expect(selectMenu(card) as unknown as { placeholder: string }).toMatchObject({
    placeholder: translate(locale, 'dc-format-menu'),
  });
}

describe('Discord in the user’s language', () => {
  it('shows a pt-BR user the card, its menu and buttons in Portuguese, and refuses a file over the limit in it', async () => {
    // 20 KB: every MP3 and format of the 4 s fixture is over it, so the card says so too.
    const limit = 20_000;
    const url = world.fixtures.url(FIXTURE_PATHS.page);
    const { card } = await openCard(discord, { user: ana, url, attachmentSizeLimit: limit });
    expect((card.embeds[0] as { title: string }).title).toBe(PAGE_METADATA.title);
    expectCardIn(card, 'pt-BR', limit);
    expect(embedOf(card).fields.map((f) => f.name)).toEqual(['Autor', 'Duração', 'Plataforma']);
    expect(embedOf(card).footer?.text).toMatch(/^Limite de envio aqui: 20 kB \(formatos maiores/);
    // The MP3 buttons, then the download options' toggles (off) in the same row.
    expect(buttonsOf(card).map((b) => b.label)).toEqual([
      ...mp3Qualities.map((quality) => translate('pt-BR', 'dc-mp3-button-too-large', { quality })),
      `⬜ ${translate('pt-BR', 'bot-option-loudness')}`,
    ]);
    expect(buttonsOf(card)[0]?.label).toMatch(/grande demais/);
    expect(JSON.stringify(card.components)).not.toMatch(/Video or audio format|too large|Over the upload limit/);

    // A press over the limit is refused, privately, with the limit in Portuguese words (no public URL: advice, no link).
    const press = pressMp3(discord, { user: ana, card, quality: 320, attachmentSizeLimit: limit });
    const refused = dataOf(await interactionCallback(discord, press.id));
    expect(refused.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(refused.content).toContain(
      'este arquivo é grande demais para enviar aqui. O Discord deixa bots enviarem até 20 kB.',
    );
    expect(refused.content.endsWith(`\n${translate('pt-BR', 'bot-over-limit-advice')}`)).toBe(true);
  });

  it('says a pt-BR download’s progress, its Cancel button and its end in Portuguese', async () => {
    const url = world.fixtures.url(FIXTURE_PATHS.page);
    const { card } = await openCard(discord, { user: ana, url, attachmentSizeLimit: BIG_LIMIT });
    const press = pressMp3(discord, { user: ana, card, quality: 128, attachmentSizeLimit: BIG_LIMIT });
    const { message } = await waitForUpload(discord, press.token);

    const progress = replyEdits(discord, press.token)
      .map((edit) => edit.body ?? {})
      .filter((body) => String(body.content).startsWith('⏳'));
    expect(progress.length).toBeGreaterThan(0);
    // The first words of the job: "⏳ Preparando …", then "Baixando" or "Convertendo".
    expect(String(progress[0]?.content)).toMatch(/^⏳ Preparando /);
    for (const body of progress) {
      expect(String(body.content)).toMatch(/^⏳ (Preparando|Baixando|Convertendo|Comprimindo) /);
      expect(buttonsOf(body).map((b) => b.label)).toEqual([translate('pt-BR', 'dc-cancel')]);
    }
    expect(message.content).toMatch(/^✅ /);
    expect(message.attachments).toHaveLength(1);
  });

  it('refuses a pt-BR user in Portuguese: someone else’s card, /stats, a /download without a link', async () => {
    const url = world.fixtures.url(FIXTURE_PATHS.page);
    const { card } = await openCard(discord, { user: ana, url, attachmentSizeLimit: BIG_LIMIT });
    const notYours = dataOf(
      await interactionCallback(discord, pressMp3(discord, { user: bruno, card, quality: 192 }).id),
    );
    expect(notYours.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(notYours.content).toBe(translate('pt-BR', 'dc-not-your-card'));
    expect(notYours.content).toContain('não é seu');

    const stats = dataOf(await interactionCallback(discord, discord.slashCommand({ user: bruno, name: 'stats' }).id));
    expect(stats.content).toBe(translate('pt-BR', 'dc-owner-only-stats'));

    const noLink = discord.slashCommand({
      user: bruno,
      name: 'download',
      options: [{ name: 'url', value: 'só palavras' }],
    });
    expect(dataOf(await interactionCallback(discord, noLink.id)).content).toBe(
      translate('pt-BR', 'error-code-invalid-url'),
    );
  });

  it('answers a language the catalogue lacks (fr) in English', async () => {
    const url = world.fixtures.url(FIXTURE_PATHS.page);
    const { card } = await openCard(discord, { user: francois, url, attachmentSizeLimit: BIG_LIMIT });
    expectCardIn(card, 'en', BIG_LIMIT);
    expect(embedOf(card).fields.map((f) => f.name)).toEqual(['Uploader', 'Duration', 'Platform']);
    const refused = dataOf(
      await interactionCallback(discord, pressMp3(discord, { user: gerda, card, quality: 192 }).id),
    );
    expect(refused.content).toBe('This card is not yours: use /download to get your own.');
  });

  it("says a format's words in Portuguese in the menu: the DASH fixture's audio-only format", async () => {
    const url = world.fixtures.url(FIXTURE_PATHS.dash);
    const { card } = await openCard(discord, { user: ana, url, attachmentSizeLimit: BIG_LIMIT });
    const labels = selectMenu(card).options.map((o) => o.label);
    expect(labels).toContainEqual(expect.stringMatching(/^🎵 Áudio \d+ kbit\/s m4a/));
    expect(labels.join('\n')).not.toMatch(/Audio/);
  });

  it('gives Latin American Spanish (es-419) the Spanish card', async () => {
    const url = world.fixtures.url(FIXTURE_PATHS.page);
    const { card } = await openCard(discord, { user: sofia, url, attachmentSizeLimit: BIG_LIMIT });
    expectCardIn(card, 'es', BIG_LIMIT);
    expect(embedOf(card).fields.map((f) => f.name)).toContain('Duración');
  });

  it('answers a link pasted in a server in the server’s preferred language (de)', async () => {
    const guildId = '300000000000002701';
    const channelId = '300000000000002702';
    guildCreate(discord, { guildId, channelId, preferredLocale: 'de' });
    // The sender's own client language is unknown to a plain message: the server's counts.
    const pasted = sendGuildMessage(discord, gerda, {
      guildId,
      channelId,
      content: `schau mal ${world.fixtures.url(FIXTURE_PATHS.page)}`,
    });
    const card = await discord.waitFor(
      () =>
        [...discord.messages.values()].find(
          (m) => BigInt(m.id) > BigInt(pasted.id) && m.channel_id === channelId && m.components.length > 0,
        ),
      undefined,
      'the card for the pasted link',
    );
    // No interaction says the upload limit of a pasted link's card: the bot's own (8 MB in the tests).
    expectCardIn(card, 'de', 8 * 1024 * 1024);
    expect(embedOf(card).fields.map((f) => f.name)).toContain('Dauer');
    const reading = discord.callsTo(new RegExp(`^/channels/${channelId}/messages$`), 'POST')[0];
    expect(reading?.body?.content).toBe(translate('de', 'dc-reading-link'));
  });
});

describe('command registration in every Discord language the catalogue speaks', () => {
  type Localized = { description_localizations?: Record<string, string> };
  type Command = Localized & {
    name: string;
    type?: number;
    description?: string;
    name_localizations?: Record<string, string>;
    options?: (Localized & {
      name: string;
      choices?: { name: string; name_localizations?: Record<string, string> }[];
    })[];
  };

  let commands: Command[];
  beforeAll(async () => {
    await registerCommands({ token: TOKEN, applicationId: APPLICATION_ID, apiRoot: discord.apiRoot });
    const put = discord.callsTo(/^\/applications\/\d+\/commands$/, 'PUT').at(-1);
    commands = put?.body as unknown as Command[];
  });

  /** Discord's locale → the catalogue's, as the bot maps them. */
  const catalogueLocale = (discordLocale: string): LocaleCode =>
    discordLocale.startsWith('es-') ? 'es' : (discordLocale as LocaleCode);

  it('keeps English names and English descriptions, with a description in pt-BR, ru, de… for every command', () => {
    expect(commands.map((c) => c.name)).toEqual([
      'download',
      'usage',
      'stats',
      'update',
      'cookies',
      'follow',
      'following',
      'follows',
      'Download media',
    ]);
    expect([...localizedDiscordLocales].sort()).toEqual(
      ['de', 'es-419', 'es-ES', 'id', 'pt-BR', 'ru', 'tr', 'uk', 'zh-CN'].sort(),
    );
    const download = commands.find((c) => c.name === 'download');
    expect(download?.description).toBe('Download a video or its audio from a link');
    expect(download?.description_localizations?.['pt-BR']).toBe(translate('pt-BR', 'dc-command-download'));
    expect(download?.description_localizations?.['pt-BR']).toMatch(/^Baixe /);
    for (const command of commands.filter((c) => c.type !== 3)) {
      expect(Object.keys(command.description_localizations ?? {}).sort(), command.name).toEqual(
        [...localizedDiscordLocales].sort(),
      );
      for (const [locale, text] of Object.entries(command.description_localizations ?? {})) {
        expect(text.length, `${command.name} in ${locale}`).toBeLessThanOrEqual(100);
        expect(text, `${command.name} in ${locale}`).toBe(
          translate(catalogueLocale(locale), `dc-command-${command.name}`),
        );
      }
    }
  });

  it('leaves out Persian and Arabic, which Discord has no client language for', () => {
    for (const command of commands) {
      for (const map of [command.description_localizations, command.name_localizations]) {
        expect(Object.keys(map ?? {})).not.toContain('fa');
        expect(Object.keys(map ?? {})).not.toContain('ar');
      }
    }
  });

  it('localizes /download’s options, its worded choices and the "Download media" menu entry', () => {
    const download = commands.find((c) => c.name === 'download');
    for (const option of download?.options ?? []) {
      expect(option.description_localizations?.['pt-BR'], option.name).toBe(
        translate('pt-BR', `dc-command-download-${option.name}`),
      );
      for (const text of Object.values(option.description_localizations ?? {}))
        expect(text.length).toBeLessThanOrEqual(100);
    }
    const choices = download?.options?.find((o) => o.name === 'format')?.choices ?? [];
    expect(choices.map((c) => c.name_localizations?.['pt-BR'])).toEqual(['melhor vídeo', 'áudio', undefined]);
    const menu = commands.find((c) => c.name === 'Download media');
    expect(menu?.name_localizations?.['pt-BR']).toBe('Baixar mídia');
    for (const name of Object.values(menu?.name_localizations ?? {})) expect(name.length).toBeLessThanOrEqual(32);
  });
});
