/** The media service's settings that come straight from the configuration (units turned into what it counts in). */
import type { Config } from './config/index.js';
import type { MediaServiceOptions } from './media/index.js';

type ConfigSettings = Omit<
  MediaServiceOptions,
  'ytdlpPath' | 'ffmpegPath' | 'ytdlpInView' | 'ytdlpJsRuntime' | 'ytdlpVersion' | 'logger' | 'observer'
>;

export function mediaSettingsOf(config: Config): ConfigSettings {
  return {
    dataDir: config.DATA_DIR,
    tmpDir: config.TMP_DIR,
    privateUrls: config.ALLOW_PRIVATE_URLS,
    maxConcurrentJobs: config.MAX_CONCURRENT_JOBS,
    maxConcurrentLookups: config.MAX_CONCURRENT_LOOKUPS,
    maxQueuedJobs: config.MAX_QUEUED_JOBS,
    maxFilesizeBytes: config.MAX_FILESIZE_MB * 1024 * 1024,
    jobTimeoutMs: config.JOB_TIMEOUT_S * 1000,
    infoTimeoutMs: config.INFO_TIMEOUT_S * 1000,
    infoMaxResponseBytes: config.INFO_MAX_RESPONSE_MB * 1024 * 1024,
    infoCacheTtlMs: config.INFO_CACHE_TTL_S * 1000,
    infoCacheMaxEntries: config.INFO_CACHE_MAX_ENTRIES,
    infoCacheMaxBytes: config.INFO_CACHE_MAX_MB * 1024 * 1024,
    infoMaxJsonBytes: config.INFO_MAX_JSON_MB * 1024 * 1024,
    playlistMaxEntries: config.PLAYLIST_MAX_ENTRIES,
    cookiesFile: config.YTDLP_COOKIES_FILE,
    upstreamProxy: config.YTDLP_PROXY,
    toolMemoryLimitMb: config.TOOL_MEMORY_MB,
    allowUnconfinedTools: config.UNSAFE_UNCONFINED_TOOLS,
    bwrapPath: config.BWRAP_PATH,
    allowLive: config.ALLOW_LIVE,
    fragmentConcurrency: config.FRAGMENT_CONCURRENCY,
    ytdlpWorkers: config.YTDLP_WORKERS,
    ytdlpWorkerMaxRequests: config.YTDLP_WORKER_MAX_REQUESTS,
    ytdlpWorkerIdleMs: config.YTDLP_WORKER_IDLE_S * 1000,
  };
}
