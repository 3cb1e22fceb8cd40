import path from 'node:path';
import { Routes } from 'discord.js';
import type { DeliveryOutcome, Follow, FollowEntry, FollowTargetHandler } from '../../src/follows/index.js';
import { defaultLocale, isLocaleCode, type Translate, translator } from '../../src/i18n/index.js';
import { isMediaError, type MediaInfo } from '../../src/media/index.js';
import { parseIdentity } from '../../src/usage/index.js';
import { decideChoice } from '../shared/choice-decision.js';
import { deliveryOutcome, followNoteText, formChoice, newEntryText } from '../shared/follow-delivery.js';
import { type JobEnd, jobEndSentence } from '../shared/job-texts.js';
import { recordJobEnd, runDownload, type SavedFile } from '../shared/run-download.js';
import { errorSentence } from '../shared/texts.js';
import { type DiscordBotContext, platformFacts } from './context.js';
import { JOB_DIR_PREFIX } from './download-job.js';
import { multipartWithFile } from './upload-file.js';

/**
 * Followed entries delivered into a Discord channel (src/follows calls this). There is no
 * interaction to answer: the shared decision and download run as for a press, and the file is
 * posted in the channel with the entry's title and link as its words.
 */
export function discordFollowTarget(ctx: DiscordBotContext): FollowTargetHandler {
  return {
    deliver: (follow, entry) => deliver(ctx, follow, entry),
    tell: async (follow, note) => {
      const channel = channelOf(ctx, follow);
      if (channel) await post(ctx, channel.channelId, followNoteText(channel.t, follow, note));
    },
  };
}

function channelOf(ctx: DiscordBotContext, follow: Follow) {
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
  const channel = channelOf(ctx, follow);
  if (!channel) return { outcome: 'failed', error: 'not a Discord follow' };
  const { channelId, t, uploadLimitBytes } = channel;
  const line = newEntryText(t, follow, entry);
  const identity = parseIdentity(follow.userKey);
  let info: MediaInfo;
  try {
    info = await ctx.deps.media.info(entry.url);
  } catch (error) {
    if (!isMediaError(error)) throw error;
    await post(ctx, channelId, `${line}\n${errorSentence(t, error)}`);
    return { outcome: 'dropped', error: error.code };
  }
  const picked = formChoice(info, follow.form, uploadLimitBytes);
  if (!picked) {
    await post(ctx, channelId, `${line}\n${t('bot-no-audio')}`);
    return { outcome: 'dropped', error: 'no_media' };
  }
  const asked = { identity, url: entry.url, info, choice: picked.choice, uploadLimitBytes, fit: picked.fit };
  const decision = await decideChoice(t, platformFacts(ctx), asked);
  if (decision.kind === 'answer') {
    // A daily limit is said once for all the skipped entries, by the engine.
    if (!decision.refusal) await post(ctx, channelId, `${line}\n${decision.text}`);
    return deliveryOutcome({ kind: 'answer', refusal: decision.refusal });
  }
  let end = { kind: 'shutdown', bytes: 0 } as JobEnd;
  const started = ctx.jobs.start(
    identity.externalId,
    async (job) => {
      end = await runDownload(
        {
          media: ctx.deps.media,
          request: decision.request,
          ticket: decision.ticket,
          lookups: decision.lookups,
          mediaPlatform: info.platform,
          uploadLimitBytes,
          dir: path.join(ctx.deps.tmpDir, `${JOB_DIR_PREFIX}${job.id}`),
          job,
          logFailure: (error) => ctx.deps.logger.warn({ err: String(error) }, 'discord: a followed entry failed'),
        },
        { progress: () => undefined, upload: (file) => post(ctx, channelId, line, file) },
      );
    },
    { title: info.title, usageEventId: decision.ticket.id },
  );
  if (!started) await recordJobEnd(decision.ticket, end, info.platform);
  else await started.done;
  const sentence =
    end.kind === 'delivered' || end.kind === 'limit_reached' ? undefined : jobEndSentence(t, end, decision.overLimit);
  if (sentence) await post(ctx, channelId, `${line}\n${sentence}`).catch(() => undefined);
  return deliveryOutcome({ kind: 'ended', end });
}
