/** Anonymous HTTP users: an IPv4 address, or an IPv6 client's /64 (src/usage/client-network.ts). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { anonymousClientId } from '../../src/usage/index.js';

describe('anonymousClientId', () => {
  it('is the /64 for IPv6, however the address is written', () => {
    const same = ['2001:db8:1:2::5', '2001:DB8:1:2:aaaa::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', 'fe80::1%eth0'];
    expect(new Set(same.slice(0, 3).map(anonymousClientId))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(anonymousClientId(same[3] as string)).toBe('fe80::/64');
    expect(anonymousClientId('2001:db8:1:3::5')).not.toBe(anonymousClientId('2001:db8:1:2::5'));
    expect(anonymousClientId('2001:db8::1')).toBe('2001:db8::/64');
  });

  it('keeps IPv4 (also IPv4-mapped), ::1 and what is no address as they are', () => {
    expect(anonymousClientId('203.0.113.7')).toBe('203.0.113.7');
    expect(anonymousClientId('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(anonymousClientId('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(anonymousClientId('::1')).toBe('::1');
    expect(anonymousClientId('alice')).toBe('alice');
  });

  it('reads an address in the config user lists as the user it stands for', () => {
    const config = loadConfig({ BLOCKED_USERS: 'http:2001:db8:9:9::1,http:alice,http:::ffff:10.0.0.1,telegram:5' });
    expect(config.BLOCKED_USERS).toEqual(['http:2001:db8:9:9::/64', 'http:alice', 'http:10.0.0.1', 'telegram:5']);
  });
});
