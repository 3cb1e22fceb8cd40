// A local Bot API server's `file://` parameters: read from its files folder only, kept beside the uploads.
import { randomBytes } from 'node:crypto';
import { copyFile, link, stat } from 'node:fs/promises';
import path from 'node:path';
import { type ParamValue, Refusal } from './model.js';

/** What a local Bot API server accepts. */
export const LOCAL_UPLOAD_BYTES = 2000 * 1024 * 1024;
const WRONG_FILE = 'Bad Request: wrong file identifier/HTTP URL specified';

/** In local mode, each `file://` parameter read from disk into `uploadDir`, as an upload is kept. */
export async function readLocalFiles(
  params: Record<string, ParamValue>,
  where: { filesDir: string | undefined; uploadDir: string; uploadLimit: number },
): Promise<void> {
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string' || !value.startsWith('file://')) continue;
    const filesDir = where.filesDir;
    const fromPath = value.slice('file://'.length);
    const inside = filesDir !== undefined && !path.relative(filesDir, fromPath).startsWith('..');
    if (!inside || !path.isAbsolute(fromPath) || path.normalize(fromPath) !== fromPath) {
      throw new Refusal(400, WRONG_FILE);
    }
    const size = await stat(fromPath).then(
      (found) => (found.isFile() ? found.size : undefined),
      () => undefined,
    );
    if (size === undefined) throw new Refusal(400, WRONG_FILE);
    if (size > where.uploadLimit) throw new Refusal(400, 'Bad Request: file is too big');
    const kept = path.join(
      where.uploadDir,
      `${Date.now()}-${randomBytes(4).toString('hex')}-${path.basename(fromPath)}`,
    );
    // A link keeps the bytes the bot deletes after the send, without copying them (a copy if it cannot).
    await link(fromPath, kept).catch(() => copyFile(fromPath, kept));
    params[name] = { path: kept, filename: path.basename(fromPath), size, fromPath };
  }
}
