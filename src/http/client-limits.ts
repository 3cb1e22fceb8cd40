/**
 * What a slow or greedy client may hold (issue 43): a request's headers and
 * body come within REQUEST_TIMEOUT_S, a download whose client stops reading
 * ends after SEND_STALL_TIMEOUT_S (send-stall.ts), and one address holds at
 * most MAX_CONNECTIONS_PER_ADDRESS connections (connection-cap.ts).
 */

/** Told of the clients these limits stopped (the metrics). */
export interface ClientObserver {
  /** A download ended because its client accepted no byte for SEND_STALL_TIMEOUT_S. */
  sendStalled?(): void;
  /** A connection closed as it opened: its address held MAX_CONNECTIONS_PER_ADDRESS already. */
  connectionRefused?(): void;
}

export interface ClientLimits {
  requestTimeoutS: number;
  sendStallS: number;
  /** 0: no cap. */
  maxConnectionsPerAddress: number;
  observer?: ClientObserver | undefined;
}

/** The limits from their settings (src/config/server.ts). */
export function clientLimitsOf(
  settings: { REQUEST_TIMEOUT_S: number; SEND_STALL_TIMEOUT_S: number; MAX_CONNECTIONS_PER_ADDRESS: number },
  observer?: ClientObserver,
): ClientLimits {
  return {
    requestTimeoutS: settings.REQUEST_TIMEOUT_S,
    sendStallS: settings.SEND_STALL_TIMEOUT_S,
    maxConnectionsPerAddress: settings.MAX_CONNECTIONS_PER_ADDRESS,
    observer,
  };
}

/** The settings' defaults (src/config/server.ts). */
export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  requestTimeoutS: 30,
  sendStallS: 60,
  maxConnectionsPerAddress: 32,
};

/**
 * Fastify's and Node's deadlines for receiving a request. Node's requestTimeout
 * runs until the request is received, never over the response, so a long
 * download is not cut by it. Node checks the deadlines each
 * connectionsCheckingInterval (30 s by default): each second keeps a 30 s deadline near 30 s.
 */
export function requestDeadlines(limits: ClientLimits) {
  const ms = limits.requestTimeoutS * 1000;
  return {
    requestTimeout: ms,
    // Node refuses a headers deadline longer than the request's.
    http: { headersTimeout: ms, connectionsCheckingInterval: 1000 },
  };
}
