import type { FastifyInstance } from 'fastify';
import type { UsageService } from '../../usage/index.js';
import { type ApiKey, httpIdentity, isFromThisMachine } from '../access.js';
import { HttpError } from '../error-handler.js';

/**
 * `GET /api/usage`: everyone's usage. With API keys configured only an owner's
 * key (`http:<name>` in OWNER_IDS) may read it; without keys only the machine
 * itself (loopback, not through a proxy), since anyone else is a stranger by IP.
 */
export function registerUsageRoute(app: FastifyInstance, usage: UsageService, keys: readonly ApiKey[]): void {
  app.get('/api/usage', async (request) => {
    if (keys.length === 0) {
      if (!isFromThisMachine(request))
        throw new HttpError(403, 'forbidden', 'Usage statistics are only served to the local machine.');
    } else {
      const identity = httpIdentity(request, keys);
      if (!usage.isOwner(identity))
        throw new HttpError(403, 'forbidden', 'Only an owner key may read usage statistics.');
    }
    return usage.stats();
  });
}
