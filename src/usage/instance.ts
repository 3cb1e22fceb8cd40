import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file under DATA_DIR that keeps a generated instance id across restarts. */
export const INSTANCE_ID_FILE = 'instance-id';

/** What an instance id may look like (INSTANCE_ID is validated with it in src/config.ts). */
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
  const base = loadOrCreate(path.join(dataDir, INSTANCE_ID_FILE), dataDir);
  const pm2 = env.NODE_APP_INSTANCE;
  return pm2 !== undefined && /^\d+$/.test(pm2) ? `${base}-${pm2}` : base;
}

function loadOrCreate(file: string, dataDir: string): string {
  const stored = readId(file);
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
  const id = randomBytes(6).toString('hex');
  try {
    // Exclusive create: of two processes starting together, one writes and both read its id.
    writeFileSync(file, `${id}\n`, { flag: stored === null ? 'wx' : 'w' });
    return id;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readId(file);
    if (theirs) return theirs;
    throw error;
  }
}

/** The stored id; null when there is no file, undefined when its content is not an id (then replaced). */
function readId(file: string): string | null | undefined {
  try {
    const stored = readFileSync(file, 'utf8').trim();
    return INSTANCE_ID_PATTERN.test(stored) ? stored : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
