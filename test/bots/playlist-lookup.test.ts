/**
 * The bots offer single media only for now: a playlist answer from the media
 * layer (formats: [] and entries) must end in a sentence, not an empty card.
 */
import { describe, expect, it, vi } from 'vitest';
import { lookUp } from '../../bots/shared/lookup.js';
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

function lookUpWith(info: MediaInfo) {
  const finish = vi.fn(async () => {});
  const media = { info: async () => info } as unknown as MediaApi;
  const usage = { checkDuration: () => null } as unknown as UsageService;
  const ticket = { finish } as unknown as UsageTicket;
  const logger = { warn: () => {}, info: () => {}, error: () => {} };
  const result = lookUp({
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
  it('says how many items it has and asks for one, the lookup counted as done', async () => {
    const { result, finish } = lookUpWith(playlist);
    expect(await result).toEqual({
      ok: false,
      text: 'This is a playlist of 12 items; send the link of one item.',
    });
    expect(finish).toHaveBeenCalledWith({ outcome: 'ok', mediaPlatform: 'generic' });
  });

  it('counts the listed entries when the total is not known', async () => {
    const { entryCount: _total, ...unknownTotal } = playlist;
    const { result } = lookUpWith(unknownTotal);
    expect(await result).toMatchObject({ text: 'This is a playlist of 2 items; send the link of one item.' });
  });
});
