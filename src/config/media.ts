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

/**
 * `YTDLP_POT_PROVIDER_URL`: the PO-token provider's origin (`http://127.0.0.1:4416`, `http://bgutil-provider:4416`),
 * nothing else: no credentials, path or query, so it is exactly the origin the egress rules let through.
 */
const potProviderOrigin = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(2048)
    .transform((raw, ctx) => {
      const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : undefined;
      const plain =
        url &&
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.hostname !== '' &&
        url.username === '' &&
        url.password === '' &&
        url.pathname === '/' &&
        url.search === '' &&
        url.hash === '';
      if (!plain) {
        ctx.addIssue({ code: 'custom', message: 'must be an http(s) origin such as http://127.0.0.1:4416' });
        return z.NEVER;
      }
      return url.origin;
    })
    .optional(),
);

/** Fetching media: which links may be reached, the tools (yt-dlp, ffmpeg) and their confinement, jobs, timeouts and sizes. */
export const mediaSettings = {
  ALLOW_PRIVATE_URLS: privateUrlPolicy
    .meta({ defaultText: 'false' })
    .describe('`true`, or a comma list of origins (`http://127.0.0.1:8080`) that may be reached although private'),
  YTDLP_PATH: optionalString()
    .meta({ defaultText: "setup's yt-dlp, else `PATH`" })
    .describe('the yt-dlp to run ([INSTALL.md](INSTALL.md#which-yt-dlp) says which is found first)'),
  FFMPEG_PATH: optionalString()
    .meta({ defaultText: "the package's binary, else `PATH`" })
    .describe('the ffmpeg to run'),
  YTDLP_COOKIES_FILE: optionalString().describe(
    'cookies.txt passed to yt-dlp for sites without a cookie set; a change is used by the next lookup (warm workers are replaced)',
  ),
  // Blank is not "unset" here: empty turns the runtime off.
  YTDLP_JS_RUNTIMES: z
    .string()
    .max(4096)
    .optional()
    .meta({ defaultText: '`node:<this node>`' })
    .describe(
      "yt-dlp's `--js-runtimes` for YouTube (yt-dlp ≥ 2025.11.12 only); empty turns it off, any other value is passed as is",
    ),
  // Only plain-http proxies: the egress proxy speaks CONNECT to it.
  YTDLP_PROXY: z
    .preprocess(blankToUndefined, z.url({ protocol: /^http$/, error: 'must be an http:// proxy URL' }).optional())
    .describe(
      '`http://[user:pass@]host:port` of an HTTP proxy all media traffic leaves through, after the private-network checks ([SECURITY.md](SECURITY.md))',
    ),
  YTDLP_POT_PROVIDER_URL: potProviderOrigin.describe(
    'origin of a bgutil PO-token provider for YouTube (`http://127.0.0.1:4416`); let through the egress rules for yt-dlp alone, exactly that origin',
  ),
  MAX_CONCURRENT_JOBS: int(1, 256, Math.max(1, os.availableParallelism()))
    .meta({ defaultText: 'CPU cores' })
    .describe('yt-dlp/ffmpeg jobs at once'),
  MAX_QUEUED_JOBS: int(0, 10_000, 32).describe('jobs that may wait for a slot; more get `503 queue_full`'),
  MAX_CONCURRENT_LOOKUPS: int(1, 256, Math.max(1, os.availableParallelism()))
    .meta({ defaultText: 'CPU cores' })
    .describe(
      'lookups at once, in slots of their own: `/api/info` never waits behind downloads (and up to this many warm yt-dlp workers)',
    ),
  MAX_FILESIZE_MB: int(1, 1_000_000, 2000).describe('largest file, counted byte by byte'),
  JOB_TIMEOUT_S: int(5, 86_400, 1800).describe(
    'longest download: one deadline from the moment it takes its slot, over every phase',
  ),
  INFO_TIMEOUT_S: int(5, 3600, 60).describe('longest lookup'),
  INFO_MAX_RESPONSE_MB: int(1, 1024, 16).describe(
    'largest response read during a lookup (a page, a manifest; for https, all a site sends over one connection); larger ones are cut and the lookup fails. Downloads are not affected',
  ),
  INFO_MAX_JSON_MB: int(1, 64, 16).describe(
    'largest description of a link yt-dlp may print; a larger one is refused (`422 extraction_failed`) before it is parsed: a few kB of manifest can expand to tens of MB',
  ),
  INFO_CACHE_TTL_S: int(0, 86_400, 1800).describe('how long `/api/info` results are reused (downloads reuse them too)'),
  INFO_CACHE_MAX_ENTRIES: int(1, 100_000, 200).describe('most entries the info cache keeps'),
  INFO_CACHE_MAX_MB: int(1, 65_536, 64).describe(
    'memory the info cache may hold, entries trimmed and compressed; an entry over a quarter of it is not kept',
  ),
  PLAYLIST_MAX_ENTRIES: int(1, 1000, 50).describe(
    'most entries of a playlist `/api/info` lists (read flat, none extracted); `entryCount` gives the total',
  ),
  FRAGMENT_CONCURRENCY: int(1, 16, 4).describe(
    "fragments of one DASH/HLS stream in flight at once: the server's own fragment fetch, or yt-dlp's `--concurrent-fragments`; a job still takes one `MAX_CONCURRENT_JOBS` slot, each fragment ahead holding at most 2 MB",
  ),
  UNSAFE_UNCONFINED_TOOLS: bool(false).describe(
    '`true` starts even where yt-dlp and ffmpeg cannot be confined to the egress proxy ([SECURITY.md](SECURITY.md))',
  ),
  ALLOW_LIVE: bool(false).describe(
    '`true` records live streams (our ffmpeg reads the playlist, until `LIMIT_MAX_DURATION_S` or `JOB_TIMEOUT_S`); otherwise they get `422 live_stream`',
  ),
  BWRAP_PATH: optionalString().meta({ defaultText: '`bwrap` on `PATH`' }).describe('the sandbox binary (bubblewrap)'),
  YTDLP_WORKERS: bool(true).describe(
    'links are read by warm yt-dlp workers (Python started and yt-dlp imported once, each confined like any yt-dlp run); `false`: a yt-dlp process per lookup. Where no worker can start, `/api/health` says why (`lookups`)',
  ),
  YTDLP_WORKER_MAX_REQUESTS: int(1, 1_000_000, 100).describe('a warm worker is replaced after this many lookups'),
  YTDLP_WORKER_IDLE_S: int(1, 86_400, 120).describe('a warm worker ends after this many seconds unused'),
  // Node (yt-dlp's JS runtime) needs about 1 GB of address space to start.
  TOOL_MEMORY_MB: int(1024, 1_000_000, 2048).describe('address-space cap of each tool process (`prlimit`)'),
};
