import type {
  ChatInputCommandInteraction,
  MessageContextMenuCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord.js';
import type { BotContext } from '../context.js';

/** A slash command: its registration payload and its handler. */
export interface ChatCommand {
  readonly definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void>;
}

/** A message context-menu command ("Apps → …" on a message). */
export interface MessageMenuCommand {
  readonly definition: RESTPostAPIContextMenuApplicationCommandsJSONBody;
  execute(ctx: BotContext, interaction: MessageContextMenuCommandInteraction): Promise<void>;
}
