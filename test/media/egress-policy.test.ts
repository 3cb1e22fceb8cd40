import { describe, expect, it } from 'vitest';
import {
  EgressPolicy,
  type LookupAll,
  type PrivateUrlPolicy,
  parseMediaUrl,
} from '../../src/media/egress/url-guard.js';
import { MediaError } from '../../src/media/errors.js';

// The egress policy of src/media/egress/url-guard.ts (its URL checks are url-guard.test.ts).

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
