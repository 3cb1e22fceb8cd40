/**
 * What ends a pass-through's transfer (pass-through.ts) besides its own end: a
 * shutdown (stopAllChildren), the job's deadline, or the connection breaking.
 * The first reason seen is kept: it is the one the client is told.
 */
import { sentence } from '../../i18n/index.js';
import type { Deadline } from '../deadline.js';
import { MediaError } from '../errors.js';
import type { OriginResponse } from '../fetch/origin-fetch.js';
import { trackTransfer } from '../tools/process.js';

export interface TransferWatch {
  /** Closes the origin's connection. */
  stop(): void;
  /** A slice's last byte passed: the connection is closed here on purpose, which is not a failure. */
  cutHere(): void;
  /** Why the transfer that ended is not complete (delivery.ts's `failure`), or nothing when it is. */
  failureAtEnd(): Promise<MediaError | undefined>;
  /** The transfer ended: the deadline's listener, the shutdown's tracking and the connection go. */
  release(): void;
}

/** `clearOwn` clears a deadline the pass-through started itself (none was given by the job). */
export function watchTransfer(origin: OriginResponse, clock: { deadline: Deadline; clearOwn(): void }): TransferWatch {
  const { deadline } = clock;
  let failure: MediaError | undefined;
  let closedHere = false;
  const stop = () => origin.close();
  const untrack = trackTransfer(() => {
    failure ??= new MediaError('cancelled', sentence('error-download-cancelled'));
    stop();
  });
  const onDeadline = () => {
    failure ??= deadline.signal.reason as MediaError;
    stop();
  };
  if (deadline.expired()) onDeadline();
  else deadline.signal.addEventListener('abort', onDeadline, { once: true });
  origin.body.once('error', (error) => {
    if (closedHere) return;
    failure ??= new MediaError('unreachable', sentence('error-connection-broke'), { cause: error });
  });
  return {
    stop,
    cutHere: () => {
      closedHere = true;
      stop();
    },
    failureAtEnd: async () =>
      failure ??
      (origin.complete() || closedHere ? undefined : new MediaError('unreachable', sentence('error-connection-broke'))),
    release: () => {
      deadline.signal.removeEventListener('abort', onDeadline);
      clock.clearOwn();
      untrack();
      stop();
    },
  };
}
