/**
 * `npm run owner-link`: prints a one-time link to the owner's dashboard (it
 * works once, for 15 minutes), made from the owner token in DATA_DIR, which
 * it creates when the server has not yet. With API_KEYS set there is no owner
 * token: an owner's key opens the dashboard, and this says so.
 */
import { config as loadDotenv } from 'dotenv';
import { loadConfig } from '../config/index.js';
import { createOwnerAccess, loadOwnerToken, OWNER_TOKEN_FILE, ownerLinkBase, ownerLinkUrl } from '../owner/index.js';

loadDotenv({ quiet: true });
try {
  const config = loadConfig();
  if (config.API_KEYS.length > 0) {
    console.error(
      "API_KEYS is set: the dashboard takes an owner's key (a key whose name is in OWNER_IDS as http:<name>), not a link.",
    );
    process.exit(1);
  }
  const owner = createOwnerAccess(loadOwnerToken(config.DATA_DIR));
  const { code, expiresAt } = owner.loginCode();
  const base = ownerLinkBase({ publicBaseUrl: config.PUBLIC_BASE_URL, host: config.HOST, port: config.PORT });
  console.log(ownerLinkUrl(base, code));
  console.error(
    `Works once, until ${expiresAt.toISOString()}. Scripts: "Authorization: Bearer $(cat ${config.DATA_DIR}/${OWNER_TOKEN_FILE})".`,
  );
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
