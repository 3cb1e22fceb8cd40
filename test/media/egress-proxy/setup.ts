// The proxies, targets and upstreams a test starts, closed after each test (each file calls closeStarted in afterEach).

import net from 'node:net';
import { type EgressProxy, startEgressProxy } from '../../../src/media/egress/proxy.js';
import type { PrivateUrlPolicy } from '../../../src/media/egress/url-guard.js';
import { listen, startTarget, type Target } from './target.js';
import { startUpstream, type TestUpstream } from './upstream.js';

export const proxies: EgressProxy[] = [];
export const targets: Target[] = [];
export const upstreams: TestUpstream[] = [];

/**
 * Collects the proxy's warnings; callers empty the list once the proxy has
 * started, because start-up sweeps socket folders that killed processes of
 * *other* test files left (a warning that depends on the machine, not on us).
 */
function warningsAfterStart() {
  const warnings: { obj: object; msg: string }[] = [];
  return { warnings, logger: { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) } };
}

export async function setup(policy: PrivateUrlPolicy, routes?: Parameters<typeof startTarget>[0]) {
  const { warnings, logger } = warningsAfterStart();
  const proxy = await startEgressProxy({ policy, logger });
  warnings.length = 0;
  proxies.push(proxy);
  const target = await startTarget(routes);
  targets.push(target);
  return { proxy, target, session: proxy.createSession(), warnings };
}

/** Closes what the test started; each file runs it in afterEach (a hook here would register once for all files of a worker). */
export async function closeStarted(): Promise<void> {
  await Promise.all(proxies.splice(0).map((p) => p.close()));
  await Promise.all(targets.splice(0).map((t) => t.close()));
  await Promise.all(upstreams.splice(0).map((u) => u.close()));
}

/** Our proxy in front of a fresh upstream proxy, plus a target. */
export async function setupWithUpstream(
  policy: PrivateUrlPolicy,
  options: {
    routes?: Parameters<typeof startTarget>[0];
    upstreamHosts?: Record<string, string>;
    lookup?: Parameters<typeof startEgressProxy>[0]['lookup'];
    /** Overrides the upstream URL given to our proxy (default: the right credentials). */
    upstreamUrl?: (upstream: TestUpstream) => string;
  } = {},
) {
  const upstream = await startUpstream(options.upstreamHosts);
  upstreams.push(upstream);
  const { warnings, logger } = warningsAfterStart();
  const proxy = await startEgressProxy({
    policy,
    upstream: options.upstreamUrl ? options.upstreamUrl(upstream) : upstream.url,
    logger,
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  warnings.length = 0;
  proxies.push(proxy);
  const target = await startTarget(options.routes);
  targets.push(target);
  return { proxy, upstream, target, session: proxy.createSession(), warnings };
}

/** A TCP echo server on 127.0.0.1 for tunnels; `onConnection` counts who reached it. */
export async function startEcho(onConnection: () => void): Promise<{ server: net.Server; port: number }> {
  const server = net.createServer((socket) => {
    onConnection();
    socket.on('error', () => socket.destroy());
    socket.pipe(socket);
  });
  await listen(server);
  return { server, port: (server.address() as net.AddressInfo).port };
}
