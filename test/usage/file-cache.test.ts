/** The Telegram file_id cache is a table like the others: the same on SQLite and PostgreSQL. */
import { expect, it } from 'vitest';
import { TelegramFileCache } from '../../bots/telegram/file-cache.js';
import { onEachBackend } from './helpers.js';

onEachBackend((temp) => {
  it('keeps, replaces and forgets file_ids by media, format and conversion, across connections', async () => {
    const first = await temp.open();
    const here = new TelegramFileCache(first);
    const there = new TelegramFileCache(await temp.open(first.where));
    const video = { mediaKey: 'youtube:abc:https://y.example/abc', selector: '22' };
    const mp3 = { ...video, convert: 'mp3' as const, quality: 192 };

    expect(await there.get(video)).toBeUndefined();
    await here.put(video, { sendMethod: 'video', fileId: 'F1', bytes: 3_000_000_000 });
    await here.put(mp3, { sendMethod: 'audio', fileId: 'A1', bytes: 1000 });
    expect(await there.get(video)).toEqual({ sendMethod: 'video', fileId: 'F1', bytes: 3_000_000_000 });
    expect(await there.get({ ...mp3, quality: 320 })).toBeUndefined();

    await there.put(video, { sendMethod: 'document', fileId: 'F2', bytes: 5 });
    expect(await here.get(video)).toEqual({ sendMethod: 'document', fileId: 'F2', bytes: 5 });
    await here.delete(video);
    expect(await there.get(video)).toBeUndefined();
    expect(await there.get(mp3)).toEqual({ sendMethod: 'audio', fileId: 'A1', bytes: 1000 });
  });
});
