import path from 'node:path';
import { type ButtonInteraction, Routes } from 'discord.js';
import type { Translate } from '../../src/i18n/index.js';
import { displayTitle } from '../../src/media/index.js';
import type { Card } from '../shared/card-store.js';
import type { JobControl } from '../shared/job-registry.js';
import { loggableError } from '../shared/log.js';
import { countBatch, uploadFailure } from '../shared/metrics.js';
import { runPlaylistBatch } from '../shared/playlist-batch.js';
import { allAsMp3Label, batchAlreadyRunning, batchEndText } from '../shared/playlist-texts.js';
import { type SavedFile, UploadRefusedAsTooLarge } from '../shared/run-download.js';
import { type DiscordBotContext, platformFacts } from './context.js';
import { JOB_DIR_PREFIX } from './download-job.js';
import { discordIdentity } from './identity.js';
import { interactionT } from './locale.js';
import type { DiscordPlaylistCard } from './playlist-card.js';
import { tokenAlive } from './replies.js';
import { openStatusMessage } from './status-message.js';
import { isEntityTooLarge, multipartWithFile } from './upload-file.js';
import { discordUploadLimitBytes } from './upload-limit.js';

/**
 * "All as MP3" on a playlist card: a reply of its own is the status message
 * (the run's "3 / 12" and a Cancel button); each file comes as a follow-up
 * message as soon as it is ready, a skipped entry as a follow-up sentence,
 * and the status message's last words say how the run ended. Once the
 * interaction's token has run out (15 minutes), messages go to the channel.
 * The run itself is the shared one (bots/shared/playlist-batch.ts).
 */
export async function startPlaylistJob(
  ctx: DiscordBotContext,
  interaction: ButtonInteraction,
  card: Card<DiscordPlaylistCard>,
): Promise<void> {
  await interaction.deferReply();
  // The run speaks the language of the press that started it, to its last words.
  const t = interactionT(interaction);
  // One run per user and card: a second press while it goes on would download everything twice.
  const key = `playlist:${interaction.user.id}:${card.id}`;
  const started = ctx.jobs.startOnce(key, interaction.user.id, (job) => run(ctx, interaction, t, card, job));
  if (started === 'busy') return void (await interaction.editReply({ content: batchAlreadyRunning(t) }));
  if (started) return started.done;
  await interaction.editReply({ content: t('bot-restarting') });
}

async function run(
  ctx: DiscordBotContext,
  interaction: ButtonInteraction,
  t: Translate,
  card: Card<DiscordPlaylistCard>,
  job: JobControl,
): Promise<void> {
  const { logger } = ctx.deps;
  const log = { interactionId: interaction.id, userId: interaction.user.id, cardId: card.id };
  const editor = openStatusMessage(ctx, {
    interaction,
    t,
    jobId: job.id,
    firstText: t('dc-playlist-starting', { run: allAsMp3Label(t, card.entries.length) }),
    onError: (error) => logger.warn({ ...log, err: loggableError(error) }, 'discord: playlist progress edit failed'),
  });
  const startedAt = Date.now();
  const summary = await runPlaylistBatch(
    {
      t,
      platform: platformFacts(ctx),
      identity: discordIdentity(interaction.user),
      entries: card.entries,
      // The press carries the current limit; it beats the one known when the card was drawn.
      uploadLimitBytes: discordUploadLimitBytes(ctx.deps, interaction.attachmentSizeLimit),
      job,
      entryDir: (index) => path.join(ctx.deps.tmpDir, `${JOB_DIR_PREFIX}${job.id}-${index}`),
      logFailure: (error) => logger.warn({ ...log, err: loggableError(error) }, 'discord: playlist entry failed'),
    },
    {
      status: (text) => editor.update(`⏳ ${text}`),
      upload: async (file, { info }) => {
        try {
          const title = displayTitle(info.title);
          await followUp(ctx, interaction, t('dc-playlist-file', { title, bytes: file.bytes }), file);
          ctx.deps.metrics?.upload('discord', 'ok');
        } catch (error) {
          const failure = isEntityTooLarge(error) ? new UploadRefusedAsTooLarge() : error;
          ctx.deps.metrics?.upload('discord', uploadFailure(failure, job.signal));
          throw failure;
        }
      },
      sendText: (text) => followUp(ctx, interaction, text),
    },
  );
  countBatch(ctx.deps.metrics, 'discord', summary, startedAt);
  await editor.close();
  const last = batchEndText(t, summary);
  const answer = tokenAlive(ctx, interaction)
    ? interaction.editReply({ content: last, components: [] })
    : followUp(ctx, interaction, last);
  await answer.catch((error: unknown) =>
    logger.warn({ ...log, err: loggableError(error) }, 'discord: could not report how the playlist run ended'),
  );
}

/**
 * A message of its own under the status message (a file streamed from disk,
 * see upload-file.ts, or a sentence): a follow-up through the interaction's
 * webhook while its token works, else a channel message that mentions the asker.
 */
async function followUp(
  ctx: DiscordBotContext,
  interaction: ButtonInteraction,
  content: string,
  file?: SavedFile,
): Promise<void> {
  const alive = tokenAlive(ctx, interaction);
  const payload = alive
    ? { content, allowed_mentions: { parse: [] } }
    : { content: `<@${interaction.user.id}> ${content}`, allowed_mentions: { users: [interaction.user.id] } };
  const route = alive
    ? Routes.webhook(interaction.applicationId, interaction.token)
    : Routes.channelMessages(interaction.channelId ?? '');
  if (!alive && !interaction.channelId) throw new Error('The interaction has no channel to post in.');
  await ctx.client.rest.post(route, {
    ...(file ? { body: await multipartWithFile(payload, file), passThroughBody: true } : { body: payload }),
    // Webhook routes are authorised by the token in the path.
    ...(alive ? { auth: false } : {}),
  });
}
