import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { YtdlpInfo } from '../schemas.js';
import type { SiteCookies } from '../site-cookies.js';
import { refusalBlamesCookies } from '../site-refusal.js';
import { removeJobDir, writeJobFile } from '../tools/job-dir.js';
import { type ExtractOptions, extractInfo, type YtdlpContext } from '../tools/ytdlp.js';

/** Where a lookup's cookie file is written: the owner's sets, and TMP_DIR for its job folder. */
export interface LookupCookies {
  sets: SiteCookies;
  tmpDir: string;
}

type ReadOptions = ExtractOptions & { playlistMaxEntries: number };

/**
 * Reads a link with its site's cookie set, one set at a time: the set's file in a job folder of
 * its own that yt-dlp may write back to, read back after the run (a rotated session kept). A set
 * the site refuses (a bot check, a sign-in or age page) is put aside by `sets.used`, and the next
 * one tried once; a 429 or a 403 on the bytes is not the set's fault. No set: as before.
 * The set that read it is named (`cookieSet`): a download of the link uses the same one.
 *
 * Such a lookup runs yt-dlp in a process of its own, not a warm worker: a worker keeps the one
 * cookie jar it started with and sees every job's folder; a fresh process sees this file only.
 */
export async function readWithCookies(
  ctx: YtdlpContext,
  url: string,
  options: ReadOptions,
  cookies: LookupCookies | undefined,
): Promise<{ raw: YtdlpInfo; cookieSet?: string }> {
  const link = new URL(url);
  const sets = cookies ? await cookies.sets.forLink(link) : [];
  if (!cookies || sets.length === 0) return { raw: await extractInfo(ctx, url, options) };
  const tries = sets.slice(0, 2);
  for (const [index, set] of tries.entries()) {
    const dir = path.join(cookies.tmpDir, `job-${randomUUID()}`);
    const file = path.join(dir, 'cookies.txt');
    try {
      await writeJobFile(dir, file, set.content);
      const own = { ...ctx, cookiesFile: file, cookiesDir: dir, workers: undefined };
      const outcome = await extractInfo(own, url, options).then(
        (info) => ({ info }),
        (error: unknown) => ({ error }),
      );
      const after = await readFile(file, 'utf8').catch(() => undefined);
      await cookies.sets.used({ id: set.id, link, after, error: 'error' in outcome ? outcome.error : undefined });
      if ('info' in outcome) return { raw: outcome.info, cookieSet: set.id };
      if (!refusalBlamesCookies(outcome.error) || index === tries.length - 1) throw outcome.error;
    } finally {
      await removeJobDir(dir);
    }
  }
  throw new Error('unreachable: the last try returns or throws');
}
