import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import {
  createUsageService,
  type Identity,
  type UsageService,
  type UsageServiceOptions,
} from '../../src/usage/index.js';

/** The repository root, where package.json and drizzle/ live. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const alice: Identity = { platform: 'telegram', externalId: '1001', displayName: 'Alice' };
export const bob: Identity = { platform: 'discord', externalId: '2002', displayName: 'Bob' };
export const owner: Identity = { platform: 'telegram', externalId: '9999', displayName: 'Owner' };

export const noLimits = {
  downloadsPerDay: 0,
  mbPerDay: 0,
  infoPerMinute: 0,
  concurrentJobsPerUser: 0,
  maxDurationS: 0,
};

/** A clock the test moves by hand. */
export function manualClock(startIso: string) {
  let current = new Date(startIso).getTime();
  return {
    now: () => new Date(current),
    set(iso: string) {
      current = new Date(iso).getTime();
    },
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * Real database files in fresh temporary directories; call cleanup() in
 * afterEach to close every connection and delete the directories.
 */
export class TempDatabases {
  private readonly dirs: string[] = [];
  private readonly handles: DatabaseHandle[] = [];

  /** A new empty directory under the OS temp dir. */
  dir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usage-test-'));
    this.dirs.push(dir);
    return dir;
  }

  /** Opens (and migrates) a database file, by default a new one. */
  open(file: string = path.join(this.dir(), 'data', 'app.db')): DatabaseHandle & { file: string } {
    const handle = openDatabase(file);
    this.handles.push(handle);
    return { ...handle, file };
  }

  /** A usage service over a new database, with the given options over open defaults. */
  service(options: Partial<Omit<UsageServiceOptions, 'db'>> & { file?: string } = {}): {
    service: UsageService;
    handle: DatabaseHandle & { file: string };
  } {
    const { file, ...rest } = options;
    const handle = this.open(file);
    const service = createUsageService({
      db: handle.db,
      limits: noLimits,
      allowedUsers: [],
      blockedUsers: [],
      ownerIds: [],
      ...rest,
    });
    return { service, handle };
  }

  cleanup(): void {
    for (const handle of this.handles.splice(0)) handle.close();
    for (const dir of this.dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A download request for tests. */
export const download = (url = 'https://example.com/v/1', extra: { durationSeconds?: number } = {}) => ({
  action: 'download' as const,
  url,
  mediaPlatform: 'youtube',
  selector: 'best',
  kind: 'video',
  ...extra,
});

/** An info request for tests. */
export const info = (url = 'https://example.com/v/1', extra: { durationSeconds?: number } = {}) => ({
  action: 'info' as const,
  url,
  ...extra,
});
