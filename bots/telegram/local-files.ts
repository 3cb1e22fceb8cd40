/**
 * Files sent by path through a local Bot API server (`telegram-bot-api --local`):
 * the job writes its file into a folder the server also sees, the file is
 * renamed there to a random name, and the server is handed `file://<path>`:
 * it reads the file from disk, so nothing is uploaded over HTTP and no byte
 * passes through this process on the way out.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';

/** This process's folder in the shared one (TELEGRAM_LOCAL_FILES_DIR), here and as the server sees it. */
export interface LocalFilesDir {
  /** As this process sees it. */
  dir: string;
  /** The same folder as the Bot API server sees it (the same path when both see it alike). */
  serverDir: string;
}

/**
 * This process's folder in the shared one: processes that share DATA_DIR have temp folders of
 * their own (`tmp/instance-<id>/worker-<n>`, config/load.ts), and the same names below the shared
 * folder, so one process's start-up sweep never removes another's file while the server reads it.
 */
export function localFilesDirOf(config: {
  dataDir: string | undefined;
  tmpDir: string;
  dir: string | undefined;
  serverDir: string | undefined;
}): LocalFilesDir | undefined {
  if (!config.dir) return undefined;
  const own = config.dataDir === undefined ? '' : path.relative(path.join(config.dataDir, 'tmp'), config.tmpDir);
  // Only the instance/worker names, never a path that climbs out (a TMP_DIR outside DATA_DIR/tmp).
  const parts = own.startsWith('..') || path.isAbsolute(own) ? [] : own.split(path.sep).filter(Boolean);
  return {
    dir: path.join(config.dir, ...parts),
    serverDir: path.posix.join(config.serverDir ?? config.dir, ...parts),
  };
}

/**
 * Makes the folder: traversable by the server's user (another uid, in another container) but not
 * listable by it or anyone else, so a file there is read only by who was given its random name.
 */
export async function prepareLocalFilesDir(local: LocalFilesDir): Promise<void> {
  await mkdir(local.dir, { recursive: true });
  // The operator's own folder (a volume's root) may not be ours to change: then it stays as they made it.
  await chmod(local.dir, 0o711).catch(() => undefined);
}

/** Extensions kept on the random name (the server and Telegram's apps like to see one). */
const SAFE_EXTENSION = /^\.[A-Za-z0-9]{1,8}$/;

/**
 * Renames a finished file in a job folder under `local.dir` (one filesystem: no copy) to a random
 * name that never carries the title, readable by the server, and returns its `file://` URI as the
 * server sees it. Undefined for a file elsewhere (it is uploaded instead).
 */
export async function fileForServer(local: LocalFilesDir, filePath: string): Promise<string | undefined> {
  const relative = path.relative(local.dir, path.dirname(filePath));
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const extension = path.extname(filePath);
  const name = `${randomBytes(16).toString('hex')}${SAFE_EXTENSION.test(extension) ? extension : ''}`;
  const renamed = path.join(path.dirname(filePath), name);
  await rename(filePath, renamed);
  // The job folder and the file may have been made private (umask); the server's user must read it.
  await chmod(path.dirname(filePath), 0o711);
  await chmod(renamed, 0o644);
  const serverPath = path.posix.join(local.serverDir, ...relative.split(path.sep), name);
  return `file://${serverPath}`;
}
