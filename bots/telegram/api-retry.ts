import { HttpError, type Transformer } from 'grammy';

/**
 * When a failed Bot API call is made again (an API transformer, installed in bot.ts). A file sent twice shows
 * twice in the chat, so a file send (upload, `file_id` or `file://`) goes again only after a failure known to
 * come before the call was done: a 429 (waited out, up to {@link MAX_RETRY_AFTER_S}) or an unreachable server
 * (once, after {@link UNREACHED_WAIT_MS}). A 5xx or no answer may follow a done call: then only calls that are
 * harmless twice go again (edits, answers, reads; cards and sentences on no answer), and an unconfirmed file
 * send fails (unconfirmed-send.ts). Other failures pass unchanged.
 */

/** The longest `retry_after` waited for; a longer one fails the call (a flood ban is not sat out). */
export const MAX_RETRY_AFTER_S = 60;
/** How many times a call goes again after a 429 or a 5xx. */
const MAX_RETRIES = 3;
/** Waits before the retries after a 5xx. */
const SERVER_ERROR_BACKOFF_MS = [500, 1_500, 4_000] as const;
/** The wait before a call whose connection was refused goes again. */
const UNREACHED_WAIT_MS = 1_000;

/** Calls that change nothing more when done twice: the second finds the first's result. */
const REPEATABLE = new Set([
  'editMessageText',
  'editMessageCaption',
  'editMessageReplyMarkup',
  'editMessageMedia',
  'answerCallbackQuery',
  'deleteMessage',
  'sendChatAction',
  'getMe',
  'getChat',
  'getChatMember',
  'getFile',
  'setMyCommands',
  'deleteMyCommands',
  'setWebhook',
  'deleteWebhook',
]);

/** Sends that post a file, however it is given (an upload, a `file://` path, a file_id, a URL). */
const FILE_SENDS = new Set(['sendVideo', 'sendAudio', 'sendDocument', 'sendAnimation', 'sendVoice', 'sendMediaGroup']);

/** Whether `method` posts a file: never sent again after a failure that may have come after it was done. */
export const isFileSend = (method: string): boolean => FILE_SENDS.has(method);

/** Whether doing `method` twice is the same as doing it once (it may go again after a 5xx). */
export const isRepeatable = (method: string): boolean => REPEATABLE.has(method);

/** System error codes of a request that never reached the server. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/** Whether grammY's network error says the request never reached the server (node-fetch's FetchError `code`). */
export function neverReached(error: unknown): boolean {
  let link: unknown = error;
  for (let depth = 0; link && typeof link === 'object' && depth < 4; depth++) {
    const { code, error: inner, cause } = link as { code?: unknown; error?: unknown; cause?: unknown };
    if (typeof code === 'string' && NEVER_SENT.has(code)) return true;
    link = inner ?? cause;
  }
  return false;
}

/** grammY's signal type (from abort-controller) and Node's alike. */
interface Abortable {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

const sleep = (ms: number, signal: Abortable | undefined) =>
  new Promise<void>((resolve, reject) => {
    const aborted = () => new Error('Request aborted while waiting to retry it');
    if (signal?.aborted) return reject(aborted());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal?.addEventListener('abort', stop);
  });

export interface RetryObserver {
  /** A call is made again: why (`429`, `5xx`, `network`, `unreached`). For the log. */
  retried?(method: string, why: RetryReason): void;
}

type RetryReason = '429' | '5xx' | 'network' | 'unreached';

/** Why a call that got no answer goes again, or undefined when it must not (see the rule above). */
function retryWithoutAnswer(method: string, error: unknown, tried: boolean): RetryReason | undefined {
  if (!(error instanceof HttpError) || tried) return undefined;
  if (neverReached(error)) return 'unreached';
  return isFileSend(method) ? undefined : 'network';
}

export function retryPolicy(observer: RetryObserver = {}): Transformer {
  return async (prev, method, payload, signal) => {
    let retries = 0;
    let triedWithoutAnswer = false;
    for (;;) {
      let result: Awaited<ReturnType<typeof prev>>;
      try {
        result = await prev(method, payload, signal);
      } catch (error) {
        const why = signal?.aborted ? undefined : retryWithoutAnswer(method, error, triedWithoutAnswer);
        if (!why) throw error;
        triedWithoutAnswer = true;
        observer.retried?.(method, why);
        if (why === 'unreached') await sleep(UNREACHED_WAIT_MS, signal);
        continue;
      }
      if (result.ok || retries >= MAX_RETRIES) return result;
      const retryAfter = result.parameters?.retry_after;
      if (typeof retryAfter === 'number') {
        if (retryAfter > MAX_RETRY_AFTER_S) return result;
        retries++;
        observer.retried?.(method, '429');
        await sleep(retryAfter * 1000, signal);
        continue;
      }
      if (result.error_code >= 500 && isRepeatable(method)) {
        const wait = SERVER_ERROR_BACKOFF_MS[retries] ?? 4_000;
        retries++;
        observer.retried?.(method, '5xx');
        await sleep(wait, signal);
        continue;
      }
      return result;
    }
  };
}
