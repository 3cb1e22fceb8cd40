/** Destination admission: the policy check, and the bookkeeping of refusals per session. */
import net from 'node:net';
import { isMediaError } from '../errors.js';
import { notify } from '../observer.js';
import type { EgressLogger } from './proxy-types.js';
import type { SessionState } from './sessions.js';
import type { EgressPolicy, ResolvedAddress } from './url-guard.js';

const MAX_REFUSALS = 50;

/** The checked addresses, or why there are none. */
export type Verdict = ResolvedAddress[] | 'refused' | 'unresolved';

/** Checks a destination for a session. */
export type Admit = (
  session: SessionState,
  target: { protocol: string; hostname: string; port: number },
) => Promise<Verdict>;

/** Returns the check of destinations against `guard`; a refusal is recorded against the session. */
export function createAdmit(
  guard: EgressPolicy,
  logger: EgressLogger | undefined,
  onRefused?: (reason: string) => void,
): Admit {
  const refuse = (session: SessionState, destination: string, reason: string) => {
    // Every refused request counts, retries too: the bookkeeping below keeps one of each.
    if (onRefused) notify(() => onRefused(reason));
    // Tools retry (HLS fragments, reconnects); one entry and one log line per destination is enough.
    if (session.refusals.includes(destination) || session.refusals.length >= MAX_REFUSALS) return;
    session.refusals.push(destination);
    logger?.warn({ destination, reason }, 'egress proxy refused a destination');
  };

  /** Checks the destination; a refusal is recorded against the session. */
  return async (session, target) => {
    const host = net.isIP(target.hostname) === 6 ? `[${target.hostname}]` : target.hostname;
    const destination = `${host}:${target.port}`;
    try {
      return await guard.check({ protocol: target.protocol, hostname: target.hostname, port: String(target.port) });
    } catch (error) {
      if (isMediaError(error) && error.code === 'unreachable') return 'unresolved';
      refuse(session, destination, isMediaError(error) ? error.code : 'error');
      return 'refused';
    }
  };
}
