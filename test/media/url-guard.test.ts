import { describe, expect, it } from 'vitest';
import { isPrivateAddress, MAX_URL_LENGTH, parseMediaUrl } from '../../src/media/egress/url-guard.js';
import { MediaError } from '../../src/media/errors.js';

// The URL checks and the private-address test; the egress policy built on them is egress-policy.test.ts.

function parseError(raw: string): MediaError {
  try {
    parseMediaUrl(raw);
  } catch (error) {
    if (error instanceof MediaError) return error;
    throw error;
  }
  throw new Error(`parseMediaUrl accepted ${raw}`);
}

describe('parseMediaUrl', () => {
  it('accepts http and https links and returns the normalized URL', () => {
    expect(parseMediaUrl('https://example.com/watch?v=1').href).toBe('https://example.com/watch?v=1');
    expect(parseMediaUrl('  HTTP://Example.COM:80/a b ').href).toBe('http://example.com/a%20b');
  });

  it.each([
    ['ftp://example.com/file.mp4'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['example.com/video'],
    ['//example.com/video'],
    [''],
    ['   '],
    ['http://'],
    ['http://exa mple.com/'],
  ])('rejects %j as invalid_url with a message for people', (raw) => {
    const error = parseError(raw);
    expect(error.code).toBe('invalid_url');
    expect(error.message).toMatch(/^[A-Z].+\.$/);
  });

  it.each([['http://user:pass@example.com/'], ['https://user@example.com/'], ['http://:secret@example.com/']])(
    'rejects embedded credentials in %s',
    (raw) => {
      const error = parseError(raw);
      expect(error.code).toBe('invalid_url');
      expect(error.message).toMatch(/user name or password/);
    },
  );

  it('rejects links longer than 2048 characters and accepts 2048', () => {
    const base = 'https://example.com/';
    const exact = base + 'a'.repeat(MAX_URL_LENGTH - base.length);
    expect(parseMediaUrl(exact).href).toHaveLength(MAX_URL_LENGTH);
    expect(parseError(`${exact}a`).code).toBe('invalid_url');
    // Percent-encoding lengthens the href past the limit.
    expect(parseError(base + 'é'.repeat(400)).code).toBe('invalid_url');
  });

  it.each([
    ['http://2130706433/', 'http://127.0.0.1/'],
    ['http://0x7f.1/', 'http://127.0.0.1/'],
    ['http://127.1/', 'http://127.0.0.1/'],
    ['http://0177.0.0.1/', 'http://127.0.0.1/'],
    ['http://0x7f000001:8080/x', 'http://127.0.0.1:8080/x'],
    ['http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/'],
    ['http://169.254.169.254./latest', 'http://169.254.169.254/latest'],
  ])('normalizes %s to %s', (raw, href) => {
    expect(parseMediaUrl(raw).href).toBe(href);
  });
});

describe('isPrivateAddress', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fd00::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '100::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:0:127.0.0.1', // IPv4-translated (SIIT), like IPv4-mapped
    '::ffff:0:7f00:1',
    '::ffff:0:a00:1', // 10.0.0.1
    '::ffff:0:c0a8:101', // 192.168.1.1
    '::ffff:0:169.254.169.254',
    '::ffff:0:0:0', // 0.0.0.0
    '::127.0.0.1',
    '::8.8.8.8', // IPv4-compatible: deprecated, refused outright
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::1', // local-use NAT64
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo, client 192.0.2.45
    '2001:0:a00:1::1', // Teredo, server 10.0.0.1
    'not-an-ip',
    '',
  ])('%s is private', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.0.1.255',
    '198.20.0.0',
    '223.255.255.255',
    '2606:4700::1',
    '[2606:4700::1]',
    '2001:4860:4860::8888',
    '::ffff:93.184.216.34',
    '::ffff:5db8:d822',
    '::ffff:0:808:808', // IPv4-translated 8.8.8.8
    '::ffff:0:93.184.216.34',
    '64:ff9b::93.184.216.34',
    '2002:5db8:d822::1', // 6to4 of 93.184.216.34
    '2001:0:808:808::a2b7:a2b7', // Teredo, server 8.8.8.8, client 93.72.93.72
  ])('%s is public', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});
