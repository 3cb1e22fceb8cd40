/**
 * Work started by an update but not awaited by it (slow lookups), tracked so
 * shutdown can wait for it and errors are logged instead of left unhandled.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

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
}
