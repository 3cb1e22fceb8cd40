import type { FastifyInstance } from 'fastify';
import { sentence } from '../../i18n/index.js';
import type { OwnerAccess } from '../../owner/index.js';
import type { Identity, UsageService } from '../../usage/index.js';
import { type ApiKey, identify } from '../access.js';
import { usageStatsSchema } from '../api-schemas.js';
import { ownerCaller, ownerOnlyAnswers } from '../owner-auth.js';

/**
 * `GET /api/usage`: everyone's usage. With API keys configured only an owner's
 * key (`http:<name>` in OWNER_IDS) may read it; without keys only the owner,
 * by the owner token or the dashboard's session (src/http/owner-auth.ts).
 */
export function registerUsageRoute(
  app: FastifyInstance,
  usage: UsageService,
  keys: readonly ApiKey[],
  owner: OwnerAccess | undefined,
): void {
  const schema = {
    summary: "Everyone's usage",
    description:
      "Per user and per media platform: downloads, bytes and lookups today, over 7 days and all time. With API keys only an owner's key (http:<name> in OWNER_IDS); without keys only the owner: `Authorization: Bearer <DATA_DIR/owner-token>`, or the dashboard's session cookie.",
    response: { 200: usageStatsSchema, ...ownerOnlyAnswers },
  };
  const gate = { keys, owner, isOwner: (identity: Identity) => usage.isOwner(identity) };
  const preValidation = identify((request) => ownerCaller(request, gate, sentence('error-usage-owner-only')));
  app.get('/api/usage', { schema, preValidation }, async () => await usage.stats());
}
