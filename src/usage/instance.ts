import { randomBytes } from 'node:crypto';
import { readOrCreateDataFile } from '../support/data-file.js';

/** The file under DATA_DIR that keeps a generated instance id across restarts. */
export const INSTANCE_ID_FILE = 'instance-id';

/** What an instance id may look like (INSTANCE_ID is validated with it in src/config/database.ts). */
export const INSTANCE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * This process's name on the usage rows it writes: INSTANCE_ID when set, else
 * an id generated once into DATA_DIR/instance-id and read back on every later
 * start. It must survive a restart, since closing interrupted rows at start
 * looks for the rows of the process that was killed (hostname:pid would not:
 * the pid changes), and it must differ between processes that serve at the
 * same time. Instances on different machines or in different containers have
 * different DATA_DIRs; processes sharing one DATA_DIR under PM2 in cluster
 * mode are told apart by PM2's NODE_APP_INSTANCE, added as `-<n>`. Anything
 * else that shares a DATA_DIR must set INSTANCE_ID itself.
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
