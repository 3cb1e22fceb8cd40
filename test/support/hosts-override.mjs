// A hosts file for a built process under test, preloaded with `--import` (NODE_OPTIONS): names listed in the JSON
// file MEDIA_FETCHER_TEST_HOSTS ({"name": "address"}) resolve to their address, read anew at every lookup, so a
// test can change what a name resolves to while the process runs (DNS that changes after a check). Other names
// resolve as ever. Only the tests load it; the service has no such switch.
import dns from 'node:dns';
import { readFileSync } from 'node:fs';

const file = process.env.MEDIA_FETCHER_TEST_HOSTS;
if (file) {
  const system = dns.promises.lookup.bind(dns.promises);
  /** @param {string} hostname @param {{ all?: boolean }} [options] */
  const lookup = async (hostname, options) => {
    /** @type {Record<string, unknown>} */
    let hosts = {};
    try {
      hosts = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // No file yet: no names listed.
    }
    const address = hosts[hostname];
    if (typeof address !== 'string') return system(hostname, { ...options });
    const answer = { address, family: address.includes(':') ? 6 : 4 };
    return options?.all ? [answer] : answer;
  };
  dns.promises.lookup = /** @type {typeof dns.promises.lookup} */ (lookup);
}
