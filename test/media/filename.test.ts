/**
 * Titles shortened for people and file systems (src/media/filename.ts): at
 * most 200 bytes of UTF-8, cut at a word boundary where there is one near,
 * never inside a character, surrogate pair or grapheme.
 */
import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  displayTitle,
  fitTitle,
  MAX_TITLE_BYTES,
  safeBaseName,
  safeFileName,
} from '../../src/media/filename.js';
import { LONG_TITLE } from '../support/fixtures.js';

const bytes = (text: string) => Buffer.byteLength(text);
const graphemesOf = (text: string) =>
  [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
/** No lone surrogate: UTF-8 round-trips it unchanged. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;
const withoutEllipsis = (text: string) => (text.endsWith('…') ? text.slice(0, -1) : text);

/** `short` is `full` cut after a whole grapheme of `full` (plus "…" when cut). */
function expectGraphemePrefix(short: string, full: string) {
  const kept = graphemesOf(withoutEllipsis(short));
  expect(graphemesOf(full).slice(0, kept.length)).toEqual(kept);
}

describe('displayTitle', () => {
  it('keeps a title that fits as it is, punctuation included', () => {
    expect(displayTitle('AC/DC: Live at River Plate (2009)?')).toBe('AC/DC: Live at River Plate (2009)?');
    const exactly = 'é'.repeat(MAX_TITLE_BYTES / 2);
    expect(bytes(exactly)).toBe(MAX_TITLE_BYTES);
    expect(displayTitle(exactly)).toBe(exactly);
  });

  it('cuts a title one byte too long, marking the cut', () => {
    const title = `${'é'.repeat(MAX_TITLE_BYTES / 2 - 1)}abc`;
    expect(bytes(title)).toBe(MAX_TITLE_BYTES + 1);
    const short = displayTitle(title);
    expect(short.endsWith('…')).toBe(true);
    expect(bytes(short)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
  });

  it('cuts words at a word boundary', () => {
    const title = 'lorem ipsum dolor sit amet consectetur '.repeat(20).trim();
    const short = displayTitle(title);
    expect(bytes(short)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
    const kept = withoutEllipsis(short);
    expect(title.startsWith(kept)).toBe(true);
    // The next character of the title is a space: no word was cut in half.
    expect(title[kept.length]).toBe(' ');
    expect(bytes(kept)).toBeGreaterThan(MAX_TITLE_BYTES / 2);
  });

  it('cuts one long word, or CJK without spaces, between characters and keeps most of the room', () => {
    for (const title of ['x'.repeat(1000), '東京都の天気は晴れのち曇りでしょう'.repeat(20), '😀'.repeat(300)]) {
      const short = displayTitle(title);
      expect(short.endsWith('…')).toBe(true);
      expect(bytes(short)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
      expect(bytes(short)).toBeGreaterThan(MAX_TITLE_BYTES * 0.75);
      expect(wellFormed(short)).toBe(true);
      expectGraphemePrefix(short, title);
    }
  });

  it('never splits an emoji ZWJ sequence, a flag, a skin tone or a letter with its accents', () => {
    const family = '👨‍👩‍👧‍👦'; // 7 code points, 11 code units, 25 bytes: one grapheme
    const pieces = [family, '🇯🇵', '👩🏽‍💻', 'e\u0301\u0323', 'क्षि', '🏳️‍🌈'];
    for (const piece of pieces) {
      // Every offset: the budget runs out at each position within the piece in turn.
      for (let pad = 0; pad < 30; pad++) {
        const title = 'a'.repeat(180 + pad) + piece.repeat(8);
        const short = fitTitle(title);
        expect(bytes(short)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
        expect(wellFormed(short)).toBe(true);
        expectGraphemePrefix(short, title);
      }
    }
  });

  it('mixes all of that in the 800-character fixture title', () => {
    expect([...LONG_TITLE]).toHaveLength(800);
    const short = displayTitle(LONG_TITLE);
    expect(bytes(short)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
    expect(wellFormed(short)).toBe(true);
    expectGraphemePrefix(short, LONG_TITLE);
    expect(LONG_TITLE[withoutEllipsis(short).length]).toBe(' ');
  });

  it('drops control, bidi and zero-width characters and broken surrogates, but keeps joiners', () => {
    const title = 'a\u0000b\r\nc\u202ed\u2066e\u200bf\ufeffg \ud83d h \ude00 i 👩‍💻 می\u200cخواهم';
    const shown = displayTitle(title);
    expect(shown).not.toMatch(/[\u0000-\u001f\u202e\u2066\u200b\ufeff]/);
    expect(wellFormed(shown)).toBe(true);
    expect(shown).toContain('👩‍💻');
    expect(shown).toBe('a b c d e f g h i 👩‍💻 می\u200cخواهم');
  });

  it('gives up the marks of a grapheme too large for any title rather than splitting it', () => {
    const zalgo = `Z${'\u0336\u0337'.repeat(200)}algo`;
    expect(bytes(graphemesOf(zalgo)[0] ?? '')).toBeGreaterThan(MAX_TITLE_BYTES);
    const short = displayTitle(zalgo);
    expect(bytes(short)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
    expect(short.startsWith('Z')).toBe(true);
  });

  it('says Untitled when nothing printable is left', () => {
    expect(displayTitle('')).toBe('Untitled');
    expect(displayTitle(' \u0000\u200b ')).toBe('Untitled');
  });
});

describe('safeFileName', () => {
  it('is the display title without path and reserved characters, within 200 bytes before the extension', () => {
    const name = safeFileName(LONG_TITLE, 'mp4');
    expect(name.endsWith('.mp4')).toBe(true);
    const base = name.slice(0, -'.mp4'.length);
    expect(base).toBe(safeBaseName(LONG_TITLE));
    expect(bytes(base)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
    expect(base).not.toMatch(/[/\\:*?"<>|\u0000-\u001f]/);
    expect(wellFormed(base)).toBe(true);
    // The link a bot builds carries the display title: its file name is the same one.
    expect(safeFileName(displayTitle(LONG_TITLE), 'mp4')).toBe(name);
  });

  it('is never empty or hidden', () => {
    expect(safeFileName('', 'mp3')).toBe('download.mp3');
    expect(safeFileName('///', 'mp3')).toBe('download.mp3');
    expect(safeFileName('...hidden', 'mp4')).toBe('hidden.mp4');
    expect(safeFileName('../../etc/passwd', 'mp4')).toBe('etc passwd.mp4');
  });

  it('gives a valid RFC 5987 Content-Disposition for any title, even one with a broken surrogate pair', () => {
    for (const title of [LONG_TITLE, 'x\ud800y', '100% "real"; name=evil']) {
      const header = contentDisposition(safeFileName(title, 'mp4'));
      const match =
        /^attachment; filename="([\x20\x21\x23-\x5b\x5d-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(
          header,
        );
      expect(match, header).not.toBeNull();
      expect(decodeURIComponent(match?.[2] ?? '')).toBe(safeFileName(title, 'mp4'));
    }
  });
});
