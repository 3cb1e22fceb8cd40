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
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type FakeInlineDriver, fakeInline } from './fake-telegram-inline.js';
import { multipartBoundary, readMultipart } from './multipart-stream.js';
import { timeLeftInTest } from './test-deadline.js';

export interface UploadedFile {
  path: string;
  filename: string;
  size: number;
  /** In local mode, the path the file was read from when it was sent as `file://<path>`, not uploaded. */
  fromPath?: string;
}

export type ParamValue = string | number | boolean | null | UploadedFile | ParamValue[] | { [key: string]: ParamValue };

export interface RecordedCall {
  method: string;
  params: Record<string, ParamValue>;
  /** When the call arrived (ms since epoch). */
  at: number;
  /** What the fake answered (`result` of the Bot API response); absent for refusals and injected failures. */
  result?: unknown;
  /** The refusal, when the fake refused the call as the real Bot API would. */
  error?: { error_code: number; description: string };
}

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

export interface FakeUser {
  id: number;
  first_name: string;
  username?: string;
  /** The IETF tag of the user's Telegram app language (`ru`, `pt-br`), sent with every update they cause. */
  language_code?: string;
}

/** What getChatMember answers for a member of a group. */
export type ChatMemberStatus = 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';

export interface FakeChat {
  id: number;
  type: 'private' | 'group' | 'supergroup';
  title?: string;
}

/** A user's private chat with the bot. */
export const privateChat = (user: FakeUser): FakeChat => ({ id: user.id, type: 'private' });

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

/** How an injected failure answers (see failNext). */
export type FailureKind = 500 | 502 | 429 | 'reset';

/** Inline mode's queries, choices and messages: see fake-telegram-inline.ts. */
export interface FakeTelegramServer extends FakeInlineDriver {
  /** For grammY's `client.apiRoot`. */
  apiRoot: string;
  token: string;
  botUser: { id: number; username: string };
  calls: RecordedCall[];
  /** Queues a raw update; the update_id is filled in. */
  pushUpdate(update: Record<string, unknown>): number;
  /** Queues a text message from a user in a chat; returns its message_id. */
  sendText(from: FakeUser, chat: FakeChat, text: string, extra?: Record<string, unknown>): number;
  /** Queues a press of an inline button with the given data on a bot message. */
  pressButton(from: FakeUser, chat: FakeChat, messageId: number, data: string): string;
  /**
   * Resolves with the first call (from `since` on) matching the predicate. It
   * waits as long as the running test may run; `timeoutMs` only where the
   * test asserts that the call comes within that time.
   */
  waitForCall(
    predicate: (call: RecordedCall) => boolean,
    options?: { since?: number; timeoutMs?: number },
  ): Promise<RecordedCall>;
  /** Calls of one method (from index `since` on). */
  callsOf(method: string, since?: number): RecordedCall[];
  failNext(method: string, times?: number, how?: FailureKind): void;
  /** Changes the largest request body accepted (bytes); larger ones get 413. */
  setUploadLimit(bytes: number): void;
  /** The next message sent by a call matching `predicate` is deleted right after it was sent. */
  vanishNext(predicate: (call: RecordedCall) => boolean): void;
  /** What getChatMember answers for this user in this chat from now on (`member` unless set). */
  setChatMember(chatId: number, userId: number, status: ChatMemberStatus): void;
  /** Queues a document `from` sends in `chat` with `content` as its file (getFile and /file/bot… serve it). */
  sendDocument(from: FakeUser, chat: FakeChat, name: string, content: string): number;
  close(): Promise<void>;
}

/** The public Bot API's limits. */
export const TELEGRAM_LIMITS = {
  text: 4096,
  caption: 1024,
  callbackDataBytes: 64,
  uploadBytes: 50 * 1024 * 1024,
} as const;

const TOO_LONG = 'Bad Request: message is too long';
const CAPTION_TOO_LONG = 'Bad Request: message caption is too long';
const BUTTON_DATA_INVALID = 'Bad Request: BUTTON_DATA_INVALID';
const NOT_MODIFIED =
  'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message';
