/**
 * What the media core tells whoever counts its work (the process's metrics,
 * src/metrics), through MediaServiceOptions.observer: the core knows nothing
 * of Prometheus, and every method is optional, so a stage calls only what it
 * sees. Only bounded facts are told: never a URL or a title. The calls are
 * guarded (see {@link notify}): counting is never worth failing a job over.
 */
export interface MediaObserver {
  /** A job waited this long (seconds) for its slot of the job queue, and got it. */
  slotWaited?(seconds: number): void;
  /** The egress proxy refused a destination; `reason` is the MediaError code of why (url_not_allowed, invalid_url). */
  egressRefused?(reason: string): void;
  /** One fragment of a DASH/HLS stream the server fetched itself was read whole. */
  fragmentFetched?(): void;
  /** A job made a request of its own (fetch/request-budget.ts); `kind` is one of jobRequestKinds. */
  jobRequest?(kind: string): void;
  /** A job's request was refused because its request budget was spent. */
  jobRequestRefused?(kind: string): void;
  /** A link was answered from the info cache (`true`) or had to be read (`false`). */
  infoCacheLookup?(hit: boolean): void;
}

/** Calls an observer method, swallowing what it throws. */
export function notify(call: () => void): void {
  try {
    call();
  } catch {
    // A faulty observer loses a count, nothing more.
  }
}
