import type {
  ChatInputCommandInteraction,
  MessageContextMenuCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord.js';
import type { DiscordBotContext } from '../context.js';

/** A slash command: its registration payload and its handler. */
export interface ChatCommand {
  readonly definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(ctx: DiscordBotContext, interaction: ChatInputCommandInteraction): Promise<void>;
}

/** A message context-menu command ("Apps → …" on a message). */
export interface MessageMenuCommand {
  readonly definition: RESTPostAPIContextMenuApplicationCommandsJSONBody;
  execute(ctx: DiscordBotContext, interaction: MessageContextMenuCommandInteraction): Promise<void>;
}
