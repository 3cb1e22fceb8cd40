/** Throttled logging of upstream-proxy failures. */
import type { EgressLogger } from './proxy-types.js';
import { UpstreamProxyError } from './upstream-client.js';
import type { UpstreamProxy } from './upstream-config.js';

/** Logs the same upstream failure at most once a minute; tools retry a lot. */
const UPSTREAM_LOG_INTERVAL_MS = 60_000;

/**
 * Returns a reporter that logs an {@link UpstreamProxyError} (by its reason,
 * never the credentials) at most once a minute per reason; any other error,
 * or any error when there is no upstream, is ignored.
 */
export function upstreamFailureLog(
  upstreamProxy: UpstreamProxy | undefined,
  logger: EgressLogger | undefined,
): (error: unknown) => void {
  const upstreamLoggedAt = new Map<string, number>();
  return (error: unknown) => {
    if (!upstreamProxy || !(error instanceof UpstreamProxyError)) return;
    const now = Date.now();
    const last = upstreamLoggedAt.get(error.reason);
    if (last !== undefined && now - last < UPSTREAM_LOG_INTERVAL_MS) return;
    upstreamLoggedAt.set(error.reason, now);
    logger?.warn({ upstream: upstreamProxy.label, reason: error.reason }, 'upstream proxy failed');
  };
}
