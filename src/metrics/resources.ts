/**
 * The server's own resources, read at each scrape: the free space under
 * DATA_DIR (temp files, the SQLite file, yt-dlp's cache) and whether the
 * database answers. Both are what turns requests into `disk_full` and
 * `database_unavailable`, so an alert can come before the users' errors do.
 */
import { Gauge, type Registry } from 'prom-client';

/** What the gauges read (given once the services exist). */
export interface ResourceSources {
  /** Bytes free under DATA_DIR, or undefined when they cannot be read. */
  diskFreeBytes(): Promise<number | undefined>;
  /** Whether the database answered the last statement that reached it. */
  databaseAvailable(): boolean;
}

export function resourceFamilies(registry: Registry): { watch(sources: ResourceSources): void } {
  const registers = [registry];
  let sources: ResourceSources | undefined;
  new Gauge({
    name: 'media_fetcher_disk_free_bytes',
    help: 'Bytes free under DATA_DIR (temp files, the SQLite database, the yt-dlp cache) for this process.',
    registers,
    async collect() {
      const free = await sources?.diskFreeBytes().catch(() => undefined);
      if (free === undefined) this.reset();
      else this.set(free);
    },
  });
  new Gauge({
    name: 'media_fetcher_db_available',
    help: 'Whether the database answered the last statement that reached it (1) or the server was gone (0).',
    registers,
    collect() {
      if (!sources) return this.reset();
      this.set(sources.databaseAvailable() ? 1 : 0);
    },
  });
  return {
    watch(given) {
      sources = given;
    },
  };
}
