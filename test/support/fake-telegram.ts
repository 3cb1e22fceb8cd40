/**
 * A fake Telegram Bot API server on 127.0.0.1 for driving the real grammY bot
 * (`new Bot(token, { client: { apiRoot: fake.apiRoot } })`).
 *
 * - `POST /bot<token>/<method>` with a JSON, form or multipart body; every call
 *   is recorded in `calls` with its parameters.
 * - `getUpdates` returns queued updates (honouring `offset`) and holds the
 *   request open, like long polling, until one is queued or its timeout ends.
 * - Uploads (multipart file parts) are saved under `uploadDir` as they arrive
 *   (never held whole); the recorded parameter then holds `{ path, filename,
 *   size }` and the answer a fresh `file_id`.
 * - `local` makes it a local Bot API server (`telegram-bot-api --local`):
 *   uploads up to 2000 MB, and a file given as `file://<path>` is read from
 *   disk (hard-linked into `uploadDir`, recorded with `fromPath`). The real
 *   server reads any path it can; this one only paths inside `local.filesDir`
 *   (none without it), and refuses `file://` outside local mode, as the cloud does.
 * - `failNext(method, n, how)` makes the next n calls of a method fail, for
 *   retry tests: a 500 (the default), a 502, a 429 with `retry_after` 1 s, or
 *   `reset` (the connection closed without an answer, as a reset does). A
 *   failed call is recorded, with no result, and not done.
 * - It refuses what the real Bot API refuses where the bot depends on it:
 *   texts over 4096 characters and captions over 1024 (400 "message is too
 *   long" / "message caption is too long"), callback_data outside 1–64 bytes
 *   (400 BUTTON_DATA_INVALID), request bodies over the upload limit (413
 *   "Request Entity Too Large"; 50 MB, or `uploadLimitBytes`), an edit that
 *   changes nothing (400 "message is not modified") and an edit or deletion of
 *   a message that does not exist (400 "message to edit/delete not found").
 *   For that it keeps the bot's messages: text or caption and inline keyboard.
 * - `vanishNext(predicate)` deletes the next message a matching call sends
 *   right after it was sent, as a user deleting it would.
 * - `getChatMember` answers the status `setChatMember(chat, user, status)`
 *   gave (a group's admins), `member` for anyone else.
 * - Inline mode (inline queries, chosen results, edits of inline messages):
 *   fake-telegram-inline.ts.
 *
 * This file is the door: the parts are in fake-telegram/ (the server, its
 * request bodies, checks, answers, local files, long polling, and the helpers
 * for bot tests).
 */
export { cardButton, pressCardButton, pressForFile, requestCard, waitForFile } from './fake-telegram/bot-helpers.js';
export {
  buttonsOf,
  cardMessageId,
  FILE_SEND_METHODS,
  type InlineButton,
  isCard,
  isFileSent,
  messageIdOf,
  textOf,
  uploadOf,
} from './fake-telegram/calls.js';
export {
  type ChatMemberStatus,
  type FailureKind,
  type FakeChat,
  type FakeTelegramServer,
  type FakeUser,
  type ParamValue,
  privateChat,
  type RecordedCall,
  TELEGRAM_LIMITS,
  type UploadedFile,
} from './fake-telegram/model.js';
export { startFakeTelegram } from './fake-telegram/server.js';
export { buttonUpdate, textUpdate } from './fake-telegram/updates.js';
