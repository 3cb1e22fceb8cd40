import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.js';
import { telegramFileCache } from '../../src/db/schema.js';

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
 * Telegram `file_id`s of uploaded files in SQLite, so a repeated request is
 * answered in well under a second and survives restarts.
 */
export class TelegramFileCache {
  constructor(private readonly db: AppDatabase) {}

  get(key: FileCacheKey): CachedFile | undefined {
    const row = this.db
      .select({
        sendMethod: telegramFileCache.sendMethod,
        fileId: telegramFileCache.fileId,
        bytes: telegramFileCache.bytes,
      })
      .from(telegramFileCache)
      .where(and(...this.match(key)))
      .get();
    return row ?? undefined;
  }

  put(key: FileCacheKey, file: CachedFile): void {
    const row = { ...this.columns(key), ...file, createdAt: new Date() };
    this.db
      .insert(telegramFileCache)
      .values(row)
      .onConflictDoUpdate({
        target: [
          telegramFileCache.mediaKey,
          telegramFileCache.selector,
          telegramFileCache.convert,
          telegramFileCache.quality,
        ],
        set: { sendMethod: file.sendMethod, fileId: file.fileId, bytes: file.bytes, createdAt: row.createdAt },
      })
      .run();
  }

  /** Forgets an entry Telegram no longer accepts. */
  delete(key: FileCacheKey): void {
    this.db
      .delete(telegramFileCache)
      .where(and(...this.match(key)))
      .run();
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
    return [
      eq(telegramFileCache.mediaKey, c.mediaKey),
      eq(telegramFileCache.selector, c.selector),
      eq(telegramFileCache.convert, c.convert),
      eq(telegramFileCache.quality, c.quality),
    ];
  }
}