const EDIT_NOT_FOUND = 'Bad Request: message to edit not found';
const DELETE_NOT_FOUND = 'Bad Request: message to delete not found';
const CAPTION_METHODS = new Set([
  'sendPhoto',
  'sendVideo',
  'sendAudio',
  'sendDocument',
  'sendAnimation',
  'sendVoice',
  'editMessageCaption',
]);

/** What a local Bot API server accepts. */
const LOCAL_UPLOAD_BYTES = 2000 * 1024 * 1024;
const WRONG_FILE = 'Bad Request: wrong file identifier/HTTP URL specified';

/** Raised by the fake's checks; answered as the Bot API's error. */
class Refusal extends Error {
  constructor(
    readonly errorCode: number,
    readonly description: string,
  ) {
    super(description);
  }
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'path' in value && 'size' in value;

/**
 * Parses a Bot API request body into parameters; JSON-looking strings of
 * multipart fields are decoded. A multipart body is read as it arrives and its
 * files written to `uploadDir` chunk by chunk, so a 250 MB upload does not
 * grow the test process by 250 MB. A body over `limitBytes` is drained, not
 * kept: the answer is undefined.
 */
async function readParams(
  req: IncomingMessage,
  uploadDir: string,
  limitBytes: number,
): Promise<Record<string, ParamValue> | undefined> {
  const type = req.headers['content-type'] ?? '';
  const boundary = type.startsWith('multipart/form-data') ? multipartBoundary(type) : undefined;
  if (boundary) return readMultipartParams(req, boundary, uploadDir, limitBytes);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    total += (chunk as Buffer).length;
    if (total <= limitBytes) chunks.push(chunk as Buffer);
  }
  if (total > limitBytes) return undefined;
  const body = Buffer.concat(chunks);
  if (body.length === 0) return {};
  if (type.startsWith('application/json')) return JSON.parse(body.toString('utf8')) as Record<string, ParamValue>;
  const fields: Record<string, ParamValue> = {};
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) fields[name] = decodeField(value);
  return fields;
}

async function readMultipartParams(
  req: IncomingMessage,
  boundary: string,
  uploadDir: string,
  limitBytes: number,
): Promise<Record<string, ParamValue> | undefined> {
  const fields: Record<string, ParamValue> = {};
  const files = new Map<string, UploadedFile>();
  let total = 0;
  const counted = async function* () {
    for await (const chunk of req) {
      total += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  };
  await readMultipart(counted(), boundary, {
    field: (name, value) => {
      fields[name] = decodeField(value);
    },
    file: (part) => {
      const filePath = path.join(
        uploadDir,
        `${Date.now()}-${randomBytes(4).toString('hex')}-${path.basename(part.filename || part.name)}`,
      );
      const out = createWriteStream(filePath);
      const file: UploadedFile = { path: filePath, filename: part.filename ?? '', size: 0 };
      files.set(part.name, file);
      return {
        // Past the limit the bytes are drained and dropped, as the real server refuses such a body.
        write: (chunk) =>
          total > limitBytes
            ? undefined
            : new Promise<void>((resolve, reject) => {
                file.size += chunk.length;
                out.write(chunk, (error) => (error ? reject(error) : resolve()));
              }),
        end: () => new Promise<void>((resolve) => out.end(resolve)),
      };
    },
  });
  if (total > limitBytes) {
    await Promise.all([...files.values()].map((file) => rm(file.path, { force: true })));
    return undefined;
  }
  // grammY sends `video: "attach://<part>"` and the bytes in part <part>.
  const attached = new Set<string>();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.startsWith('attach://')) {
      const partName = value.slice('attach://'.length);
      const file = files.get(partName);
      if (file) {
        fields[name] = file;
        attached.add(partName);
      }
    }
  }
  // A file part no field refers to is kept as `part:<name>`.
  for (const [name, file] of files) if (!attached.has(name) && !(name in fields)) fields[`part:${name}`] = file;
  return fields;
}

