import { and, eq } from 'drizzle-orm';
import type { Store } from '../../src/db/index.js';

/** How a cached file was sent, and so how to resend it. */
export type SendMethod = 'video' | 'audio' | 'document';

/** What makes two requests produce the same file. */
export interface FileCacheKey {
  /** `platform:id:page URL` of the media. */
  mediaKey: string;
  selector: string;
  convert?: 'mp3' | undefined;
  quality?: number | undefined;
}

export interface CachedFile {
  sendMethod: SendMethod;
  fileId: string;
  bytes: number;
}

/**
 * Telegram `file_id`s of uploaded files in the database (SQLite or
 * PostgreSQL), so a repeated request is answered in well under a second,
 * survives restarts and is shared by every instance.
 */
export class TelegramFileCache {
  constructor(
    private readonly store: Store,
    /** Told whether each get() found a file (the metrics' file_id cache hits). */
    private readonly onLookup?: (hit: boolean) => void,
  ) {}

  async get(key: FileCacheKey): Promise<CachedFile | undefined> {
    const { db, t } = this.store;
    const [row] = await db
      .select({
        sendMethod: t.telegramFileCache.sendMethod,
        fileId: t.telegramFileCache.fileId,
        bytes: t.telegramFileCache.bytes,
      })
      .from(t.telegramFileCache)
      .where(and(...this.match(key)));
    this.onLookup?.(row !== undefined);
    return row;
  }

  async put(key: FileCacheKey, file: CachedFile): Promise<void> {
    const { db, t } = this.store;
    const row = { ...this.columns(key), ...file, createdAt: new Date() };
    const c = t.telegramFileCache;
    await db
      .insert(c)
      .values(row)
      .onConflictDoUpdate({
        target: [c.mediaKey, c.selector, c.convert, c.quality],
        set: { sendMethod: file.sendMethod, fileId: file.fileId, bytes: file.bytes, createdAt: row.createdAt },
      });
  }

  /** Forgets an entry Telegram no longer accepts. */
  async delete(key: FileCacheKey): Promise<void> {
    const { db, t } = this.store;
    await db.delete(t.telegramFileCache).where(and(...this.match(key)));
  }

  private columns(key: FileCacheKey) {
    // The key columns are NOT NULL: '' and 0 stand for "no conversion".
    return {
      mediaKey: key.mediaKey,
      selector: key.selector,
      convert: key.convert ?? '',
      quality: key.convert ? (key.quality ?? 0) : 0,
    };
  }

  private match(key: FileCacheKey) {
    const c = this.columns(key);
    const table = this.store.t.telegramFileCache;
    return [
      eq(table.mediaKey, c.mediaKey),
      eq(table.selector, c.selector),
      eq(table.convert, c.convert),
      eq(table.quality, c.quality),
    ];
  }
}
