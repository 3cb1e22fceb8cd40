import { describe, expect, it } from 'vitest';
import { InvalidIdentityError, identityKey, parseIdentity } from '../../src/usage/index.js';

describe('identities', () => {
  it('formats and parses platform:id', () => {
    expect(identityKey({ platform: 'telegram', externalId: '123' })).toBe('telegram:123');
    expect(parseIdentity('discord:80351110224678912')).toEqual({
      platform: 'discord',
      externalId: '80351110224678912',
    });
    expect(parseIdentity('  http:ci-bot  ')).toEqual({ platform: 'http', externalId: 'ci-bot' });
    // Only the first colon separates: the rest belongs to the id.
    expect(parseIdentity('http:a:b')).toEqual({ platform: 'http', externalId: 'a:b' });
  });

  it.each([
    ['123', 'no platform'],
    ['matrix:123', 'unknown platform'],
    ['telegram:', 'empty id'],
    ['telegram:1 2', 'whitespace'],
    ['telegram:1,2', 'comma'],
    [`telegram:${'x'.repeat(129)}`, 'over 128 characters'],
    ['Telegram:1', 'platform is lower case'],
  ])('rejects %s (%s) with a sentence', (text) => {
    expect(() => parseIdentity(text)).toThrow(InvalidIdentityError);
    expect(() => parseIdentity(text)).toThrow(/is not a user id; expected platform:id/);
  });

  it('accepts an id of exactly 128 characters', () => {
    expect(parseIdentity(`http:${'x'.repeat(128)}`).externalId).toHaveLength(128);
  });
});
