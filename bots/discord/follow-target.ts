import path from 'node:path';
import { Routes } from 'discord.js';
import type { DeliveryOutcome, Follow, FollowEntry, FollowTargetHandler } from '../../src/follows/index.js';
import { defaultLocale, isLocaleCode, type Translate, translator } from '../../src/i18n/index.js';
import type { MediaInfo } from '../../src/media/index.js';
import { type ChoiceDecision, decideChoice } from '../shared/choice-decision.js';
import { deliveryOutcome, followNoteText, newEntryText } from '../shared/follow-delivery.js';
import { lookUpEntry } from '../shared/follow-entry.js';
import type { JobControl } from '../shared/job-registry.js';
import { type JobEnd, jobEndSentence } from '../shared/job-texts.js';
import { removalNotice } from '../shared/removal-notice.js';
import { recordJobEnd, runDownload, type SavedFile } from '../shared/run-download.js';
import { openChannelStatus } from './channel-status.js';
import { type DiscordBotContext, platformFacts } from './context.js';
import { JOB_DIR_PREFIX } from './download-job.js';
import { preparingText, progressLine } from './texts.js';
import { multipartWithFile } from './upload-file.js';

/**
 * Followed entries delivered into a Discord channel (src/follows calls this). There is no
 * interaction to answer: the entry is looked up as Telegram's (bots/shared/follow-entry.ts), the
 * shared decision and download run as for a press, with a status message in the channel headed by
 * the entry's title and link, which the file then replaces.
 */
export function discordFollowTarget(ctx: DiscordBotContext): FollowTargetHandler {
  return {
    deliver: (follow, entry) => deliver(ctx, follow, entry),
    tell: async (follow, note) => {
      const channel = targetOf(ctx, follow);
      if (channel) await post(ctx, channel.channelId, followNoteText(channel.t, follow, note));
    },
  };
}

function targetOf(ctx: DiscordBotContext, follow: Follow) {
  if (follow.target.kind !== 'discord') return undefined;
  const { locale, channelId, uploadLimitBytes } = follow.target;
  const t: Translate = translator(locale && isLocaleCode(locale) ? locale : defaultLocale);
  return { channelId, t, uploadLimitBytes: uploadLimitBytes ?? ctx.deps.maxUploadMb * 1024 * 1024 };
}

async function post(ctx: DiscordBotContext, channelId: string, content: string, file?: SavedFile): Promise<void> {
  const payload = { content, allowed_mentions: { parse: [] } };
  await ctx.client.rest.post(
    Routes.channelMessages(channelId),
    file ? { body: await multipartWithFile(payload, file), passThroughBody: true } : { body: payload },
  );
}

async function deliver(ctx: DiscordBotContext, follow: Follow, entry: FollowEntry): Promise<DeliveryOutcome> {
  const channel = targetOf(ctx, follow);
  if (!channel) return { outcome: 'failed', error: 'not a Discord follow' };
  const { channelId, t, uploadLimitBytes } = channel;
  const line = newEntryText(t, follow, entry);
  const looked = await lookUpEntry(ctx.deps, { t, follow, entry, uploadLimitBytes });
  if ('dropped' in looked) {
    if (looked.dropped.text) await post(ctx, channelId, looked.dropped.text);
    return looked.dropped.outcome;
  }
  const { identity, info, choice, fit } = looked.ready;
  const asked = { identity, url: entry.url, info, choice, uploadLimitBytes, fit };
  const decision = await decideChoice(t, platformFacts(ctx), asked);
  if (decision.kind === 'answer') {
    // A daily limit is said once for all the skipped entries, by the engine.
    if (!decision.refusal) await post(ctx, channelId, `${line}\n${decision.text}`);
    return deliveryOutcome({ kind: 'answer', refusal: decision.refusal });
  }
  let end = { kind: 'shutdown', bytes: 0 } as JobEnd;
  const run = async (job: JobControl) => {
    end = await download(ctx, { channelId, t, line, uploadLimitBytes, info, admitted: decision }, job);
  };
  const started = ctx.jobs.start(identity.externalId, run, { title: info.title, usageEventId: decision.ticket.id });
  if (!started) await recordJobEnd(decision.ticket, end, info.platform);
  else await started.done;
  const sentence = started ? undefined : jobEndSentence(t, end, decision.overLimit);
  if (sentence) await post(ctx, channelId, `${line}\n${sentence}`).catch(() => undefined);
  return deliveryOutcome({ kind: 'ended', end });
}

/** The shared download, its progress in a status message headed by the entry's line, which the file then replaces. */
async function download(
  ctx: DiscordBotContext,
  delivery: {
    channelId: string;
    t: Translate;
    line: string;
    uploadLimitBytes: number;
    info: MediaInfo;
    admitted: Extract<ChoiceDecision, { kind: 'admitted' }>;
  },
  job: JobControl,
): Promise<JobEnd> {
  const { channelId, t, line, admitted } = delivery;
  const heading = { channelId, t, jobId: job.id, heading: line, firstText: preparingText(t, admitted.label) };
  const status = await openChannelStatus(ctx, heading);
  // Should this process die meanwhile, its next start takes this message away: the entry, still pending, comes anew.
  job.notice?.(removalNotice({ channelId, messageId: status.messageId }));
  const end = await runDownload(
    {
      media: ctx.deps.media,
      request: admitted.request,
      ticket: admitted.ticket,
      lookups: admitted.lookups,
      mediaPlatform: delivery.info.platform,
      uploadLimitBytes: delivery.uploadLimitBytes,
      dir: path.join(ctx.deps.tmpDir, `${JOB_DIR_PREFIX}${job.id}`),
      job,
      logFailure: (error) => ctx.deps.logger.warn({ err: String(error) }, 'discord: a followed entry failed'),
    },
    {
      progress: (progress) => status.update(progressLine(t, admitted.label, progress)),
      upload: (file) => status.finish(line, file),
    },
  );
  // A daily limit is said once by the engine; other ends are said in place of the status.
  const sentence = end.kind === 'limit_reached' ? undefined : jobEndSentence(t, end, admitted.overLimit);
  if (sentence) await status.finish(`${line}\n${sentence}`).catch(() => undefined);
  else if (end.kind !== 'delivered') await status.remove();
  return end;
}
