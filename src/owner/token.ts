import { randomBytes } from 'node:crypto';
import { readOrCreateDataFile } from '../support/data-file.js';

/** The file under DATA_DIR that keeps the owner token. */
export const OWNER_TOKEN_FILE = 'owner-token';

/** What a stored token must look like: 32 random bytes or more, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43,}$/;

/**
 * The owner token: the secret that makes a caller the owner when no API keys
 * are configured. Generated once into `DATA_DIR/owner-token` (mode 0600,
 * written whole or not at all) and read back at every later start, so the
 * processes sharing a DATA_DIR share it; deleting the file and restarting
 * makes a new one, which ends every session the old one opened.
 */
export function loadOwnerToken(dataDir: string): string {
  return readOrCreateDataFile(dataDir, OWNER_TOKEN_FILE, {
    parse: (text) => (TOKEN_PATTERN.test(text) ? text : undefined),
    create: () => {
      const token = randomBytes(32).toString('base64url');
      return { value: token, text: token };
    },
    mode: 0o600,
  });
}
