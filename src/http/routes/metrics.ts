import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sentence } from '../../i18n/index.js';
import { bearerToken, isFromThisMachine, sameSecret } from '../access.js';
import { errorBody } from '../api-schemas.js';
import { HttpError } from '../error-handler.js';

/** The process's metrics as the route needs them (src/metrics builds them; this folder needs no more of it). */
export interface MetricsEndpoint {
  /** The Prometheus text format's content type. */
  contentType: string;
  text(): Promise<string>;
  /** METRICS_TOKEN: the bearer token that opens the metrics to other machines; none: this machine only. */
  token?: string | undefined;
}

/**
 * `GET /metrics` (only when METRICS is on): open to a loopback peer without a proxy's forwarding headers, else
 * only with `Authorization: Bearer <METRICS_TOKEN>`, never an API user's key. Loopback needs no token, unlike the
 * owner's routes: it holds counts with no user, link or site, changes nothing, and a browser could read it only
 * by DNS rebinding, which the Host check refuses. A proxy that forwards it must add X-Forwarded-For.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: MetricsEndpoint): void {
  const schema = {
    summary: "This process's Prometheus metrics",
    description:
      'The Prometheus text format (version 0.0.4): jobs by kind, surface, outcome and code, time to first byte and job duration, bytes sent, the job queue, the tool processes, egress refusals, the info cache, usage refusals, signed links, the bots, role leases, database latency, and Node.js process metrics. Open to this machine itself (loopback, not through a proxy); from elsewhere only with `Authorization: Bearer <METRICS_TOKEN>` (an API key does not open it). Absent (404) with METRICS=false. One instance each: scrape every instance.',
    // Not behind API_KEYS: its own token, or none from this machine.
    security: [{}, { metricsToken: [] }] as Record<string, string[]>[],
    response: {
      200: {
        description: 'Every metric family, with its HELP and TYPE lines.',
        content: { 'text/plain': { schema: z.string() } },
      },
      401: errorBody(
        ['unauthorized'],
        'Not from this machine, and METRICS_TOKEN is not set or was not sent as "Authorization: Bearer <token>".',
      ),
    },
  };
  // A scrape every few seconds would fill the request log; failures (5xx, at error) still show.
  app.get('/metrics', { schema: { ...schema, hide: false }, logLevel: 'warn' }, async (request, reply) => {
    if (!isFromThisMachine(request)) {
      const presented = bearerToken(request);
      if (!metrics.token || presented === undefined || !sameSecret(metrics.token, presented)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new HttpError(
          401,
          'unauthorized',
          sentence(metrics.token ? 'error-metrics-token-required' : 'error-metrics-local-only'),
        );
      }
    }
    const text = await metrics.text();
    return reply.type(metrics.contentType).header('Cache-Control', 'no-store').send(text);
  });
}
