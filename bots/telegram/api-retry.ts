import { HttpError, InputFile, type Transformer } from 'grammy';

/**
 * When a Bot API call that failed is made again (an API transformer,
 * installed in bot.ts), by what the failure says about the first attempt:
 *
 * - **429 with `retry_after`**: Telegram refused the call unread. Every call,
 *   uploads too, waits as long as it says (up to {@link MAX_RETRY_AFTER_S})
 *   and goes again, a few times.
 * - **5xx**: the call may or may not have been done. Only calls that do the
 *   same when done twice go again, after a short backoff: edits, answers,
 *   deletions, chat actions, reads, settings, and sends of a file Telegram
 *   already has (a `file_id` or a URL, no upload). A message sent twice would
 *   show twice, and a file uploaded twice would cost its bytes twice.
 * - **No answer** (a network error: a connection reset, typically on a
 *   keep-alive socket the server had just closed, which grammY reports as
 *   "Network request for '…' failed!"): a request on such a socket never
 *   reached the server, so every call without an upload goes again, once.
 *   Anything that uploads is never sent again here; the upload's own code
 *   decides (download-job.ts).
 *
 * Any other failure (a 400, a 403) is the call's own, and passes unchanged.
 */

/** The longest `retry_after` waited for; a longer one fails the call (a flood ban is not sat out). */
export const MAX_RETRY_AFTER_S = 60;
/** How many times a call goes again after a 429 or a 5xx. */
const MAX_RETRIES = 3;
/** Waits before the retries after a 5xx. */
const SERVER_ERROR_BACKOFF_MS = [500, 1_500, 4_000] as const;

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

/** Sends that carry a file: repeatable when the file is Telegram's already (a file_id or URL), never when uploaded. */
const FILE_SENDS = new Set(['sendVideo', 'sendAudio', 'sendDocument', 'sendPhoto', 'sendAnimation', 'sendVoice']);

function uploads(value: unknown, depth = 0): boolean {
  if (value instanceof InputFile) return true;
  if (depth > 4 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((inner) => uploads(inner, depth + 1));
}

/** Whether doing `method` with `payload` twice is the same as doing it once. */
export function isRepeatable(method: string, payload: unknown): boolean {
  if (uploads(payload)) return false;
  return REPEATABLE.has(method) || FILE_SENDS.has(method);
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
  /** A call is made again: why (`429`, `5xx`, `network`). For the log. */
  retried?(method: string, why: '429' | '5xx' | 'network'): void;
}

export function retryPolicy(observer: RetryObserver = {}): Transformer {
  return async (prev, method, payload, signal) => {
    const repeatable = isRepeatable(method, payload);
    const upload = uploads(payload);
    let retries = 0;
    let networkRetried = false;
    for (;;) {
      let result: Awaited<ReturnType<typeof prev>>;
      try {
        result = await prev(method, payload, signal);
      } catch (error) {
        // No answer at all: once, for anything that uploads nothing, and not when the caller gave up.
        if (!(error instanceof HttpError) || upload || networkRetried || signal?.aborted) throw error;
        networkRetried = true;
        observer.retried?.(method, 'network');
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
      if (result.error_code >= 500 && repeatable) {
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
