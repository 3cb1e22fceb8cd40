import type { Client } from 'discord.js';
import type { BotMetrics } from '../../src/metrics/index.js';

/**
 * Counts the Discord REST API's error answers by HTTP status: every response
 * passes the REST manager's `response` event, the 429s it waits out and the
 * 5xx it retries too. Calls that got no answer at all are not seen there.
 */
export function countRestErrors(client: Client, metrics: BotMetrics): void {
  client.rest.on('response', (_request, response) => {
    if (response.status >= 400) metrics.apiError('discord', response.status);
  });
}
