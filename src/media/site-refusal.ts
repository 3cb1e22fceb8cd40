import { sentence } from '../i18n/index.js';
import { MediaError, type MediaErrorCode } from './errors.js';

/**
 * A site refusing this server rather than the media being gone, in classes a
 * reader can act on: the owner's notices, the cooling-off of a site, and later
 * the choice of a cookie set all read `refusalClass` off the error.
 */
export const refusalClasses = ['bot_check', 'rate_limited', 'sign_in', 'age_check', 'format_blocked'] as const;
export type RefusalClass = (typeof refusalClasses)[number];

/** The code (and so the HTTP status and the sentence) of each class. */
export const refusalCodes: Record<RefusalClass, MediaErrorCode> = {
  bot_check: 'site_refused',
  rate_limited: 'site_refused',
  sign_in: 'sign_in_required',
  age_check: 'age_restricted',
  format_blocked: 'format_blocked',
};

/** The classes that refuse the server as a whole: repeated, they cool the site off (the others are one media's). */
export const serverRefusals: ReadonlySet<RefusalClass> = new Set(['bot_check', 'rate_limited']);

/** A MediaError that is a site's refusal: its class and the site's name as the extractor or the link says it. */
export interface SiteRefusalError extends MediaError {
  readonly refusalClass: RefusalClass;
  readonly siteName: string;
}

/*
 * The pinned yt-dlp's own words (extractor/youtube/_video.py, extractor/common.py's
 * raise_login_required and _login_hint), lower-cased, with YouTube's curly apostrophe made straight.
 * The age check is tested before sign-in: its message says "Sign in to confirm your age".
 */
const LOOKUP_PATTERNS: readonly [RefusalClass, RegExp][] = [
  ['bot_check', /confirm you'?re not a bot|confirm you are not a bot|requiring a captcha challenge/],
  ['rate_limited', /content isn't available, try again later|rate-limited by|http error 429|too many requests/],
  ['age_check', /confirm your age|age[- ]restricted|inappropriate for some users/],
  [
    'sign_in',
    // A 401 on the page itself: the site asks for an account (yt-dlp's generic extractor says only the status).
    /private video|members-only|join this channel|only available for registered users|login details are needed|granted access to this video|use --cookies|http error 401/,
  ],
];

/** The extractor named in yt-dlp's last "ERROR: [name] id: …" line, if any. */
function extractorOf(stderr: string): string | undefined {
  const names = [...stderr.matchAll(/^ERROR: \[([\w:.-]{1,40})\]/gm)].map((m) => m[1]);
  return names.at(-1)?.toLowerCase();
}

/** The refusal class yt-dlp's stderr says, or undefined; `download`: a 403 on the media bytes is the format blocked. */
export function refusalClassOf(stderr: string, step: 'lookup' | 'download'): RefusalClass | undefined {
  const text = stderr.toLowerCase().replaceAll('\u2019', "'");
  const found = LOOKUP_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
  if (found) return found;
  if (step === 'download' && /http error 40[13]/.test(text)) return 'format_blocked';
  return undefined;
}

/** Display names of the extractors of the sites people paste most; any other is shown by the link's host. */
const EXTRACTOR_NAMES: Record<string, string> = {
  youtube: 'YouTube',
  'youtube:tab': 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'X',
  facebook: 'Facebook',
  vimeo: 'Vimeo',
  reddit: 'Reddit',
  twitch: 'Twitch',
  'twitch:vod': 'Twitch',
  soundcloud: 'SoundCloud',
  dailymotion: 'Dailymotion',
  bilibili: 'Bilibili',
};

/** The site's name for people: the extractor's where it is a known one, else the link's host. */
export function siteNameOf(extractor: string | undefined, link: URL | undefined): string {
  const known = extractor ? EXTRACTOR_NAMES[extractor] : undefined;
  return known ?? link?.hostname.replace(/^www\./, '') ?? extractor ?? 'the site';
}

/** The error of a refusal of class `refusalClass` by the site named `siteName`. */
export function siteRefusalError(refusalClass: RefusalClass, siteName: string): SiteRefusalError {
  const code = refusalCodes[refusalClass];
  const error = new MediaError(code, sentence(`error-code-${code.replaceAll('_', '-')}`, { site: siteName }), {
    ...(code === 'site_refused' ? { retryAfterS: 600 } : {}),
  });
  return Object.assign(error, { refusalClass, siteName });
}

/** The refusal yt-dlp's stderr says, as an error, or undefined when it says something else. */
export function siteRefusalFrom(
  stderr: string,
  step: 'lookup' | 'download',
  link: URL | undefined,
): SiteRefusalError | undefined {
  const refusalClass = refusalClassOf(stderr, step);
  return refusalClass ? siteRefusalError(refusalClass, siteNameOf(extractorOf(stderr), link)) : undefined;
}

export const isSiteRefusal = (error: unknown): error is SiteRefusalError =>
  error instanceof MediaError && typeof (error as Partial<SiteRefusalError>).refusalClass === 'string';

/**
 * Whether a refusal may be the cookies' fault: a bot check, a sign-in or an age page. A 429 is
 * aimed at the server's address and a 403 on the media's bytes at the format, so neither puts a
 * cookie set aside nor makes another set worth trying.
 */
export const refusalBlamesCookies = (error: unknown): error is SiteRefusalError =>
  isSiteRefusal(error) && ['bot_check', 'sign_in', 'age_check'].includes(error.refusalClass);
