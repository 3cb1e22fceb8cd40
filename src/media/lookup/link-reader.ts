/**
 * The lookup stage: reads a link with yt-dlp into an Extraction (the answer
 * for people and the document downloads start from), cached, shared between
 * concurrent callers, run under the lookups' own queue and counted as the user's
 * lookup. MediaService.info answers with it, and the download stage starts
 * from it (download/plan.ts).
 */

import { sentence } from '../../i18n/index.js';
import type { EgressProxy, ProxySession } from '../egress/proxy.js';
import { type EgressPolicy, parseMediaUrl } from '../egress/url-guard.js';
import { isMediaError, MediaError } from '../errors.js';
import { type MediaObserver, notify } from '../observer.js';
import type { SiteGate } from '../site-gate.js';
import type { JobQueue } from '../tools/job-queue.js';
import type { YtdlpContext } from '../tools/ytdlp.js';
import type { LookupCounter, MediaInfo } from '../types.js';
import { countedLookup } from './counted-lookup.js';
import { rawFormats } from './formats.js';
import { type Extraction, extractionCache, keepExtraction } from './kept-extraction.js';
import type { LookupCache } from './lookup-cache.js';
import { fillMissingDetails, isLiveStream, toMediaInfo } from './media-info.js';
import { isPlaylist, toPlaylistInfo } from './playlist.js';
import { readStreamLayout } from './stream-layout.js';
import { type LookupCookies, readWithCookies } from './with-cookies.js';

/** The settings of MediaServiceOptions that reading a link uses. */
export interface LinkReaderOptions {
  ffmpegPath: string;
  infoTimeoutMs: number;
  /** The most bytes any one response may bring while reading a link (INFO_MAX_RESPONSE_MB); default 16 MiB. */
  infoMaxResponseBytes?: number | undefined;
  infoCacheTtlMs: number;
  infoCacheMaxEntries: number;
  /** The bytes the info cache may hold (INFO_CACHE_MAX_MB); default 64 MiB. */
  infoCacheMaxBytes?: number | undefined;
  /** The most JSON yt-dlp may print for one link (INFO_MAX_JSON_MB); default 16 MiB. */
  infoMaxJsonBytes?: number | undefined;
  /** PLAYLIST_MAX_ENTRIES: the most entries of a playlist listed by /api/info; default 50. */
  playlistMaxEntries?: number | undefined;
  /** ALLOW_LIVE: read and record live streams instead of refusing them with live_stream. */
  allowLive?: boolean | undefined;
}

/** What the service shares with the lookup stage. */
export interface LinkReaderDeps {
  /** The lookups' own slots (MAX_CONCURRENT_LOOKUPS), apart from the downloads'. */
  queue: JobQueue;
  proxy: EgressProxy;
  policy: EgressPolicy;
  /** yt-dlp as the service runs it, its traffic through `session`. */
  ytdlpContext: (session: ProxySession) => YtdlpContext;
  /** Told whether each read was answered from the info cache. */
  observer?: MediaObserver | undefined;
  /** Asked before a link's site is read, told of the outcome (a site that refuses this server cools off). */
  gate?: SiteGate | undefined;
  /** The owner's cookie sets: a link of a site that has one is read with it (with-cookies.ts). */
  cookies?: LookupCookies | undefined;
}

const DEFAULT_INFO_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
const DEFAULT_PLAYLIST_MAX_ENTRIES = 50;
/** The longest an HLS master is waited for at lookup (stream-layout.ts). */
const MASTER_TIMEOUT_MS = 15_000;

/** Reads links, keeping what it read in the info cache. */
export class LinkReader {
  private readonly cache: LookupCache<Extraction>;

  constructor(
    private readonly options: LinkReaderOptions,
    private readonly deps: LinkReaderDeps,
  ) {
    this.cache = extractionCache(options.infoCacheTtlMs, options.infoCacheMaxEntries, options.infoCacheMaxBytes);
  }

  /** What the cache holds for a link, without reading it; undefined for a link that is not even a URL. */
  cachedInfo(rawUrl: string): MediaInfo | undefined {
    let key: string;
    try {
      key = extractionKey(rawUrl);
    } catch {
      return undefined;
    }
    return this.cache.get(key)?.info;
  }

