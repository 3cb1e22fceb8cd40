import { isIPv4, isIPv6 } from 'node:net';

/*
 * Without API keys the user is the client's address. An IPv6 host usually
 * holds a whole /64 (SLAAC, privacy addresses) and can take a fresh address
 * for every request, so counting by address would give it a new budget each
 * time: an IPv6 client is its /64, as an IPv4 client is its address.
 */

/** The eight 16-bit groups of an IPv6 address (any notation, zone already removed). */
function hextets(address: string): number[] {
  // URL writes the address canonically: lower case, one "::", no dotted IPv4 tail.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The anonymous user an address stands for: an IPv4 address as is (also
 * when it arrives IPv4-mapped, `::ffff:203.0.113.7`), an IPv6 address as its
 * /64 in canonical form (`2001:db8:1:2::/64`), anything else (an API key's
 * name, `::1`) unchanged. Also applied to `http:` ids in the config's user
 * lists, so an address listed there stands for its /64 too.
 */
export function anonymousClientId(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  // ::1 is this machine alone; its /64 would read as "::/64" in /stats.
  if (isIPv4(address) || !isIPv6(address) || address === '::1') return address;
  const groups = hextets(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = groups.slice(0, 4).map((group) => group.toString(16));
  return `${new URL(`http://[${prefix.join(':')}::]`).hostname.slice(1, -1)}/64`;
}
