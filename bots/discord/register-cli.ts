/**
 * `npm run discord:register` (tsx bots/discord/register-cli.ts): registers the
 * commands from the configuration, to DISCORD_GUILD_ID when set, else globally.
 */
import { config as loadDotenv } from 'dotenv';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { scrubTokens } from '../shared/log.js';
import { registerCommands } from './register.js';

async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  const config = loadConfig();
  if (!config.DISCORD_BOT_TOKEN || !config.DISCORD_APPLICATION_ID) {
    throw new ConfigError('Set DISCORD_BOT_TOKEN and DISCORD_APPLICATION_ID to register the commands.');
  }
  const result = await registerCommands({
    token: config.DISCORD_BOT_TOKEN,
    applicationId: config.DISCORD_APPLICATION_ID,
    guildId: config.DISCORD_GUILD_ID,
    apiRoot: config.DISCORD_API_ROOT,
  });
  const where =
    result.scope === 'guild' ? `server ${config.DISCORD_GUILD_ID} (instantly)` : 'all servers (may take up to an hour)';
  console.log(`Registered ${result.names.join(', ')} for ${where}.`);
}

main().catch((error: unknown) => {
  console.error(scrubTokens(error instanceof Error ? error.message : String(error)));
  process.exit(1);
});
