// What thumbnails.test.ts wraps and checks: a MediaApi that records the thumbnails it made, the file parts of a
// recorded call, and the thumbnail part of an upload (a small JPEG).
import { expect } from 'vitest';
import type { MediaApi } from '../../src/media/types.js';
import type { RecordedCall, UploadedFile } from '../support/fake-telegram.js';
import { probeFile, videoStream } from '../support/probe.js';

/** Everything the fake recorded as a file part, whatever its field. */
export const fileParams = (call: RecordedCall) =>
  Object.entries(call.params).filter(([, v]) => typeof v === 'object' && v !== null && 'size' in v);

/** A thumbnail the wrapped MediaApi handed out, and whether its cleanup has run. */
export interface MadeThumbnail {
  path: string;
  cleanedUp: boolean;
}

/** Delegates to the real service, recording each thumbnail made. */
export function recordingMedia(real: MediaApi, made: MadeThumbnail[]): MediaApi {
  return {
    info: (url, options) => real.info(url, options),
    cachedInfo: (url) => real.cachedInfo(url),
    download: (request, options) => real.download(request, options),
    assertAllowedUrl: (url) => real.assertAllowedUrl(url),
    thumbnail: async (url, options) => {
      const thumbnail = await real.thumbnail(url, options);
      const entry: MadeThumbnail = { path: thumbnail.path, cleanedUp: false };
      made.push(entry);
      return {
        path: thumbnail.path,
        // Set once the cleanup is done, not when it starts: a test that sees it may look for the file.
        cleanup: async () => {
          await thumbnail.cleanup();
          entry.cleanedUp = true;
        },
      };
    },
  };
}

/** The thumbnail part of an upload: a JPEG (mjpeg) of at most 320×320 px. */
export async function expectJpegThumbnail(call: RecordedCall): Promise<void> {
  const part = call.params.thumbnail as UploadedFile | undefined;
  expect(part).toMatchObject({ size: expect.any(Number) });
  expect(part?.size).toBeGreaterThan(0);
  const picture = videoStream(await probeFile((part as UploadedFile).path));
  expect(picture?.codec_name).toBe('mjpeg');
  expect(picture?.width).toBeGreaterThan(0);
  expect(picture?.width).toBeLessThanOrEqual(320);
  expect(picture?.height).toBeGreaterThan(0);
  expect(picture?.height).toBeLessThanOrEqual(320);
}
