// Waits for a Bot API call the bot makes: re-checked on each recorded call, failing with the calls it saw.
import { timeLeftInTest } from '../test-deadline.js';
import type { RecordedCall } from './model.js';

export class CallWaiters {
  private readonly waiters = new Set<() => void>();

  constructor(private readonly calls: RecordedCall[]) {}

  /** Re-checks every waiter (a call was recorded). */
  wake(): void {
    for (const wake of this.waiters) wake();
  }

  /** The first call from `since` on matching `predicate`; see FakeTelegramServer.waitForCall. */
  waitForCall(
    predicate: (call: RecordedCall) => boolean,
    { since = 0, timeoutMs = timeLeftInTest() }: { since?: number; timeoutMs?: number } = {},
  ): Promise<RecordedCall> {
    const { calls, waiters } = this;
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = calls.slice(since).find(predicate);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      // Without a deadline (in a hook) the hook's own timeout bounds the wait.
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              waiters.delete(check);
              const seen = calls
                .slice(since)
                .map((c) => c.method)
                .join(', ');
              reject(
                new Error(`no matching Bot API call within ${timeoutMs} ms; calls since ${since}: ${seen || 'none'}`),
              );
            }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  }
}
