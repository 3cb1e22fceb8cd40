import {
  ActionRowBuilder,
  type APIActionRowComponent,
  type APIComponentInActionRow,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
  EmbedBuilder,
  type Message,
  StringSelectMenuBuilder,
  StringSelectMenuOptionBuilder,
} from 'discord.js';
import type { Translate } from '../../src/i18n/index.js';
import {
  type ClipRange,
  describeFormat,
  displayTitle,
  type MediaFormat,
  type MediaInfo,
  mp3Qualities,
} from '../../src/media/index.js';
import type { Card } from '../shared/card-store.js';
import { type Choice, estimatedBytes, isOverUploadLimit } from '../shared/choices.js';
import { clipHeading } from '../shared/clip-request.js';
import { fitOffered } from '../shared/fit-choice.js';
import { fitLabel } from '../shared/job-texts.js';
import { optionToggles } from '../shared/option-toggles.js';
import { formatDuration } from '../shared/texts.js';
import { cardCustomId, formatOptionValue } from './custom-id.js';
import { soundMenu } from './features/sound.js';
import { subtitlesMenu } from './features/subtitles.js';
import { cardFooter } from './texts.js';

/**
 * What a Discord card remembers (the shared card store adds its id). Stored as
 * JSON in the shared database (card-schema.ts reads it back): data only.
 */
export interface DiscordCard {
  /** The link as the user gave it. */
  readonly url: string;
  readonly info: MediaInfo;
  /** The formats offered in the select menu, in option order (the option value is the index). */
  readonly formats: readonly MediaFormat[];
  /** Discord user id of the person who asked; only they may press. */
  readonly ownerUserId: string;
  /** Upload limit in bytes where the card was shown. */
  readonly uploadLimitBytes: number;
  /** Only this part of the media, for every choice (`/download` with `start`/`end`). */
  readonly clip?: ClipRange | undefined;
  /** The download options toggled on beside the MP3 buttons (bots/shared/option-toggles.ts), by id. */
  readonly options?: string[] | undefined;
}

/** Discord's limits: five rows of components, five buttons a row. */
const MAX_ROWS = 5;
const PER_ROW = 5;

/** Discord's lengths: embed title 256, option label and description 100. */
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** A format's kind as a word, where it has no detail to show. */
const kindWord = (t: Translate, format: MediaFormat) => t(`dc-kind-${format.kind}`);

const isHttpUrl = (value: string | undefined): value is string => !!value && /^https?:\/\//i.test(value);

/** The embed describing the media: `Clip 1:20–2:05` for a clip, title, uploader, duration, platform, thumbnail. */
export function mediaEmbed(t: Translate, info: MediaInfo, footer?: string, range?: ClipRange): EmbedBuilder {
  const embed = new EmbedBuilder().setTitle(clip(displayTitle(info.title), 256));
  // The author line sits above the title: the clip's heading.
  if (range) embed.setAuthor({ name: clipHeading(t, range) });
  if (isHttpUrl(info.webpageUrl)) embed.setURL(info.webpageUrl);
  const fields = [
    info.uploader ? { name: t('dc-field-uploader'), value: clip(info.uploader, 1024), inline: true } : undefined,
    info.durationSeconds !== undefined
      ? { name: t('dc-field-duration'), value: formatDuration(info.durationSeconds), inline: true }
      : undefined,
    { name: t('dc-field-platform'), value: clip(info.platform, 1024), inline: true },
  ].filter((field) => field !== undefined);
  embed.addFields(fields);
  if (isHttpUrl(info.thumbnail)) embed.setThumbnail(info.thumbnail);
  if (footer) embed.setFooter({ text: footer });
  return embed;
}

/**
 * The "Fit to N MB" menu: the video formats over the card's upload limit that
 * a fit can make (fit-choice.ts), values as the format menu's; none, no menu.
 */
function fitMenu(t: Translate, card: Card<DiscordCard>, disabled: boolean): StringSelectMenuBuilder | undefined {
  const options = card.formats.flatMap((format, index) =>
    fitOffered(card.info, { type: 'format', format }, card.uploadLimitBytes, card.clip)
      ? [fitOption(t, format, index, card.uploadLimitBytes)]
      : [],
  );
  if (options.length === 0) return undefined;
  return new StringSelectMenuBuilder()
    .setCustomId(cardCustomId(card.id, { kind: 'fit' }))
    .setPlaceholder(clip(t('dc-fit-menu', { fit: fitLabel(t, card.uploadLimitBytes) }), 150))
    .setDisabled(disabled)
    .addOptions(options);
}

