// The fake Bot API's shapes: calls, parameters, users and chats, the server's driver, and the public limits.
import type { FakeInlineDriver } from '../fake-telegram-inline.js';

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

/** Raised by the fake's checks; answered as the Bot API's error. */
export class Refusal extends Error {
  constructor(
    readonly errorCode: number,
    readonly description: string,
  ) {
    super(description);
  }
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'path' in value && 'size' in value;
