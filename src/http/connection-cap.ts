import type { Server } from 'node:http';
import { BlockList, isIPv4, type Socket } from 'node:net';
import { anonymousClientId } from '../usage/index.js';
import { isLoopback } from './access.js';

export interface ConnectionCap {
  max: number;
  trustProxy: false | number | string[];
  onRefused?: (() => void) | undefined;
  warn: (message: string) => void;
}

/**
 * At most `max` open connections per address (an IPv6 client by its /64);
 * more are closed as they open, before a byte is read. The address is the
 * peer's: all that is known then. A reverse proxy's connections carry everyone,
 * so TRUST_PROXY's proxies (every peer with a hop count) and this machine
 * (where a local proxy connects from) are not capped: cap at the proxy.
 */
export function capConnectionsPerAddress(server: Server, cap: ConnectionCap): void {
  if (cap.max === 0 || typeof cap.trustProxy === 'number') return;
  const proxies = blockListOf(cap.trustProxy || []);
  const open = new Map<string, number>();
  // Addresses told of in the log since they last held no connection: once each, not per refusal.
  const warned = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isLoopback(address) || proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) {
      return;
    }
    const key = anonymousClientId(address);
    const count = open.get(key) ?? 0;
    if (count >= cap.max) {
      cap.onRefused?.();
      if (!warned.has(key))
        cap.warn(`${key} holds ${cap.max} connections (MAX_CONNECTIONS_PER_ADDRESS); more are closed`);
      warned.add(key);
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) return void open.set(key, left);
      open.delete(key);
      warned.delete(key);
    });
  });
}

/** TRUST_PROXY's addresses and CIDRs (checked by src/config). */
function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}
