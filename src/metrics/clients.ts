/**
 * Clients stopped for what they held (src/http's client limits): downloads
 * ended because their client stopped reading, and connections closed as they
 * opened because their address held MAX_CONNECTIONS_PER_ADDRESS already.
 */
import { Counter, type Registry } from 'prom-client';

/** What the HTTP side tells (its ClientObserver). */
export interface ClientMetrics {
  sendStalled(): void;
  connectionRefused(): void;
}

export function clientFamilies(registry: Registry): ClientMetrics {
  const registers = [registry];
  const stalls = new Counter({
    name: 'media_fetcher_http_send_stalls_total',
    help: 'Downloads ended because their client accepted no bytes for SEND_STALL_TIMEOUT_S.',
    registers,
  });
  const refused = new Counter({
    name: 'media_fetcher_http_connections_refused_total',
    help: 'Connections closed as they opened: their address held MAX_CONNECTIONS_PER_ADDRESS already.',
    registers,
  });
  return { sendStalled: () => stalls.inc(), connectionRefused: () => refused.inc() };
}
