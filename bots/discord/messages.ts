import type { Message } from 'discord.js';
import { findLinkAndClip } from '../shared/link-and-clip.js';
import { isPlaylistInfo } from '../shared/playlist-card.js';
import type { DiscordBotContext } from './context.js';
import { showPlaylistCard } from './features/playlist.js';
import { discordIdentity } from './identity.js';
import { readLink, showCard } from './lookup-card.js';
import { discordUploadLimitBytes } from './upload-limit.js';

/**
 * A pasted link (DISCORD_READ_MESSAGES=true): answered with the same card as
 * `/download`. Messages have no ephemeral replies, so a refusal is a normal
 * reply; messages without a link are ignored silently.
 */
export async function handleLinkMessage(ctx: DiscordBotContext, message: Message): Promise<void> {
  if (message.author.bot || message.webhookId) return;
  // A link may be followed by a range (`<link> 1:20-2:05`), as in Telegram; a range in the wrong order is answered before any lookup.
  const link = findLinkAndClip(message.content);
  if (!link) return;
  const noPing = { repliedUser: false, parse: [] } as const;
  if (!link.ok) {
    await message.reply({ content: link.text, allowedMentions: noPing });
    return;
  }
  const identity = discordIdentity(message.author);
  const admission = await ctx.deps.usage.begin(identity, { action: 'info', url: link.url });
  if (!admission.ok) {
    await message.reply({ content: admission.refusal.message, allowedMentions: noPing });
    return;
  }
  let sent: Message;
  try {
    sent = await message.reply({ content: 'Reading the link…', allowedMentions: noPing });
  } catch (error) {
    // Discord refused the reply: nothing is read, and the row must not stay `running`.
    await admission.ticket.finish({ outcome: 'error', errorCode: 'discord_reply_failed' });
    throw error;
  }
  const read = await readLink(ctx, identity, link.url, admission.ticket, link.clip);
  if (!read.ok) {
    await sent.edit({ content: read.text });
    return;
  }
  if (isPlaylistInfo(read.info)) {
    return showPlaylistCard(ctx, {
      surface: (payload) => sent.edit(payload),
      url: link.url,
      info: read.info,
      ownerUserId: message.author.id,
      uploadLimitBytes: discordUploadLimitBytes(ctx.deps, undefined),
    });
  }
  await showCard(ctx, {
    surface: (payload) => sent.edit(payload),
    url: link.url,
    info: read.info,
    ownerUserId: message.author.id,
    // No interaction tells the server's limit here; a press on the card brings it.
    uploadLimitBytes: discordUploadLimitBytes(ctx.deps, undefined),
    clip: read.clip,
  });
}
