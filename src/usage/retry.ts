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
