import { isMediaError } from '../media/errors.js';
import type { Identity, UsageRequest, UsageService, UsageTicket } from '../usage/index.js';
import { refusalError } from './access.js';

/** Records the request and returns its ticket, or throws the refusal before any work starts. */
export function admit(usage: UsageService, identity: Identity, request: UsageRequest): UsageTicket {
  const result = usage.begin(identity, request);
  if (!result.ok) throw refusalError(result.refusal);
  return result.ticket;
}

/** Throws when the media is longer than the owner allows. */
export function enforceDuration(usage: UsageService, identity: Identity, durationSeconds: number | undefined): void {
  if (durationSeconds === undefined) return;
  const refusal = usage.checkDuration(identity, durationSeconds);
  if (refusal) throw refusalError(refusal);
}

/** Closes a ticket for a request that failed or was cancelled. */
export function finishFailed(ticket: UsageTicket, error: unknown, bytes?: number): void {
  const code = isMediaError(error) ? error.code : ((error as { code?: unknown })?.code ?? 'internal');
  finishQuietly(ticket, {
    outcome: code === 'cancelled' ? 'cancelled' : 'error',
    errorCode: String(code),
    ...(bytes !== undefined ? { bytes } : {}),
  });
}

/**
 * Finishing can run after shutdown closed the database; the row then stays
 * "running" and the next start marks it interrupted, which is the truth.
 */
export function finishQuietly(ticket: UsageTicket, result: Parameters<UsageTicket['finish']>[0]): void {
  try {
    ticket.finish(result);
  } catch {
    // database closed during shutdown
  }
}
