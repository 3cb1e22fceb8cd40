/**
 * The owner's secret, for when no API keys are configured: the owner token
 * kept in DATA_DIR (token.ts), the one-time sign-in codes and the sessions
 * derived from it (access.ts), and the link the start log and
 * `npm run owner-link` print (link.ts). The HTTP side (src/http/owner-auth.ts)
 * decides with it who the owner is; this folder knows nothing of HTTP.
 */
export {
  type ClaimNonce,
  createOwnerAccess,
  LOGIN_CODE_TTL_MS,
  type OwnerAccess,
  type Redeemed,
  SESSION_TTL_MS,
} from './access.js';
export { ownerAccessFor } from './from-config.js';
export { ownerLinkBase, ownerLinkUrl } from './link.js';
export { loadOwnerToken, OWNER_TOKEN_FILE } from './token.js';
