import type { Middleware, Transformer } from 'grammy';
import type { BotMetrics } from '../../src/metrics/index.js';

/**
 * Counts every update and every handler that failed: the outermost
 * middleware (bot.ts installs it first), so it sees each update once and
 * each error on its way to bot.catch.
 */
export function countUpdates(metrics: BotMetrics): Middleware {
  return async (_ctx, next) => {
    metrics.update('telegram');
    try {
      await next();
    } catch (error) {
      metrics.updateFailed('telegram');
      throw error;
    }
  };
}

/**
 * Counts the Bot API's error answers by error_code, and calls that got no
 * answer (not those we aborted). The innermost transformer (bot.ts installs it before the others),
 * so it sees every call as Telegram answered it: each flood-limit 429 that
 * the retry policy (api-retry.ts) then waits out, and each 400 the API guards turn into success.
 */
export function countApiErrors(metrics: BotMetrics): Transformer {
  const counter = async (
    prev: (method: string, payload: unknown, signal?: AbortSignal) => Promise<{ ok: boolean; error_code?: number }>,
    method: string,
    payload: unknown,
    signal?: AbortSignal,
  ) => {
    try {
      const answer = await prev(method, payload, signal);
      if (!answer.ok) metrics.apiError('telegram', answer.error_code ?? 0);
      return answer;
    } catch (error) {
      // A call we aborted ourselves (Cancel, shutdown) is no fault of the API's.
      if (!signal?.aborted) metrics.apiError('telegram', 'network');
      throw error;
    }
  };
  return counter as unknown as Transformer;
}
