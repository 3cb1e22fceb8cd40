/**
 * Issue 26 in Telegram: an MP3 press is sent with sendAudio carrying the
 * title, the performer (the artist the file is tagged with: a music
 * channel's name without " - Topic") and a thumbnail, and the file itself is
 * the tagged one with its square cover. The real bot against the fake Bot
 * API, the real MediaService on a song page built for this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCoverFixtures, COVER_SONG, writeSongPage } from '../support/cover-fixtures.js';
import { type FakeUser, pressForFile, requestCard, type UploadedFile } from '../support/fake-telegram.js';
import type { FixtureServer } from '../support/fixture-server.js';
import { type ProbedStream, probeFile } from '../support/probe.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';

const alice: FakeUser = { id: 4601, first_name: 'Alice' };

let telegram: TelegramTestWorld;
let site: FixtureServer;
let page = '';

beforeAll(async () => {
  telegram = await startTelegramTestWorld({
    world: { tmpPrefix: 'telegram-audio-tags-' },
    before: async (world) => {
      ({ server: site } = await world.serveBuilt(async (dir) => {
        await buildCoverFixtures(dir);
        page = await writeSongPage(dir, 'topic', {
          media: '/song.m4a',
          thumbnail: '{{BASE}}/wide.jpg',
          uploader: 'Fixture Band - Topic',
        });
      }));
    },
  });
});
afterAll(async () => {
  await telegram?.close();
});

describe('Telegram: sendAudio of a tagged MP3', () => {
  it('carries title, performer and a thumbnail, and the file its tags and square cover', async () => {
    const { fake } = telegram;
    const card = await requestCard(fake, alice, site.url(page));
    const { sent } = await pressForFile(fake, alice, card, /^(MP3 )?128$/, { method: 'sendAudio' });
    expect(sent.params.title).toBe(COVER_SONG.title);
    expect(sent.params.performer).toBe('Fixture Band');
    // The upload's thumbnail: Telegram's own, at most 320 px.
    const thumbnail = sent.params.thumbnail as UploadedFile;
    const picture = (await probeFile(thumbnail.path)).streams[0];
    expect(picture?.codec_name).toBe('mjpeg');
    expect(Math.max(picture?.width ?? 0, picture?.height ?? 0)).toBeLessThanOrEqual(320);
    // The file as tagged by the media core: the cover travels inside it.
    const audio = await probeFile((sent.params.audio as UploadedFile).path);
    const cover = audio.streams.find((s) => s.codec_type === 'video') as
      | (ProbedStream & { disposition?: Record<string, number> })
      | undefined;
    expect(cover).toMatchObject({ codec_name: 'mjpeg', width: 1080, height: 1080 });
    expect(cover?.disposition?.attached_pic).toBe(1);
    expect(audio.format.tags).toMatchObject({ title: COVER_SONG.title, artist: 'Fixture Band', date: COVER_SONG.date });
  });
});
