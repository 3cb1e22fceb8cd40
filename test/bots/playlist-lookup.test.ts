/**
 * A playlist answer from the media layer (formats: [] and entries) is handed
 * to the bots as it is, for their playlist card; no duration check applies
 * (a playlist has no length of its own). The cards themselves are tested in
 * test/bots/playlist.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { lookUp } from '../../bots/shared/lookup.js';
import { translator } from '../../src/i18n/index.js';
import type { MediaApi, MediaInfo } from '../../src/media/types.js';
import type { UsageService, UsageTicket } from '../../src/usage/index.js';

const playlist: MediaInfo = {
  id: 'feed',
  title: 'Fixture Feed',
  platform: 'generic',
  webpageUrl: 'https://example.org/feed.xml',
  formats: [],
  entries: [
    { id: '1', title: 'First', url: 'https://example.org/1.mp4' },
    { id: '2', title: 'Second', url: 'https://example.org/2.mp4' },
  ],
  entryCount: 12,
};

function lookUpWith(info: MediaInfo, checkDuration: () => unknown = () => null) {
  const finish = vi.fn(async () => {});
  const media = { info: async () => info } as unknown as MediaApi;
  const usage = { checkDuration } as unknown as UsageService;
  const ticket = { finish } as unknown as UsageTicket;
  const logger = { warn: () => {}, info: () => {}, error: () => {} };
  const result = lookUp({
    t: translator('en'),
    media,
    usage,
    identity: { platform: 'telegram', id: '1' } as never,
    url: info.webpageUrl,
    ticket,
    signal: new AbortController().signal,
    logger: logger as never,
  });
  return { result, finish };
}

describe('a bot shown a playlist', () => {
  it('gets the playlist with its entries, the lookup counted as done', async () => {
    const { result, finish } = lookUpWith(playlist);
    expect(await result).toEqual({ ok: true, info: playlist });
    expect(finish).toHaveBeenCalledWith({ outcome: 'ok', mediaPlatform: 'generic' });
  });

  it('is not refused for its length, whatever the duration limit', async () => {
    const { result } = lookUpWith({ ...playlist, durationSeconds: 99_999 }, () => ({ message: 'too long' }));
    expect(await result).toMatchObject({ ok: true });
  });
});
