/**
 * One message that shows a job's progress, edited at most once per interval:
 * platforms rate-limit edits, and a message that changes every 200 ms is noise
 * anyway. The newest text always wins and is never lost: a text offered inside
 * the interval is shown when it ends (or at once by {@link showNow}), and an
 * unchanged text is not sent again. Edits never overlap, so they land in
 * order; a failed edit is only reported, since progress is not worth failing
 * a download for.
 */
export class ThrottledEditor {
  private shownText: string | undefined;
  private pending: string | undefined;
  private lastEditAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private chain: Promise<unknown> = Promise.resolve();

  /**
   * @param edit shows a text (the platform's edit call)
   * @param shown the text the message already shows, if it was just sent: the interval starts now
   */
  constructor(
    private readonly edit: (text: string) => Promise<unknown>,
    private readonly minIntervalMs: number,
    private readonly onError: (error: unknown) => void,
    shown?: string,
  ) {
    if (shown !== undefined) {
      this.shownText = shown;
      this.lastEditAt = Date.now();
    }
  }

  /** The text last sent to the platform. */
  get shown(): string | undefined {
    return this.shownText;
  }

  /** Shows `text` now, or when the interval allows (a newer text replaces it meanwhile). */
  update(text: string): void {
    if (this.closed) return;
    this.pending = text;
    if (this.timer) return;
    const wait = this.lastEditAt + this.minIntervalMs - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Shows the waiting text at once, whatever the interval, and waits until every edit has landed. */
  async showNow(): Promise<void> {
    this.stopTimer();
    this.flush();
    await this.chain;
  }

  /** Stops: a waiting text is dropped (final words follow), and the edit in flight is waited for. */
  async close(): Promise<void> {
    this.stopTimer();
    this.closed = true;
    this.pending = undefined;
    await this.chain;
  }

  private flush(): void {
    this.timer = undefined;
    const text = this.pending;
    this.pending = undefined;
    if (this.closed || text === undefined || text === this.shownText) return;
    this.shownText = text;
    this.lastEditAt = Date.now();
    this.chain = this.chain.then(() => this.edit(text)).catch(this.onError);
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