  /** What the info cache holds now (the metrics read it when scraped). */
  get cacheStats(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.heldBytes };
  }

  /** Cached, shared between concurrent callers, run under the job queue, and counted by `lookups` unless cached. */
  async read(rawUrl: string, signal?: AbortSignal, lookups?: LookupCounter, fresh = false): Promise<Extraction> {
    const url = parseMediaUrl(rawUrl);
    const key = extractionKey(rawUrl);
    if (fresh) this.cache.delete(key);
    // A cached extraction passed the check when it was made (and every fetch is checked again by the proxy).
    const cached = this.cache.get(key);
    const { observer } = this.deps;
    notify(() => observer?.infoCacheLookup?.(cached !== undefined));
    if (cached) return cached;
    // Refuse private targets before any process starts; the proxy re-checks every request.
    await this.deps.policy.check(url);
    // A site that keeps refusing this server is not asked again while it cools off.
    await this.deps.gate?.admit(url);
    // One extraction per link for all its waiters; it is stopped when the last one has left.
    const load = () =>
      this.cache.getOrLoad(key, (stop) => this.extract(key, stop), { signal, abortError: cancelledError });
    return countedLookup(lookups, load);
  }

  /** One extraction; `signal` aborts when no caller waits for it any more. */
  private async extract(url: string, signal: AbortSignal): Promise<Extraction> {
    const { queue, proxy, policy } = this.deps;
    const release = await queue.acquire(signal);
    const maxResponseBytes = this.options.infoMaxResponseBytes ?? DEFAULT_INFO_MAX_RESPONSE_BYTES;
    const session = proxy.createSession({ maxResponseBytes });
    try {
      const ctx = this.deps.ytdlpContext(session);
      const options = {
        signal,
        timeoutMs: this.options.infoTimeoutMs,
        proxyRefused: () => session.refusals.length > 0,
        maxJsonBytes: this.options.infoMaxJsonBytes,
      };
      const tooLarge = (cause?: unknown) =>
        Object.assign(
          new MediaError(
            'extraction_failed',
            sentence('error-page-too-large', { mb: Math.round(maxResponseBytes / 1048576) }),
            { cause },
          ),
          { detail: (cause as { detail?: string } | undefined)?.detail },
        );
      const playlistMaxEntries = this.options.playlistMaxEntries ?? DEFAULT_PLAYLIST_MAX_ENTRIES;
      const raw = await readWithCookies(ctx, url, { ...options, playlistMaxEntries }, this.deps.cookies).catch(
        async (error: unknown) => {
          // Counted before the answer, so the next lookup of the site finds it cooling off if it must.
          await this.deps.gate?.settled(new URL(url), error);
          // A response cut at the cap makes yt-dlp fail with a network error: say what happened instead.
          const kept = isMediaError(error) && (error.code === 'cancelled' || error.code === 'url_not_allowed');
          if (!session.responseCut || kept) throw error;
          throw tooLarge(error);
        },
      );
      // A confined yt-dlp sees a cut response end cleanly (the bridge cannot pass a TCP reset on), and
      // may read something from the part it got: nothing read from a cut page is trusted.
      if (session.responseCut) throw tooLarge();
      await this.deps.gate?.settled(new URL(url));
      if (isPlaylist(raw)) {
        // Every entry's link passes the same policy as a link a user sends, before anything fetches it.
        const info = await toPlaylistInfo(raw, url, {
          maxEntries: playlistMaxEntries,
          check: async (entryUrl) => {
            await policy.check(parseMediaUrl(entryUrl));
          },
        });
        return keepExtraction(info);
      }
      if (isLiveStream(raw) && !this.options.allowLive) {
        throw new MediaError('live_stream', sentence('error-live-stream'));
      }
      if (rawFormats(raw).length === 0) throw new MediaError('no_media', sentence('error-no-media-found'));
      await fillMissingDetails(raw, this.options.ffmpegPath, ctx.launcher, signal);
      // The probe is best effort and returns nothing when stopped; nobody waits for this result any more.
      if (signal.aborted) throw cancelledError();
      // What ties an HLS master's streams together (which sound a video plays with) is read from the master:
      // best effort, bounded like the rest of the lookup (a master that stalls adds nothing, never hangs it).
      const layout = await readStreamLayout(rawFormats(raw), {
        connect: (to) => proxy.open(session, to),
        signal: AbortSignal.any([signal, AbortSignal.timeout(Math.min(this.options.infoTimeoutMs, MASTER_TIMEOUT_MS))]),
      });
      if (signal.aborted) throw cancelledError();
      const info = toMediaInfo(raw, url, layout);
      if (info.formats.length === 0) throw new MediaError('no_media', sentence('error-no-media-found'));
      return keepExtraction(info, raw);
    } finally {
      release();
      session.end();
    }
  }
}

function cancelledError(): MediaError {
  return new MediaError('cancelled', sentence('error-request-cancelled'));
}

/** The info cache's key for a link: the parsed URL without its fragment. Throws MediaError `invalid_url`. */
function extractionKey(rawUrl: string): string {
  const url = parseMediaUrl(rawUrl);
  url.hash = '';
  return url.href;
}