function fitOption(t: Translate, format: MediaFormat, index: number, limitBytes: number) {
  const { label, detail } = describeFormat(t, format);
  return new StringSelectMenuOptionBuilder()
    .setValue(formatOptionValue(index))
    .setLabel(clip(t('dc-fit-option', { label, ext: format.ext, bytes: limitBytes }), 100))
    .setDescription(clip(detail || kindWord(t, format), 100));
}

/**
 * The card's components: a select menu of formats, one of the sound's languages when there are several,
 * one of subtitles when there are any, the fit menu when a format is over the limit, and a row of MP3
 * buttons (five rows at most, Discord's limit).
 */
export function cardComponents(
  t: Translate,
  card: Card<DiscordCard>,
  options: { disabled?: boolean; hasLink: boolean },
) {
  const disabled = options.disabled ?? false;
  const rows: ActionRowBuilder<StringSelectMenuBuilder | ButtonBuilder>[] = [];
  if (card.formats.length > 0) {
    const select = new StringSelectMenuBuilder()
      .setCustomId(cardCustomId(card.id, { kind: 'format' }))
      .setPlaceholder(t('dc-format-menu'))
      .setDisabled(disabled)
      .addOptions(
        card.formats.map((format, index) => {
          const choice: Choice = { type: 'format', format };
          const approx = estimatedBytes(card.info, choice, card.clip);
          const size = approx !== undefined ? ` · ${t('dc-format-size', { bytes: approx })}` : '';
          const over = isOverUploadLimit(card.info, choice, card.uploadLimitBytes, card.clip);
          const note = over ? t(options.hasLink ? 'dc-over-limit-link' : 'dc-over-limit') : '';
          const { label, detail } = describeFormat(t, format);
          return new StringSelectMenuOptionBuilder()
            .setValue(formatOptionValue(index))
            .setLabel(clip(`${format.kind === 'audio' ? '🎵' : '🎬'} ${label} ${format.ext}${size}`, 100))
            .setDescription(clip([note, detail].filter(Boolean).join(' · ') || kindWord(t, format), 100));
        }),
      );
    rows.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select));
  }
  const sound = soundMenu(t, card, disabled);
  if (sound) rows.push(sound);
  const subtitles = subtitlesMenu(t, card, disabled);
  if (subtitles) rows.push(subtitles);
  const fit = fitMenu(t, card, disabled);
  if (fit) rows.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(fit));
  const buttons = mp3Qualities.map((quality) => {
    const over = isOverUploadLimit(card.info, { type: 'mp3', quality }, card.uploadLimitBytes, card.clip);
    return new ButtonBuilder()
      .setCustomId(cardCustomId(card.id, { kind: 'mp3', quality }))
      .setLabel(t(over ? 'dc-mp3-button-too-large' : 'dc-mp3-button', { quality }))
      .setStyle(over ? ButtonStyle.Secondary : ButtonStyle.Primary)
      .setDisabled(disabled);
  });
  // The download options' toggles follow the MP3 buttons, five a row, while Discord takes another row.
  const toggles = optionToggles(t, card.options).map((toggle) =>
    new ButtonBuilder()
      .setCustomId(cardCustomId(card.id, { kind: 'option', index: toggle.index }))
      .setLabel(clip(toggle.label, 80))
      .setStyle(toggle.on ? ButtonStyle.Success : ButtonStyle.Secondary)
      .setDisabled(disabled),
  );
  const pressable = [...buttons, ...toggles];
  for (let at = 0; at < pressable.length && rows.length < MAX_ROWS; at += PER_ROW) {
    rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(pressable.slice(at, at + PER_ROW)));
  }
  return rows;
}

/** The whole card message. */
export function cardMessage(t: Translate, card: Card<DiscordCard>, hasLink: boolean) {
  return {
    content: '',
    embeds: [mediaEmbed(t, card.info, cardFooter(t, card.uploadLimitBytes, hasLink), card.clip)],
    components: cardComponents(t, card, { hasLink }),
  };
}

/**
 * Disabled copies of a message's action rows, for a press on a card this
 * process no longer knows (expired, or from before a restart).
 */
export function disabledCopies(message: Message): APIActionRowComponent<APIComponentInActionRow>[] {
  const rows: APIActionRowComponent<APIComponentInActionRow>[] = [];
  for (const row of message.components) {
    const json = row.toJSON();
    if (json.type !== ComponentType.ActionRow) continue;
    rows.push({ ...json, components: json.components.map((component) => ({ ...component, disabled: true })) });
  }
  return rows;
}
