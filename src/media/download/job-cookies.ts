import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Extraction } from '../lookup/kept-extraction.js';
import type { SiteCookies } from '../site-cookies.js';
import { writeJobFile } from '../tools/job-dir.js';
import type { YtdlpContext } from '../tools/ytdlp.js';

/** A download's cookie set: its yt-dlp runs' context, and the end of the use. */
export interface JobCookies {
  /** `ctx` with the set's file, in a folder of the job's that only yt-dlp's runs may write. */
  ytdlp(ctx: YtdlpContext): YtdlpContext;
  /** Records the use once, with the file as yt-dlp wrote it back; before the job's folder goes. */
  settle(error?: unknown): Promise<void>;
}

/**
 * The cookie set the link was read with (issue 44), for the download's own yt-dlp runs: they get
 * its file too, not only the cookies yt-dlp put in the link's document, so what the site sets
 * while the file is fetched (a session it rotates) is written back and kept. The same set as the
 * lookup's, or none: another set's file would take the first one's cookies from the document.
 */
export async function jobCookies(
  sets: SiteCookies | undefined,
  extraction: Pick<Extraction, 'cookieSet'>,
  link: URL,
  jobDir: string,
): Promise<JobCookies | undefined> {
  if (!sets || extraction.cookieSet === undefined) return undefined;
  // Read now: a set put aside or removed since the lookup is not used.
  const set = (await sets.forLink(link)).find((usable) => usable.id === extraction.cookieSet);
  if (!set) return undefined;
  const dir = path.join(jobDir, 'cookies');
  const file = path.join(dir, 'cookies.txt');
  await writeJobFile(dir, file, set.content);
  let settled: Promise<void> | undefined;
  return {
    ytdlp: (ctx) => ({ ...ctx, cookiesFile: file, cookiesDir: dir }),
    settle(error) {
      settled ??= readFile(file, 'utf8')
        .catch(() => undefined)
        .then((after) => sets.used({ id: set.id, link, after, error }));
      return settled;
    },
  };
}
