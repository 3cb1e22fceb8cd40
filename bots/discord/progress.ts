/**
 * Edits a reply with progress at most once per interval. Discord rate-limits
 * message edits, and a reply that changes every 200 ms is noise anyway. Edits
 * never overlap: a new text waits for the edit in flight, and only the newest
 * text is kept.
 */
export class ProgressEditor {
  private lastEditAt = 0;
  private inFlight: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly edit: (text: string) => Promise<unknown>,
    private readonly minIntervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Shows `text` now if the interval has passed, else drops it (a newer one will come). */
  offer(text: string): void {
    const now = Date.now();
    if (this.stopped || now - this.lastEditAt < this.minIntervalMs) return;
    this.lastEditAt = now;
    this.inFlight = this.inFlight
      .then(() => this.edit(text))
      .then(
        () => undefined,
        (error: unknown) => this.onError(error),
      );
  }

  /** Stops further edits and waits for the one in flight, so the final edit lands last. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.inFlight;
  }
}
