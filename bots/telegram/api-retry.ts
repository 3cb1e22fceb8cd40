import { HttpError, type Transformer } from 'grammy';

/**
 * When a Bot API call that failed is made again (an API transformer,
 * installed in bot.ts), by what the failure says about the first attempt.
 * A file sent twice shows twice in the chat, and a file sent by `file_id`
 * or by `file://` path (a local Bot API server reads it from disk: that *is*
 * its upload) is as much a post as an upload; so a file send goes again
 * only after a failure known to have come before the request was done:
 *
 * - **429 with `retry_after`**: Telegram refused the call unread. Every call,
 *   file sends too, waits as long as it says (up to {@link MAX_RETRY_AFTER_S})
 *   and goes again, a few times.
 * - **Never reached** (connection refused, a name not found): every call goes
 *   again once, after {@link UNREACHED_WAIT_MS} (a local server restarting).
 * - **5xx**: the call may or may not have been done (a proxy's 502 or 504
 *   comes after the server behind it posted the file). Only calls that do
 *   the same when done twice go again, after a short backoff: edits,
 *   answers, deletions, chat actions, reads, settings. No send does.
 * - **No answer** (a reset, typically on a keep-alive socket the server had
 *   just closed, which grammY reports as "Network request for '…' failed!";
 *   a proxy's HTML error page; a timeout): every call but a file send goes
 *   again, once: a card or a sentence shown twice is what a chat tolerates,
 *   a file twice is not. A file send fails, and its job says that Telegram
 *   did not confirm it (unconfirmed-send.ts).
 *
 * Any other failure (a 400, a 403) is the call's own, and passes unchanged.
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