function decodeField(value: string): ParamValue {
  if (/^[[{]/.test(value) || /^-?\d+$/.test(value) || value === 'true' || value === 'false') {
    try {
      return JSON.parse(value) as ParamValue;
    } catch {
      return value;
    }
  }
  return value;
}

/** A `message` update with the entities Telegram would mark (a leading command, @mentions). */
export function textUpdate(
  from: FakeUser,
  chat: FakeChat,
  text: string,
  messageId: number,
  extra: Record<string, unknown> = {},
) {
  const entities: { type: string; offset: number; length: number }[] = [];
  const command = /^\/[A-Za-z_]+(@\w+)?/.exec(text);
  if (command) entities.push({ type: 'bot_command', offset: 0, length: command[0].length });
  for (const m of text.matchAll(/@\w+/g)) {
    if (m.index !== undefined && !(command && m.index < command[0].length)) {
      entities.push({ type: 'mention', offset: m.index, length: m[0].length });
    }
  }
  return {
    message: {
      message_id: messageId,
      date: Math.floor(Date.now() / 1000),
      chat: chat.type === 'private' ? { ...chat, first_name: from.first_name } : chat,
      from: { ...from, is_bot: false },
      text,
      ...(entities.length ? { entities } : {}),
      ...extra,
    },
  };
}

/** A `callback_query` update: `from` pressed a button with `data` on the bot's message `messageId`. */
export function buttonUpdate(from: FakeUser, chat: FakeChat, messageId: number, data: string, botId: number) {
  return {
    callback_query: {
      id: randomBytes(8).toString('hex'),
      from: { ...from, is_bot: false },
      chat_instance: String(chat.id),
      data,
      message: {
        message_id: messageId,
        date: Math.floor(Date.now() / 1000),
        chat,
        from: { id: botId, is_bot: true, first_name: 'Fetch' },
      },
    },
  };
}

export async function startFakeTelegram(options: {
  uploadDir: string;
  token?: string;
  /** The largest request body accepted, in bytes (default 50 MB, the public Bot API's upload limit; 2000 MB local). */
  uploadLimitBytes?: number;
  /** A local Bot API server; `filesDir`: the folder it reads `file://` paths from, as it sees it. */
  local?: { filesDir?: string };
}): Promise<FakeTelegramServer> {
  const token =
    options.token ?? `${100000 + Math.floor(Math.random() * 899999)}:FAKE-${randomBytes(12).toString('hex')}`;
  const botUser = { id: 777000111, username: 'fetch_test_bot' };
  await mkdir(options.uploadDir, { recursive: true });

  const calls: RecordedCall[] = [];
  const updates: Record<string, unknown>[] = [];
  let nextUpdateId = 1;
  let nextMessageId = 1000;
  let nextFileNumber = 1;
  const failures = new Map<string, { times: number; how: FailureKind }>();
  let uploadLimit = options.uploadLimitBytes ?? (options.local ? LOCAL_UPLOAD_BYTES : TELEGRAM_LIMITS.uploadBytes);
  /** The bot's messages by `<chat id>:<message id>`: what an edit is compared with. */
  const messages = new Map<string, { text?: string; caption?: string; markup: string }>();
  const vanishers: ((call: RecordedCall) => boolean)[] = [];
  /** Files users sent, by file_id: what getFile names and /file/bot<token>/<path> serves. */
  const hostedFiles = new Map<string, string>();
  /** Members' statuses by `<chat id>:<user id>`. */
  const members = new Map<string, ChatMemberStatus>();
  const pollers = new Set<() => void>();
  const callWaiters = new Set<() => void>();
  let closed = false;

  const chatOf = (params: Record<string, ParamValue>) => ({ id: Number(params.chat_id), type: 'private' });
  const baseMessage = (params: Record<string, ParamValue>) => ({
    message_id: nextMessageId++,
    date: Math.floor(Date.now() / 1000),
    chat: chatOf(params),
    from: { id: botUser.id, is_bot: true, first_name: 'Fetch', username: botUser.username },
  });
  const fileFor = (value: ParamValue | undefined) => {
    // A resend by file_id keeps the id; an upload gets a new one.
    const id = typeof value === 'string' ? value : `FILE${nextFileNumber++}-${randomBytes(6).toString('hex')}`;
    return {
      file_id: id,
      file_unique_id: `U${id}`,
      ...(isUploadedFile(value) ? { file_size: value.size, file_name: value.filename } : {}),
    };
  };

  const keyOf = (chatId: ParamValue | undefined, messageId: ParamValue | undefined) =>
    `${Number(chatId)}:${Number(messageId)}`;
  const markupOf = (params: Record<string, ParamValue>) => JSON.stringify(params.reply_markup ?? null);

  /** In local mode, each `file://` parameter read from disk into `uploadDir`, as an upload is kept. */
  async function readLocalFiles(params: Record<string, ParamValue>): Promise<void> {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value !== 'string' || !value.startsWith('file://')) continue;
      const filesDir = options.local?.filesDir;
      const fromPath = value.slice('file://'.length);
      const inside = filesDir !== undefined && !path.relative(filesDir, fromPath).startsWith('..');
      if (!inside || !path.isAbsolute(fromPath) || path.normalize(fromPath) !== fromPath) {
        throw new Refusal(400, WRONG_FILE);
      }
      const size = await stat(fromPath).then(
        (found) => (found.isFile() ? found.size : undefined),
        () => undefined,
      );
      if (size === undefined) throw new Refusal(400, WRONG_FILE);
      if (size > uploadLimit) throw new Refusal(400, 'Bad Request: file is too big');
      const kept = path.join(
        options.uploadDir,
        `${Date.now()}-${randomBytes(4).toString('hex')}-${path.basename(fromPath)}`,
      );
      // A link keeps the bytes the bot deletes after the send, without copying them (a copy if it cannot).
      await link(fromPath, kept).catch(() => copyFile(fromPath, kept));
      params[name] = { path: kept, filename: path.basename(fromPath), size, fromPath };
    }
  }

  /** The checks the real Bot API makes before doing anything. */
  function check(method: string, params: Record<string, ParamValue>): void {
    const text = params.text;
    if ((method === 'sendMessage' || method === 'editMessageText') && typeof text === 'string') {
      if (text.trim().length === 0) throw new Refusal(400, 'Bad Request: message text is empty');
      if (text.length > TELEGRAM_LIMITS.text) throw new Refusal(400, TOO_LONG);
    }
    if (CAPTION_METHODS.has(method) && typeof params.caption === 'string') {
      if (params.caption.length > TELEGRAM_LIMITS.caption) throw new Refusal(400, CAPTION_TOO_LONG);
    }
    const keyboard = (params.reply_markup as { inline_keyboard?: unknown } | undefined)?.inline_keyboard;
    if (Array.isArray(keyboard)) {
      for (const button of keyboard.flat() as { callback_data?: unknown }[]) {
        if (typeof button.callback_data !== 'string') continue;
        const bytes = Buffer.byteLength(button.callback_data);
        if (bytes < 1 || bytes > TELEGRAM_LIMITS.callbackDataBytes) throw new Refusal(400, BUTTON_DATA_INVALID);
      }
    }
    if (inline.handles(method, params)) {
      inline.check(method, params);
      return;
    }
    if (method.startsWith('editMessage')) {
      const stored = messages.get(keyOf(params.chat_id, params.message_id));
      if (!stored) throw new Refusal(400, EDIT_NOT_FOUND);
      // An edit without reply_markup removes the inline keyboard.
      const markupSame = stored.markup === markupOf(params);
      const same =
        method === 'editMessageText'
          ? stored.text === params.text && markupSame
          : method === 'editMessageCaption'
            ? stored.caption === (params.caption ?? undefined) && markupSame
            : markupSame;
      if (same) throw new Refusal(400, NOT_MODIFIED);
    }
    if (method === 'deleteMessage' && !messages.has(keyOf(params.chat_id, params.message_id))) {
      throw new Refusal(400, DELETE_NOT_FOUND);
    }
  }

  /** Keeps what edits are compared with, after a call succeeded. */
  function remember(method: string, params: Record<string, ParamValue>, result: unknown): void {
    if (inline.handles(method, params)) return;
    if (method === 'deleteMessage') {
      messages.delete(keyOf(params.chat_id, params.message_id));
      return;
    }
    if (method.startsWith('editMessage')) {
      const key = keyOf(params.chat_id, params.message_id);
      const stored = messages.get(key);
      if (!stored) return;
      if (method === 'editMessageText') stored.text = String(params.text);
      if (method === 'editMessageCaption')
        stored.caption = typeof params.caption === 'string' ? params.caption : undefined;
      stored.markup = markupOf(params);
      return;
    }
    const sent = result as { message_id?: number } | undefined;
    if (!method.startsWith('send') || typeof sent?.message_id !== 'number') return;
    messages.set(keyOf(params.chat_id, sent.message_id), {
      ...(typeof params.text === 'string' ? { text: params.text } : {}),
      ...(typeof params.caption === 'string' ? { caption: params.caption } : {}),
      markup: markupOf(params),
    });
  }

  function answer(method: string, params: Record<string, ParamValue>): unknown {
    if (inline.handles(method, params)) return inline.answer(method, params);
    switch (method) {
      case 'getMe':
        return {
          id: botUser.id,
          is_bot: true,
          first_name: 'Fetch',
          username: botUser.username,
          can_join_groups: true,
          can_read_all_group_messages: false,
          supports_inline_queries: true,
        };
      case 'sendMessage':
        return {
          ...baseMessage(params),
          text: params.text,
          ...(params.reply_markup ? { reply_markup: params.reply_markup } : {}),
        };
      case 'editMessageText':
        return {
          message_id: Number(params.message_id),
          date: Math.floor(Date.now() / 1000),
          chat: chatOf(params),
          text: params.text,
        };
      case 'editMessageReplyMarkup':
        return { message_id: Number(params.message_id), date: Math.floor(Date.now() / 1000), chat: chatOf(params) };
      case 'sendPhoto':
        return {
          ...baseMessage(params),
          photo: [{ ...fileFor(params.photo), width: 320, height: 180 }],
          caption: params.caption,
        };
      case 'sendVideo':
        return {
          ...baseMessage(params),
          video: {
            ...fileFor(params.video),
            width: params.width ?? 0,
            height: params.height ?? 0,
            duration: params.duration ?? 0,
          },
        };
      case 'sendAudio':
        return {
          ...baseMessage(params),
          audio: { ...fileFor(params.audio), duration: params.duration ?? 0, title: params.title },
        };
      case 'sendDocument':
        return { ...baseMessage(params), document: fileFor(params.document) };
      case 'getFile': {
        const id = String(params.file_id);
        const content = hostedFiles.get(id);
        if (content === undefined) throw new Refusal(400, 'Bad Request: invalid file_id');
        return {
          file_id: id,
          file_unique_id: id,
          file_size: Buffer.byteLength(content),
          file_path: `documents/${id}.txt`,
        };
      }
      case 'getChatMember': {
        const userId = Number(params.user_id);
        const status = members.get(keyOf(params.chat_id, userId)) ?? 'member';
        const user = { id: userId, is_bot: false, first_name: `User ${userId}` };
        // The Bot API's ChatMember kinds differ in their fields; the bot reads only `status` and `user`.
        if (status === 'administrator') return { status, user, can_be_edited: false, is_anonymous: false };
        return status === 'creator' ? { status, user, is_anonymous: false } : { status, user };
      }
      default:
        // answerCallbackQuery, sendChatAction, deleteMessage, setMyCommands, deleteWebhook, setWebhook…
        return true;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const hosted = /^\/file\/bot([^/]+)\/documents\/([\w-]+)\.txt$/.exec(req.url ?? '');
    if (hosted && hosted[1] === token && hostedFiles.has(hosted[2] ?? '')) {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.end(hostedFiles.get(hosted[2] ?? ''));
    }
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec((req.url ?? '').split('?')[0] ?? '');
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    };
    if (!match || match[1] !== token) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
    const method = match[2] ?? '';
    const params = await readParams(req, options.uploadDir, uploadLimit);

    if (params && method === 'getUpdates') return pollUpdates(params, res, send);

    const call: RecordedCall = { method, params: params ?? {}, at: Date.now() };
    const failure = params ? failures.get(method) : undefined;
    const failing = failure?.times ?? 0;
    if (failure && failing > 0) failures.set(method, { ...failure, times: failing - 1 });
    else if (!params) call.error = { error_code: 413, description: 'Request Entity Too Large' };
    else {
      try {
        await readLocalFiles(params);
        check(method, params);
        call.result = answer(method, params);
        remember(method, params, call.result);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        call.error = { error_code: error.errorCode, description: error.description };
      }
    }
    calls.push(call);
    const vanishing =
      call.result !== undefined && method.startsWith('send') ? vanishers.findIndex((matches) => matches(call)) : -1;
    if (vanishing !== -1) {
      vanishers.splice(vanishing, 1);
      const sent = call.result as { message_id?: number };
      messages.delete(keyOf(call.params.chat_id, sent.message_id));
    }
    for (const wake of callWaiters) wake();
    if (failing > 0) {
      const how = failure?.how ?? 500;
      if (how === 'reset') return void req.socket.destroy();
      if (how === 429)
        return send(429, {
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 1',
          parameters: { retry_after: 1 },
        });
      return send(how, { ok: false, error_code: how, description: `Injected failure ${how}` });
    }
    if (call.error) return send(call.error.error_code, { ok: false, ...call.error });
    send(200, { ok: true, result: call.result });
  }

  function pollUpdates(
    params: Record<string, ParamValue>,
    res: ServerResponse,
    send: (s: number, b: unknown) => void,
  ): void {
    const offset = Number(params.offset ?? 0);
    // Confirmed updates are gone for good, as on the real server.
    while (updates.length && Number(updates[0]?.update_id) < offset) updates.shift();
    const timeoutMs = Math.min(Number(params.timeout ?? 0), 30) * 1000;
    const reply = () => send(200, { ok: true, result: updates.slice(0, Number(params.limit ?? 100)) });
    if (updates.length || timeoutMs === 0 || closed) {
      reply();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const wake = () => {
      pollers.delete(wake);
      clearTimeout(timer);
      if (!res.writableEnded && !res.destroyed) reply();
    };
    timer = setTimeout(wake, timeoutMs);
    pollers.add(wake);
    res.on('close', () => {
      pollers.delete(wake);
      clearTimeout(timer);
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: false, error_code: 500, description: String(error) }));
      } else res.destroy();
    });
  });
  // Idle connections stay open until the client or close() ends them, as the real Bot API keeps them far
  // longer than a test's pauses. Node's default (5 s, announced in a Keep-Alive header that grammY's agent
  // follows) raced the bot's reuse of an idle socket on a busy machine: a call on a socket the server was
  // closing failed with "Network request for 'sendPhoto' failed!", and the bot sent its card as text.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const pushUpdate = (update: Record<string, unknown>) => {
    const id = nextUpdateId++;
    updates.push({ update_id: id, ...update });
    for (const wake of [...pollers]) wake();
    return id;
  };
  const inline = fakeInline({ calls, pushUpdate, refuse: (code, description) => new Refusal(code, description) });

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    token,
    botUser,
    calls,
    pushUpdate,
    ...inline.driver,
    sendText(from, chat, text, extra = {}) {
      const messageId = nextMessageId++;
      pushUpdate(textUpdate(from, chat, text, messageId, extra));
      return messageId;
    },
    pressButton(from, chat, messageId, data) {
      const update = buttonUpdate(from, chat, messageId, data, botUser.id);
      pushUpdate(update);
      return update.callback_query.id;
    },
    waitForCall(predicate, { since = 0, timeoutMs = timeLeftInTest() } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = calls.slice(since).find(predicate);
          if (!found) return false;
          callWaiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        // Without a deadline (in a hook) the hook's own timeout bounds the wait.
        const timer =
          timeoutMs === undefined
            ? undefined
            : setTimeout(() => {
                callWaiters.delete(check);
                const seen = calls
                  .slice(since)
                  .map((c) => c.method)
                  .join(', ');
                reject(
                  new Error(`no matching Bot API call within ${timeoutMs} ms; calls since ${since}: ${seen || 'none'}`),
                );
              }, timeoutMs);
        if (!check()) callWaiters.add(check);
      });
    },
    sendDocument(from, chat, name, content) {
      const fileId = `doc-${randomBytes(6).toString('hex')}`;
      hostedFiles.set(fileId, content);
      const messageId = nextMessageId++;
      const update = textUpdate(from, chat, '', messageId, {
        document: { file_id: fileId, file_unique_id: fileId, file_name: name, file_size: Buffer.byteLength(content) },
      });
      delete (update.message as { text?: string }).text;
      pushUpdate(update);
      return messageId;
    },
    callsOf(method, since = 0) {
      return calls.slice(since).filter((c) => c.method === method);
    },
    failNext(method, times = 1, how: FailureKind = 500) {
      failures.set(method, { times, how });
    },
    setUploadLimit(bytes) {
      uploadLimit = bytes;
    },
    vanishNext(predicate) {
      vanishers.push(predicate);
    },
    setChatMember(chatId, userId, status) {
      members.set(keyOf(chatId, userId), status);
    },
    close() {
      closed = true;
      for (const wake of [...pollers]) wake();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

// --- helpers for bot tests ---------------------------------------------------

/**
 * Sends `text` from `from` (in their private chat unless `chat` is given) and
 * waits for the card it brings.
 */
export function requestCard(
  fake: FakeTelegramServer,
  from: FakeUser,
  text: string,
  chat: FakeChat = privateChat(from),
): Promise<RecordedCall> {
  const since = fake.calls.length;
  fake.sendText(from, chat, text);
  return fake.waitForCall(isCard, { since });
}

/** The card's first button whose label matches. */
export function cardButton(card: RecordedCall, label: RegExp): InlineButton {
  const found = buttonsOf(card).find((b) => label.test(b.text));
  if (!found) throw new Error(`no button ${label} on the card: ${buttonsOf(card).map((b) => b.text)}`);
  return found;
}

/**
 * Presses `button` (or the card's first button whose label matches it) on
 * `card` as `from`, in their private chat unless `chat` is given. Returns the
 * index of the first call the press can cause (`since` for waitForCall).
 */
export function pressCardButton(
  fake: FakeTelegramServer,
  from: FakeUser,
  card: RecordedCall,
  button: InlineButton | RegExp,
  chat: FakeChat = privateChat(from),
): number {
  const since = fake.calls.length;
  const data = button instanceof RegExp ? cardButton(card, button).callback_data : button.callback_data;
  fake.pressButton(from, chat, cardMessageId(card), data);
  return since;
}

/** Waits for the first file sent and accepted from call index `since` on (sent with `method`, when given). */
export function waitForFile(
  fake: FakeTelegramServer,
  since: number,
  options: { method?: string; timeoutMs?: number } = {},
): Promise<RecordedCall> {
  const { method, timeoutMs } = options;
  return fake.waitForCall((c) => isFileSent(c) && (method === undefined || c.method === method), {
    since,
    timeoutMs,
  });
}

/** Presses a button on the card (see pressCardButton) and waits for the file it brings (see waitForFile). */
export async function pressForFile(
  fake: FakeTelegramServer,
  from: FakeUser,
  card: RecordedCall,
  button: InlineButton | RegExp,
  options: { method?: string; timeoutMs?: number; chat?: FakeChat } = {},
): Promise<{ since: number; sent: RecordedCall }> {
  const since = pressCardButton(fake, from, card, button, options.chat);
  const sent = await waitForFile(fake, since, options);
  return { since, sent };
}
