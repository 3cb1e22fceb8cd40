import type { Translate } from '../../src/i18n/index.js';
import type { ClipRange, DownloadRequest, LookupCounter, MediaApi, MediaInfo } from '../../src/media/index.js';
import {
  admitDownload,
  type Identity,
  lookupCounter,
  type Refusal,
  type UsageService,
  type UsageTicket,
} from '../../src/usage/index.js';
import { type Choice, choiceLabel, choiceRequest, isOverUploadLimit } from './choices.js';
import { clipChoiceLabel, deliveredLengthS } from './clip-request.js';
import { type DirectLinks, directDownloadLink } from './download-link.js';
import { fitChoice, fitChoiceProblem, fitOffered } from './fit-choice.js';
import { fittedLabel, type OverLimitFacts, overUploadLimitText } from './job-texts.js';
import { refusalText } from './texts.js';

/** What a platform tells the decision about itself. */
export interface PlatformFacts extends DirectLinks {
  media: MediaApi;
  usage: UsageService;
  /** `Telegram`, `Discord`: named in the over-limit sentence. */
  platformName: string;
  /** The longest message the platform takes. */
  maxMessageLength: number;
}

/** A press on a card, before anything is downloaded. */
export interface ChoiceRequest {
  identity: Identity;
  /** The link as the user gave it. */
  url: string;
  info: MediaInfo;
  choice: Choice;
  /** The platform's upload limit where the press happened. */
  uploadLimitBytes: number;
  /** The card's clip: every choice delivers only this part, and the limits see its length and size. */
  clip?: ClipRange | undefined;
  /** "Fit to N MB" was pressed: the format re-encoded under `uploadLimitBytes` (fit-choice.ts). */
  fit?: boolean | undefined;
}

/** The decision on a press: a sentence instead of a download, or an admitted download. */
export type ChoiceDecision =
  /** `refusal`: the limits or the access list said no (a playlist run stops on it). */
  /** `fitOffered`: over the upload limit, and "Fit to N MB" could make it (the platform may offer it). */
  | { kind: 'answer'; text: string; refusal?: Refusal; fitOffered?: boolean }
  | {
      kind: 'admitted';
      ticket: UsageTicket;
      request: DownloadRequest;
      /** Counts the download's extraction as the user's lookup should the link have left the info cache. */
      lookups: LookupCounter;
      label: string;
      /** For the over-limit sentence should the file turn out too large. */
      overLimit: OverLimitFacts;
    };

/**
 * Decides what a press does: no audio to convert, over the upload limit (the
 * direct link, or why there is none), refused by the limits (the refusal's
 * sentence), or admitted: the usage row is open and the download may start.
 * Every sentence is in the words of `t`, the presser's language; the admitted
 * job keeps saying its progress and end with the same `t`.
 */
export async function decideChoice(
  t: Translate,
  platform: PlatformFacts,
  press: ChoiceRequest,
): Promise<ChoiceDecision> {
  const { info, choice, clip } = press;
  const asked = choiceRequest(press.url, info, choice, clip);
  // An MP3 asked of media with no format to take the audio from.
  if (!asked) return { kind: 'answer', text: t('bot-no-audio') };
  const request = press.fit ? fitChoice(asked, press.uploadLimitBytes) : asked;
  const plainLabel = clip ? clipChoiceLabel(t, choiceLabel(t, choice), clip) : choiceLabel(t, choice);
  const overLimit: OverLimitFacts = {
    label: press.fit ? fittedLabel(t, plainLabel, press.uploadLimitBytes) : plainLabel,
    platformName: platform.platformName,
    uploadLimitBytes: press.uploadLimitBytes,
    link: directDownloadLink(platform, request, press.identity),
    maxLength: platform.maxMessageLength,
  };
  const fitProblem = press.fit ? fitChoiceProblem(t, info, choice, press.uploadLimitBytes, clip) : undefined;
  if (fitProblem) return { kind: 'answer', text: fitProblem };
  if (!press.fit && isOverUploadLimit(info, choice, press.uploadLimitBytes, clip)) {
    const offer = fitOffered(info, choice, press.uploadLimitBytes, clip);
    return { kind: 'answer', text: overUploadLimitText(t, overLimit), ...(offer ? { fitOffered: true } : {}) };
  }
  // LIMIT_MAX_DURATION_S applies to what is sent: a clip's length, not the source's.
  const begun = await admitDownload(platform.usage, press.identity, {
    ...request,
    mediaPlatform: info.platform,
    durationSeconds: deliveredLengthS(info.durationSeconds, clip),
  });
  if (!begun.ok) return { kind: 'answer', text: refusalText(t, begun.refusal), refusal: begun.refusal };
  const lookups = lookupCounter(platform.usage, press.identity, press.url);
  return { kind: 'admitted', ticket: begun.ticket, request, lookups, label: overLimit.label, overLimit };
}
