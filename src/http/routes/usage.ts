import type { FastifyInstance } from 'fastify';
import { sentence } from '../../i18n/index.js';
import type { UsageService } from '../../usage/index.js';
import { type ApiKey, ownerCaller } from '../access.js';
import { errorBody, usageStatsSchema } from '../api-schemas.js';

/**
 * `GET /api/usage`: everyone's usage. With API keys configured only an owner's
 * key (`http:<name>` in OWNER_IDS) may read it; without keys only the machine
 * itself (loopback, not through a proxy), since anyone else is a stranger by IP.
 */
export function registerUsageRoute(app: FastifyInstance, usage: UsageService, keys: readonly ApiKey[]): void {
  const schema = {
    summary: "Everyone's usage",
    description:
      "Per user and per media platform: downloads, bytes and lookups today, over 7 days and all time. With API keys only an owner's key (http:<name> in OWNER_IDS); without keys only the machine itself (loopback, not through a proxy).",
    response: {
      200: usageStatsSchema,
      401: errorBody(['unauthorized'], 'API keys are configured and none (or a wrong one) was sent.'),
      403: errorBody(['forbidden'], 'Not an owner key, or (without keys) not from this machine.'),
    },
  };
  const refusals = {
    loopbackOnly: sentence('error-usage-loopback-only'),
    ownerOnly: sentence('error-usage-owner-only'),
  };
  app.get('/api/usage', { schema }, async (request) => {
    ownerCaller(request, keys, (identity) => usage.isOwner(identity), refusals);
    return await usage.stats();
  });
}
