import { Composer, type Context } from 'grammy';
import { formatBytes } from '../../shared/texts.js';
import type { TelegramBotContext } from '../context.js';

/** The words of /start and /help. */
export function helpText(uploadLimitBytes: number): string {
  return [
    'Send me a link to a video or a song and I will send you the file.',
    '',
    '1. Paste a link (in a group: /dl <link>, mention me, or reply to me).',
    '2. Pick a format from the buttons, or an MP3 bitrate.',
    '3. Wait a moment: I show the progress and you can cancel.',
    '',
    'For a part only, put the times after the link: /dl <link> 1:20-2:05.',
    '',
    `I can send files up to ${formatBytes(uploadLimitBytes)} here; bigger formats are marked ⚠️.`,
    '',
    '/usage shows how much you have used today and your limits.',
  ].join('\n');
}

/** /start and /help. */
export function helpFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();
  feature.command(['start', 'help'], (ctx) => ctx.reply(helpText(services.uploadLimitBytes)));
  return feature;
}
