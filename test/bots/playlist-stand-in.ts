// The stand-in media layer of playlist-batch.test.ts: lookups and MP3s of names, without yt-dlp or the network.
import { Readable } from 'node:stream';
import { sentence } from '../../src/i18n/index.js';
import { MediaError } from '../../src/media/errors.js';
import type { DownloadHandle, DownloadRequest, MediaApi, MediaInfo } from '../../src/media/types.js';

/**
 * A media layer that answers `info` for any link (`unreachable` for one whose
 * name starts with "down", a playlist for "list", a 2-hour media for "long")
 * and downloads 1000 bytes per MP3; a name with "slow" waits for its signal.
 */
export function standInMedia() {
  const infoCalls: string[] = [];
  const downloads: DownloadRequest[] = [];
  const media = {
    async info(url: string): Promise<MediaInfo> {
      infoCalls.push(url);
      const name = new URL(url).pathname.slice(1);
      if (name.startsWith('down')) throw new MediaError('unreachable', sentence('error-code-unreachable'));
      const base = { id: name, title: `Media ${name}`, platform: 'generic', webpageUrl: url };
      if (name === 'list') return { ...base, formats: [], entries: [], entryCount: 0 };
      return {
        ...base,
        durationSeconds: name === 'long' ? 7200 : 4,
        formats: [{ id: 'a', selector: 'a', ext: 'm4a', kind: 'audio', label: 'Audio', detail: 'm4a' }],
      };
    },
    async download(request: DownloadRequest, options: { signal?: AbortSignal } = {}): Promise<DownloadHandle> {
      downloads.push(request);
      const slow = request.url.includes('slow');
      const stream = slow ? new Readable({ read() {} }) : Readable.from([Buffer.alloc(1000, 1)], { objectMode: false });
      const done = slow
        ? new Promise<{ bytes: number }>((_resolve, reject) => {
            const stop = () => {
              // The job's pipeline stops on the same signal; the stream just ends.
              stream.destroy();
              reject(new MediaError('cancelled', sentence('error-code-cancelled')));
            };
            if (options.signal?.aborted) stop();
            options.signal?.addEventListener('abort', stop);
          })
        : Promise.resolve({ bytes: 1000 });
      done.catch(() => undefined);
      return {
        filename: `${request.title}.mp3`,
        mimeType: 'audio/mpeg',
        ext: 'mp3',
        stream,
        cancel: () => stream.destroy(),
        bytesSoFar: () => 0,
        done,
      };
    },
  } as unknown as MediaApi;
  return { media, infoCalls, downloads };
}
