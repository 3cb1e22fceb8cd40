/**
 * Work started by an update but not awaited by it (slow lookups), tracked so
 * shutdown can wait for it and errors are logged instead of left unhandled.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly controller = new AbortController();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Aborted by {@link abort} at shutdown; tasks pass it to what they wait for (lookups). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  run(task: () => Promise<void>): void {
    const promise = task()
      .catch(this.onError)
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Waits for everything started so far. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  /** Tells running tasks to stop (shutdown after the grace period). */
  abort(): void {
    this.controller.abort();
  }
}
