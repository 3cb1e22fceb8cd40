import type { RESTPutAPIApplicationCommandsJSONBody } from 'discord.js';
import { followCommand, followingCommand, followsCommand } from '../features/follow.js';
import { downloadCommand, downloadMediaMenu } from '../features/link.js';
import { statsCommand, updateCommand } from '../features/owner.js';
import { usageCommand } from '../features/usage.js';
import type { ChatCommand, MessageMenuCommand } from './types.js';

export type { ChatCommand, MessageMenuCommand } from './types.js';

/**
 * Every slash command, by name; each lives with its feature (features/). An
 * explicit list: nothing is discovered from the file system.
 */
export const chatCommands: ReadonlyMap<string, ChatCommand> = new Map(
  [downloadCommand, usageCommand, statsCommand, updateCommand, followCommand, followingCommand, followsCommand].map(
    (command) => [command.definition.name, command],
  ),
);

/** Every message context-menu command, by name. */
export const messageMenuCommands: ReadonlyMap<string, MessageMenuCommand> = new Map(
  [downloadMediaMenu].map((command) => [command.definition.name, command]),
);

/** The payload of `PUT /applications/:id/commands`: all commands at once. */
export function commandDefinitions(): RESTPutAPIApplicationCommandsJSONBody {
  return [
    ...[...chatCommands.values()].map((c) => c.definition),
    ...[...messageMenuCommands.values()].map((c) => c.definition),
  ];
}
