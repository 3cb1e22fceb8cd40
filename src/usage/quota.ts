import { maxDuration } from './refusals.js';
import type { Refusal, RefusalCode, UsageTicket } from './types.js';

/**
 * A download refused or stopped by LIMIT_MB_PER_DAY once its size became
 * known, or while it ran. Callers answer with `refusal` as they answer a
 * refusal of begin() (HTTP 429 with Retry-After; the sentence in a chat).
 */
export class LimitReachedError extends Error {
  override name = 'LimitReachedError';
  /** The refusal's code, where usage records and logs look for an error code. */
  readonly code: RefusalCode;

  constructor(
    readonly refusal: Refusal,
    /** Bytes the download had sent when it was stopped; absent when it never started. */
    readonly bytesSent?: number,
  ) {
    super(refusal.message);
    this.code = refusal.code;
  }
}

/**
 * The byte quota of one admitted download, for MediaApi.download's `quota`
 * option (the same shape; the usage layer knows nothing of media): a refusal
 * of the ticket is thrown as a LimitReachedError.
 */
export function downloadQuota(ticket: UsageTicket): {
  admit(expectedBytes: number | undefined): Promise<void>;
  extend(neededBytes: number, sentBytes: number): Promise<number>;
} {
  return {
    async admit(expectedBytes) {
      const refusal = await ticket.reserveBytes(expectedBytes);
      if (refusal) throw new LimitReachedError(refusal);
    },
    async extend(neededBytes, sentBytes) {
      const verdict = await ticket.allowBytes(neededBytes, sentBytes);
      if (!verdict.ok) throw new LimitReachedError(verdict.refusal, sentBytes);
      return verdict.allowed;
    },
  };
}

/**
 * The duration limit of one admitted download, for MediaApi.download's
 * `durationLimit` option (the same shape): undefined when no limit applies
 * (off, or an owner); media longer than it is refused with a LimitReachedError.
 */
export function downloadDurationLimit(
  ticket: UsageTicket,
): { maxS: number; refuse(seconds: number): Error } | undefined {
  const maxS = ticket.maxDurationS;
  if (maxS === undefined) return undefined;
  return { maxS, refuse: (seconds) => new LimitReachedError(maxDuration(seconds, maxS)) };
}
