// Waits on the fake Discord's state: a condition re-checked whenever a request or a gateway packet arrives.
import { timeLeftInTest } from '../test-deadline.js';

export class Waiters {
  private readonly waiters = new Set<() => void>();

  /** Re-checks every waitFor. */
  notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  /**
   * Resolves when `check` returns something truthy (re-checked on each notify). It waits as long as
   * the running test may run; `timeoutMs` only where the test asserts that the condition comes within that time.
   */
  async waitFor<T>(
    check: () => T | undefined | false,
    timeoutMs: number | undefined = timeLeftInTest(),
    what = 'condition',
  ): Promise<T> {
    const first = check();
    if (first) return first;
    return new Promise<T>((resolve, reject) => {
      // Without a deadline (in a hook) the hook's own timeout bounds the wait.
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.waiters.delete(onChange);
              reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`));
            }, timeoutMs);
      const onChange = () => {
        const value = check();
        if (!value) return;
        clearTimeout(timer);
        this.waiters.delete(onChange);
        resolve(value);
      };
      this.waiters.add(onChange);
    });
  }
}
