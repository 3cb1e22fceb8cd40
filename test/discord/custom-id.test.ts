import { describe, expect, it } from 'vitest';
import {
  cardCustomId,
  choiceId,
  formatOptionValue,
  isChoiceId,
  parseCardCustomId,
  parseFormatOptionValue,
  pressOnCard,
} from '../../bots/discord/custom-id.js';
import { scrubTokens } from '../../bots/shared/log.js';

describe('custom_id', () => {
  it('round-trips a card id and a choice, far under 100 characters', () => {
    for (const choice of [{ kind: 'format' as const }, { kind: 'mp3' as const, quality: 320 as const }]) {
      const id = cardCustomId('abcdefgh23', choice);
      expect(id.length).toBeLessThanOrEqual(100);
      expect(parseCardCustomId(id)).toEqual({ cardId: 'abcdefgh23', choice });
    }
  });

  it('round-trips a menu choice pressed as a button with its value (Try again after a crash)', () => {
    for (const [choice, value] of [
      [{ kind: 'format' as const }, 'f3'],
      [{ kind: 'fit' as const }, 'f12'],
      [{ kind: 'subtitles' as const }, 's0'],
      [{ kind: 'mp3' as const, quality: 128 as const }, undefined],
    ] as const) {
      const id = choiceId(choice, value);
      expect(isChoiceId(id)).toBe(true);
      const custom = pressOnCard('abcdefgh23', id);
      expect(custom.length).toBeLessThanOrEqual(100);
      expect(parseCardCustomId(custom)).toEqual({ cardId: 'abcdefgh23', choice, ...(value ? { value } : {}) });
    }
    // A value only where a menu's choice takes one, and only of its own shape.
    for (const id of ['fmt:s1', 'sub:f1', 'snd:a1', 'mp3-128:f1', 'fmt:f', 'fmt:f123', 'fmt:f1:f2']) {
      expect(isChoiceId(id), id).toBe(false);
    }
  });

  it('rejects anything else a client could send', () => {
    for (const raw of [
      '',
      'mf:abcdefgh23',
      'mf:abcdefgh23:mp3-999',
      'mf:abcdefgh23:mp3-12',
      'mf:ABCDEFGH23:fmt',
      'mf:abcdefgh23:fmt:extra',
      'xx:abcdefgh23:fmt',
      `mf:abcdefgh23:fmt${'x'.repeat(200)}`,
    ]) {
      expect(parseCardCustomId(raw), raw).toBeUndefined();
    }
  });

  it('accepts only select values naming a format on the card', () => {
    expect(parseFormatOptionValue(formatOptionValue(3), 4)).toBe(3);
    expect(parseFormatOptionValue('f4', 4)).toBeUndefined();
    expect(parseFormatOptionValue('f-1', 4)).toBeUndefined();
    expect(parseFormatOptionValue('3', 4)).toBeUndefined();
    expect(parseFormatOptionValue(undefined, 4)).toBeUndefined();
  });
});

describe('log scrubbing', () => {
  it('hides interaction and webhook tokens and bot-token-shaped strings', () => {
    const text = scrubTokens(
      'PATCH /api/v10/webhooks/123/aW50ZXJhY3Rpb24abc/messages/@original and /interactions/9/tok123/callback with MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GfAKEt.0123456789abcdefghijklmnopqrstuvwxyzAB',
    );
    expect(text).not.toMatch(/aW50ZXJhY3Rpb24abc|tok123|GfAKEt/);
    expect(text).toContain('/webhooks/123/[redacted]/messages/@original');
  });
});
