import { randomBytes } from 'node:crypto';
import { readOrCreateDataFile } from '../support/data-file.js';

/** The file under DATA_DIR that keeps a generated instance id across restarts. */
export const INSTANCE_ID_FILE = 'instance-id';

/** What an instance id may look like (INSTANCE_ID is validated with it in src/config/database.ts). */
export const INSTANCE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * This process's name on its usage rows: INSTANCE_ID, else an id generated once into DATA_DIR/instance-id (plus
 * PM2's `-<n>` in cluster mode). It must survive a restart, which closes the killed process's rows by that name
 * (a pid would not), and differ between processes serving at once.
 */
export function resolveInstanceId(
  dataDir: string,
  configured: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (configured !== undefined) return configured;
  const base = readOrCreateDataFile(dataDir, INSTANCE_ID_FILE, {
    parse: (text) => (INSTANCE_ID_PATTERN.test(text) ? text : undefined),
    create: () => {
      const id = randomBytes(6).toString('hex');
      return { value: id, text: id };
    },
  });
  const pm2 = env.NODE_APP_INSTANCE;
  return pm2 !== undefined && /^\d+$/.test(pm2) ? `${base}-${pm2}` : base;
}
