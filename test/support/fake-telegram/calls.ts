// Reading the bot's recorded calls: buttons, texts, message ids, cards and sent files.
import { isUploadedFile, type RecordedCall, type UploadedFile } from './model.js';

/** An inline button as the bot sent it. */
export type InlineButton = { text: string; callback_data: string };

/** The inline buttons of a sent or edited message, row after row. */
export const buttonsOf = (call: RecordedCall): InlineButton[] =>
  ((call.params.reply_markup as { inline_keyboard?: InlineButton[][] } | undefined)?.inline_keyboard ?? []).flat();

/** The text of a message, or the caption of a photo or file. */
export const textOf = (call: RecordedCall) => String(call.params.text ?? call.params.caption ?? '');

/** The message_id the fake answered a send with. */
export const messageIdOf = (call: RecordedCall) => (call.result as { message_id: number }).message_id;

/** The message id of a card: a sent photo, or the "looking it up" message edited into the card. */
export const cardMessageId = (card: RecordedCall) =>
  card.method === 'sendPhoto' ? messageIdOf(card) : Number(card.params.message_id);

/**
 * A card: an accepted message of the bot with choice buttons (`c:…`): a
 * photo, a text, or the "Looking it up…" message edited into one. Status
 * messages (a Cancel button, `x:…`) are not cards.
 */
export const isCard = (call: RecordedCall) =>
  call.result !== undefined &&
  (call.method === 'sendPhoto' || call.method === 'sendMessage' || call.method === 'editMessageText') &&
  buttonsOf(call).some((b) => b.callback_data.startsWith('c:'));

/** The Bot API methods the bot sends a downloaded file with. */
export const FILE_SEND_METHODS: ReadonlySet<string> = new Set(['sendVideo', 'sendAudio', 'sendDocument']);

/** A file sent and accepted: sendVideo, sendAudio or sendDocument with an answer. */
export const isFileSent = (call: RecordedCall) => FILE_SEND_METHODS.has(call.method) && call.result !== undefined;

/**
 * The uploaded media file of a sendVideo, sendAudio or sendDocument call (its
 * `video`, `audio` or `document` part); undefined for a resend by file_id.
 */
export function uploadOf(call: RecordedCall): UploadedFile | undefined {
  const value = call.params[call.method.replace(/^send/, '').toLowerCase()];
  return isUploadedFile(value) ? value : undefined;
}
