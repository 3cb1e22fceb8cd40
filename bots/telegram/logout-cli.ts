/**
 * `npm run telegram:logout`: the one-time move of the bot from Telegram's cloud Bot API to a local
 * Bot API server. Telegram requires a bot to be logged out of the cloud server (`logOut`) before a
 * local server may serve it; after that the cloud server refuses it for 10 minutes. Never done at
 * start: a restart must not cut the bot off. `--api-root <url>` names another server (tests).
 */
import { parseArgs } from 'node:util';
import { config as loadDotenv } from 'dotenv';
import { Api } from 'grammy';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { loggableError } from '../shared/log.js';

const CLOUD_API_ROOT = 'https://api.telegram.org';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'api-root': { type: 'string' } } });
  loadDotenv({ quiet: true });
  const config = loadConfig();
  if (!config.TELEGRAM_BOT_TOKEN) throw new ConfigError('Set TELEGRAM_BOT_TOKEN to log the bot out.');
  const apiRoot = (values['api-root'] ?? CLOUD_API_ROOT).replace(/\/+$/, '');
  if (config.TELEGRAM_API_ROOT && config.TELEGRAM_API_ROOT === apiRoot) {
    // Logging out of the local server would only drop its session; the cloud one is what must let go.
    throw new ConfigError(`${apiRoot} is TELEGRAM_API_ROOT, the local server: logOut belongs to the cloud one.`);
  }
  await new Api(config.TELEGRAM_BOT_TOKEN, { apiRoot }).logOut();
  console.log(
    `Logged out of ${apiRoot}. Start the bot with TELEGRAM_API_ROOT set to the local Bot API server ` +
      '(the cloud server refuses this bot for the next 10 minutes).',
  );
}

main().catch((error: unknown) => {
  // The token is in every Bot API URL, which a network error may quote.
  console.error(loggableError(error, process.env.TELEGRAM_BOT_TOKEN ?? '').message);
  process.exit(1);
});
