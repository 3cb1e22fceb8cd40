import { SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { readClipTimes } from '../../shared/clip-request.js';
import { quickFormats } from '../choices.js';
import { downloadFromText } from '../features/link.js';
import { tellAskerOnly } from '../replies.js';
import { GUILD_AND_BOT_DM, GUILD_INSTALL } from './contexts.js';
import type { ChatCommand } from './types.js';

const definition = new SlashCommandBuilder()
  .setName('download')
  .setDescription('Download a video or its audio from a link')
  .setContexts(...GUILD_AND_BOT_DM)
  .setIntegrationTypes(...GUILD_INSTALL)
  .addStringOption((option) =>
    option.setName('url').setDescription('Link to the page with the media').setRequired(true).setMaxLength(2048),
  )
  .addStringOption((option) =>
    option
      .setName('format')
      .setDescription('Skip the choice and download this right away')
      .addChoices(
        { name: 'best video', value: 'best' },
        { name: 'audio', value: 'audio' },
        { name: 'mp3', value: 'mp3' },
      ),
  )
  .addStringOption((option) =>
    option.setName('start').setDescription('Clip from this time (1:20, 1:02:03 or seconds)').setMaxLength(20),
  )
  .addStringOption((option) =>
    option.setName('end').setDescription('Clip to this time (1:20, 1:02:03 or seconds)').setMaxLength(20),
  )
  .toJSON();

/** Options arrive from a client: checked, not trusted to match the registration. */
const optionsSchema = z.object({
  url: z.string().min(1).max(2048),
  format: z.enum(quickFormats).optional(),
  start: z.string().max(20).optional(),
  end: z.string().max(20).optional(),
});

/**
 * `/download url:<link> [format:] [start:] [end:]`. With `start` or `end`
 * only that part is downloaded: a missing start is 0, a missing end the end
 * of the media; times that cannot be read are answered before any lookup.
 */
export const downloadCommand: ChatCommand = {
  definition,
  async execute(ctx, interaction) {
    const parsed = optionsSchema.safeParse({
      url: interaction.options.getString('url') ?? undefined,
      format: interaction.options.getString('format') ?? undefined,
      start: interaction.options.getString('start') ?? undefined,
      end: interaction.options.getString('end') ?? undefined,
    });
    if (!parsed.success) {
      return tellAskerOnly(
        interaction,
        'Give me a link, optionally one of the listed formats, and times of 20 characters at most.',
      );
    }
    const times = readClipTimes(parsed.data.start, parsed.data.end);
    if (!times.ok) return tellAskerOnly(interaction, times.text);
    await downloadFromText(ctx, interaction, parsed.data.url, parsed.data.format, times.times);
  },
};
