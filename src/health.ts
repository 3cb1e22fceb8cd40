import type { Config } from './config/index.js';
import type { DatabaseHandle } from './db/index.js';
import { diskSpaceWarning, type readDiskSpace } from './disk-space.js';
import type { chooseJsRuntime, MediaService, readToolVersions, YtdlpFreshness } from './media/index.js';
import type { YoutubeChain } from './youtube-chain.js';

/** What GET /api/health reads from the running services, each time it is asked. */
export interface HealthParts {
  config: Config;
  versions: Awaited<ReturnType<typeof readToolVersions>>;
  /** yt-dlp's age; the sites refusing this server lately (src/refusals), said in English here. */
  maintenance: {
    ytdlpStatus(): YtdlpFreshness;
    youtubeChain(): Promise<YoutubeChain>;
    siteRefusals?(locale: 'en'): Promise<{ refusals: { text: string }[]; coolingOff: unknown[] }>;
  };
  js: ReturnType<typeof chooseJsRuntime>;
  media: MediaService;
  database: DatabaseHandle;
  diskSpace: () => ReturnType<typeof readDiskSpace>;
}

/** The owner's words for a database that stopped answering (English, like the other warnings of /api/health). */
function databaseWarning(state: { since: Date }): string {
  // Not the driver's reason: it names the database's host, and /api/health needs no key. The log has it.
  return (
    `The database has not answered since ${state.since.toISOString()}: requests that need it ` +
    'are refused with 503 database_unavailable until it is back; nothing needs a restart.'
  );
}

/** The report of /api/health: tool versions, confinement, lookups, YouTube's chain, queue, disk and database, and what is wrong in words. */
export function healthReporter(parts: HealthParts) {
  const { config, versions, js, media, database } = parts;
  return async () => {
    const ytdlp = parts.maintenance.ytdlpStatus();
    const youtube = await parts.maintenance.youtubeChain();
    const confinement = media.confinementStatus;
    const disk = await parts.diskSpace();
    const diskWarning = diskSpaceWarning(config.DATA_DIR, disk);
    const db = database.availability();
    const refusals = db.available ? await parts.maintenance.siteRefusals?.('en') : undefined;
    return {
      ...versions,
      ...(ytdlp.ageDays !== undefined ? { ytdlpAgeDays: ytdlp.ageDays } : {}),
      jsRuntime: js.runtime ?? null,
      confinement,
      lookups: media.lookupWorkers,
      youtube,
      warnings: [
        ...(ytdlp.advice ? [ytdlp.advice] : []),
        ...(confinement.kind === 'none' ? [confinement.description] : []),
        ...(diskWarning ? [diskWarning] : []),
        ...(db.available ? [] : [databaseWarning(db)]),
        ...(refusals?.refusals.map((refusal) => refusal.text) ?? []),
      ],
      queue: media.queueStats,
      ...(disk ? { disk: { freeBytes: disk.freeBytes, neededBytes: disk.neededBytes } } : {}),
      database: db.available
        ? { backend: database.dialect, available: true }
        : { backend: database.dialect, available: false, since: db.since.toISOString() },
      ...(refusals ? { siteRefusals: refusals } : {}),
    };
  };
}
