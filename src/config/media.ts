import os from 'node:os';
import { z } from 'zod';
import type { PrivateUrlPolicy } from '../media/index.js';
import { blankToUndefined, bool, int, optionalString } from './values.js';

/**
 * `ALLOW_PRIVATE_URLS`: `false` (default), `true`, or a comma-separated list of
 * origins (`http://127.0.0.1:8080`) that may be reached although private.
 */
const privateUrlPolicy = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default('false')
    .transform((raw, ctx): PrivateUrlPolicy => {
      const value = raw.trim().toLowerCase();
      if (value === 'false' || value === '0' || value === 'no') return { kind: 'deny' };
      if (value === 'true' || value === '1' || value === 'yes') return { kind: 'allow-all' };
      const origins: string[] = [];
      for (const part of raw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        try {
          const u = new URL(part);
          if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http');
          origins.push(u.origin);
        } catch {
          ctx.addIssue({ code: 'custom', message: `"${part}" is not an http(s) origin` });
          return z.NEVER;
        }
      }
      return { kind: 'origins', origins };
    }),
);

/** Fetching media: which links may be reached, the tools (yt-dlp, ffmpeg) and their confinement, jobs, timeouts and sizes. */
export const mediaSettings = {
  ALLOW_PRIVATE_URLS: privateUrlPolicy,
  YTDLP_PATH: optionalString(),
  FFMPEG_PATH: optionalString(),
  YTDLP_COOKIES_FILE: optionalString(),
  // Unset: this Node; empty: none (so blank is NOT the default here); else passed to --js-runtimes as is.
  YTDLP_JS_RUNTIMES: z.string().max(4096).optional(),
  // Only plain-http proxies: the egress proxy speaks CONNECT to it.
  YTDLP_PROXY: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^http$/, error: 'must be an http:// proxy URL' }).optional(),
  ),
  MAX_CONCURRENT_JOBS: int(1, 256, Math.max(1, os.availableParallelism())),
  MAX_QUEUED_JOBS: int(0, 10_000, 32),
  // Lookups (reading a link) have slots of their own: they never wait behind downloads.
  MAX_CONCURRENT_LOOKUPS: int(1, 256, Math.max(1, os.availableParallelism())),
  MAX_FILESIZE_MB: int(1, 1_000_000, 2000),
  JOB_TIMEOUT_S: int(5, 86_400, 1800),
  INFO_TIMEOUT_S: int(5, 3600, 60),
  // The most any one response may bring while reading a link (/api/info); downloads have MAX_FILESIZE_MB.
  INFO_MAX_RESPONSE_MB: int(1, 1024, 16),
  // The most JSON yt-dlp may describe one link with; more is refused (a few kB of manifest can expand to 60 MB).
  INFO_MAX_JSON_MB: int(1, 64, 16),
  INFO_CACHE_TTL_S: int(0, 86_400, 1800),
  INFO_CACHE_MAX_ENTRIES: int(1, 100_000, 200),
  // The memory the info cache may hold; an entry over a quarter of it is not cached.
  INFO_CACHE_MAX_MB: int(1, 65_536, 64),
  // Entries of a playlist listed by /api/info (read flat: no entry is extracted).
  PLAYLIST_MAX_ENTRIES: int(1, 1000, 50),
  // Fragments of one DASH/HLS stream in flight at once (yt-dlp --concurrent-fragments).
  FRAGMENT_CONCURRENCY: int(1, 16, 4),
  // The tools' confinement (src/media/tools/sandbox/confinement.ts).
  UNSAFE_UNCONFINED_TOOLS: bool(false),
  ALLOW_LIVE: bool(false),
  BWRAP_PATH: optionalString(),
  // Warm yt-dlp workers read links (src/media/tools/ytdlp-pool.ts): on, lookups a worker answers, idle seconds.
  YTDLP_WORKERS: bool(true),
  YTDLP_WORKER_MAX_REQUESTS: int(1, 1_000_000, 100),
  YTDLP_WORKER_IDLE_S: int(1, 86_400, 120),
  // Node (yt-dlp's JS runtime) needs about 1 GB of address space to start.
  TOOL_MEMORY_MB: int(1024, 1_000_000, 2048),
};
