import { sentence } from '../i18n/index.js';
import { MediaError } from './errors.js';

/**
 * One job's deadline (JOB_TIMEOUT_S), counted from the moment the job asked
 * for its slot. Every phase runs inside it: the wait for that slot (a job
 * that waited long has that much less left), the wait for an origin's response
 * head, reading a playlist, sniffing the first bytes, every process started
 * (each gets what is left), and the body. A site that sends a byte now and
 * then beats an idle timer, never this.
 */
export interface Deadline {
  /** Aborts at the deadline, with {@link jobTimeoutError} as its reason. */
  readonly signal: AbortSignal;
  /** Milliseconds left, at least 1 (a process started now is stopped at the deadline). */
  remainingMs(): number;
  expired(): boolean;
  /** The job ended: the timer goes (the signal never aborts after this). */
  clear(): void;
}

export function jobTimeoutError(): MediaError {
  return new MediaError('timeout', sentence('error-download-too-long'));
}

export function startDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const at = Date.now() + ms;
  const timer = setTimeout(() => controller.abort(jobTimeoutError()), ms);
  timer.unref?.();
  return {
    signal: controller.signal,
    remainingMs: () => Math.max(1, at - Date.now()),
    expired: () => controller.signal.aborted,
    clear: () => clearTimeout(timer),
  };
}

/** `signal` and the deadline's together: aborted by whichever comes first. */
export function withDeadline(signal: AbortSignal | undefined, deadline: Deadline): AbortSignal {
  return signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
}

/** The error of a phase that failed: the deadline's, when it is what stopped it. */
export function orTimeout(error: unknown, deadline: Deadline): unknown {
  return deadline.expired() ? jobTimeoutError() : error;
}
