import { REST, Routes } from 'discord.js';
import { z } from 'zod';
import { commandDefinitions } from './commands/index.js';

/** What {@link registerCommands} needs. */
export interface RegisterOptions {
  token: string;
  applicationId: string;
  /** Registers to one server (instant updates, for testing) instead of globally (can take up to an hour). */
  guildId?: string | undefined;
  /** DISCORD_API_ROOT; default Discord's own. */
  apiRoot?: string | undefined;
}

const snowflake = z.string().regex(/^\d{1,25}$/);
const optionsSchema = z.object({
  token: z.string().min(1),
  applicationId: snowflake,
  guildId: snowflake.optional(),
  apiRoot: z.url({ protocol: /^https?$/ }).optional(),
});

/**
 * Replaces the application's commands with this bot's list (one bulk PUT, so
 * removed commands disappear too): `/download`, `/usage`, `/stats` and
 * `/update` (the last two answer owners only) and "Download media". Returns
 * the registered command names.
 */
export async function registerCommands(
  options: RegisterOptions,
): Promise<{ scope: 'global' | 'guild'; names: string[] }> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new Error(`Invalid registration options: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  }
  const { token, applicationId, guildId, apiRoot } = parsed.data;
  const rest = new REST(apiRoot ? { api: apiRoot.replace(/\/+$/, '') } : {}).setToken(token);
  const route = guildId
    ? Routes.applicationGuildCommands(applicationId, guildId)
    : Routes.applicationCommands(applicationId);
  const registered = (await rest.put(route, { body: commandDefinitions() })) as { name: string }[];
  return { scope: guildId ? 'guild' : 'global', names: registered.map((command) => command.name) };
}
