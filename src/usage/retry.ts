/** Waits between attempts to write a usage row's finish: about 5 s in all, then the failure is logged. */
export const FINISH_RETRY_DELAYS_MS: readonly number[] = [250, 1_000, 4_000];

/**
 * Runs `attempt` until it succeeds, once more after each delay in `delaysMs`;
 * `failed` hears of every failure, `final` telling whether it was the last.
 * Resolves whether or not an attempt succeeded (true when one did).
 */
export async function retrying(
  attempt: () => Promise<unknown>,
  delaysMs: readonly number[],
  failed: (error: unknown, final: boolean) => void,
): Promise<boolean> {
  for (let i = 0; ; i++) {
    try {
      await attempt();
      return true;
    } catch (error) {
      const delay = delaysMs[i];
      failed(error, delay === undefined);
      if (delay === undefined) return false;
      // Unref'd: a retry never keeps a process that is shutting down alive (its next start closes the row).
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }
}

/**
 * After FINISH_RETRY_DELAYS_MS, a finish that failed for the database's sake
 * (PostgreSQL stopped for an upgrade, SQLite's disk full) is kept and tried
 * again in the background, at these waits (the last repeated), until it goes
 * through or {@link KEPT_FINISH_MAX_MS} has passed: the job's real outcome
 * reaches its row when the database is back, rather than the row waiting,
 * `running`, for its instance's next start to call it interrupted.
 */
export const KEPT_FINISH_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 15_000];

/** How long a kept finish is tried before it is given up (logged); the row then goes stale as before. */
export const KEPT_FINISH_MAX_MS = 60 * 60 * 1000;

/**
 * Runs `attempt` at {@link KEPT_FINISH_DELAYS_MS} (its last wait repeated)
 * while `keepOn(error)` says the failure may pass, for at most
 * {@link KEPT_FINISH_MAX_MS}. Resolves true once an attempt succeeded.
 */
export async function keptRetrying(
  attempt: () => Promise<unknown>,
  keepOn: (error: unknown) => boolean,
  delaysMs: readonly number[] = KEPT_FINISH_DELAYS_MS,
  maxMs: number = KEPT_FINISH_MAX_MS,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  const until = Date.now() + maxMs;
  for (let i = 0; ; i++) {
    const delay = delaysMs[Math.min(i, delaysMs.length - 1)] ?? 1_000;
    // Unref'd, like the first retries: a process that stops leaves the row to its next start.
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    try {
      await attempt();
      return { ok: true };
    } catch (error) {
      if (!keepOn(error) || Date.now() >= until) return { ok: false, error };
    }
  }
}
