import { describe, expect, it } from 'vitest';
import type { PrivateUrlPolicy } from '../../src/media/egress/url-guard.js';
import {
  EgressPolicy,
  isPrivateAddress,
  type LookupAll,
  MAX_URL_LENGTH,
  parseMediaUrl,
} from '../../src/media/egress/url-guard.js';
import { MediaError } from '../../src/media/errors.js';

/** Fails the test if the policy asks DNS: literals must be judged without it. */
const noDns: LookupAll = async (host) => {
  throw new Error(`unexpected DNS lookup of ${host}`);
};

const deny: PrivateUrlPolicy = { kind: 'deny' };

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    if (error instanceof MediaError) return error.code;
    throw error;
  }
}

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

describe('EgressPolicy', () => {
  const denyPolicy = new EgressPolicy(deny, { lookup: noDns });

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://127.1:8080/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:0:127.0.0.1]/',
    'http://[::ffff:0:7f00:1]/',
    'http://[::ffff:0:a00:1]/',
    'http://[::ffff:0:c0a8:101]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/',
    'http://0.0.0.0:3000/',
  ])('deny refuses %s with url_not_allowed', async (raw) => {
    await expect(denyPolicy.check(parseMediaUrl(raw))).rejects.toMatchObject({
      code: 'url_not_allowed',
      message: 'Links to private or local network addresses are not allowed.',
    });
  });

  it('deny refuses localhost after resolving it with the real resolver', async () => {
    const policy = new EgressPolicy(deny);
    await expect(policy.check(new URL('http://localhost:9/'))).rejects.toMatchObject({ code: 'url_not_allowed' });
  });

  it('judges public literals as allowed without DNS or connecting', async () => {
    expect(await denyPolicy.check(parseMediaUrl('http://93.184.216.34/x'))).toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
    expect(await denyPolicy.check(parseMediaUrl('https://[2606:4700::1]:8443/'))).toEqual([
      { address: '2606:4700::1', family: 6 },
    ]);
    expect(await denyPolicy.check({ protocol: 'https:', hostname: '2606:4700::1', port: '' })).toEqual([
      { address: '2606:4700::1', family: 6 },
    ]);
    // IPv4-mapped and IPv4-translated literals are judged by the embedded (public) IPv4 address.
    expect(await codeOf(denyPolicy.check(parseMediaUrl('http://[::ffff:808:808]/')))).toBe('allowed');
    expect(await codeOf(denyPolicy.check(parseMediaUrl('http://[::ffff:0:808:808]/')))).toBe('allowed');
  });

  it('refuses a name when any of its addresses is private', async () => {
    const lookup: LookupAll = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    const policy = new EgressPolicy(deny, { lookup });
    expect(await codeOf(policy.check(new URL('https://media.example/')))).toBe('url_not_allowed');
  });

  it('returns every resolved address when all are public', async () => {
    const addresses = [
      { address: '2606:4700::1', family: 6 as const },
      { address: '93.184.216.34', family: 4 as const },
    ];
    const lookups: string[] = [];
    const policy = new EgressPolicy(deny, {
      lookup: async (host) => {
        lookups.push(host);
        return addresses;
      },
    });
    expect(await policy.check(new URL('https://media.example/v'))).toEqual(addresses);
    expect(lookups).toEqual(['media.example']);
  });

  it('reports DNS failures, empty answers and DNS timeouts as unreachable', async () => {
    const failing = new EgressPolicy(deny, {
      lookup: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    await expect(failing.check(new URL('https://nowhere.example/'))).rejects.toMatchObject({
      code: 'unreachable',
      message: 'The host name could not be resolved.',
    });
    const empty = new EgressPolicy(deny, { lookup: async () => [] });
    expect(await codeOf(empty.check(new URL('https://nowhere.example/')))).toBe('unreachable');
    const hanging = new EgressPolicy(deny, { lookup: () => new Promise(() => {}), lookupTimeoutMs: 50 });
    expect(await codeOf(hanging.check(new URL('https://slow.example/')))).toBe('unreachable');
  });

  it('refuses non-http destinations', async () => {
    expect(await codeOf(denyPolicy.check({ protocol: 'ftp:', hostname: '93.184.216.34', port: '' }))).toBe(
      'invalid_url',
    );
  });

  it('allow-all allows private addresses', async () => {
    const policy = new EgressPolicy({ kind: 'allow-all' }, { lookup: noDns });
    expect(await policy.check(new URL('http://127.0.0.1:8080/'))).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(await policy.check(new URL('http://[::1]/'))).toEqual([{ address: '::1', family: 6 }]);
  });

  describe('origins', () => {
    const policy = new EgressPolicy(
      { kind: 'origins', origins: ['http://127.0.0.1:8080', 'https://[::1]', 'http://localhost:9000'] },
      { lookup: async () => [{ address: '127.0.0.1', family: 4 }] },
    );

    it('allows exactly the listed origins', async () => {
      expect(await codeOf(policy.check(new URL('http://127.0.0.1:8080/video')))).toBe('allowed');
      expect(await codeOf(policy.check(new URL('https://[::1]:443/x')))).toBe('allowed');
      expect(await codeOf(policy.check(new URL('http://localhost:9000/')))).toBe('allowed');
      expect(await codeOf(policy.check({ protocol: 'http:', hostname: '127.0.0.1', port: '8080' }))).toBe('allowed');
    });

    it.each([
      'http://127.0.0.1:8081/', // other port
      'http://127.0.0.1/', // default port
      'https://127.0.0.1:8080/', // other scheme
      'http://[::1]/', // https only
      'http://127.0.0.2:8080/', // other host
      'http://localhost:8080/', // same address, but not the listed host
      'http://127.0.0.1:9000/',
    ])('refuses %s', async (raw) => {
      expect(await codeOf(policy.check(new URL(raw)))).toBe('url_not_allowed');
    });

    it('still allows public destinations', async () => {
      expect(await codeOf(policy.check(new URL('https://93.184.216.34/')))).toBe('allowed');
    });
  });
});
