import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Translate, translator } from '../../i18n/index.js';
import {
  describeFormat,
  type MediaApi,
  type MediaInfo,
  type PlaylistEntry,
  type SubtitleTrack,
} from '../../media/index.js';
import type { UsageService } from '../../usage/index.js';
import { abortOnClientClose } from '../abort.js';
import { type ApiKey, callerOf, httpIdentity, identify } from '../access.js';
import { codesFor, errorBody, mediaInfoSchema } from '../api-schemas.js';
import { requestLocale } from '../error-handler.js';
import { admit, enforceDuration, fromPage } from '../usage-gate.js';
import type { UserLookups } from '../user-lookups.js';

const infoBodySchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .min(1, 'url is required')
    .max(4096, 'url is too long')
    .meta({ description: 'The media page (http or https).' }),
});

const infoSchema = {
  summary: 'Read a media link',
  description:
    'Title, thumbnail, duration and the formats the media can be downloaded in; for a playlist, `formats: []` and its `entries` (each looked up by its own `url`). Counts as a lookup (LIMIT_INFO_PER_MINUTE).',
  body: infoBodySchema,
  response: {
    200: mediaInfoSchema,
    400: errorBody(
      codesFor(400, 'invalid_json', 'body_too_large'),
      'A missing or ill-formed url, a scheme other than http(s), or a network that may not be reached.',
    ),
    401: errorBody(['unauthorized'], 'API keys are configured and none (or a wrong one) was sent.'),
    403: errorBody(['user_blocked', 'user_not_allowed'], 'A user who may not use the service.'),
    413: errorBody(['limit_max_duration'], 'Longer than LIMIT_MAX_DURATION_S.'),
    422: errorBody(codesFor(422), 'The media cannot be read.'),
    429: errorBody(['limit_info_per_minute', 'limit_concurrent_jobs'], 'A usage limit; see Retry-After.'),
    503: errorBody(codesFor(503), 'Busy or out of disk; see Retry-After.'),
    504: errorBody(codesFor(504), 'The lookup took longer than INFO_TIMEOUT_S.'),
    500: errorBody(codesFor(500), 'A bug, or yt-dlp could not be started.'),
  },
};

/**
 * The SPEC's fields and the documented additions (a playlist's entries, subtitles, audio languages),
 * nothing the bots keep for themselves.
 * A format's label and detail are human-readable, so in the reader's language where they hold words.
 */
export function toSpecInfo(info: MediaInfo, t: Translate): z.output<typeof mediaInfoSchema> {
  return {
    id: info.id,
    title: info.title,
    ...(info.uploader !== undefined ? { uploader: info.uploader } : {}),
    ...(info.durationSeconds !== undefined ? { durationSeconds: info.durationSeconds } : {}),
    ...(info.thumbnail !== undefined ? { thumbnail: info.thumbnail } : {}),
    platform: info.platform,
    webpageUrl: info.webpageUrl,
    formats: info.formats.map((f) => ({
      id: f.id,
      selector: f.selector,
      ext: f.ext,
      kind: f.kind,
      ...describeFormat(t, f),
      ...(f.filesizeApprox !== undefined ? { filesizeApprox: f.filesizeApprox } : {}),
      ...(f.language !== undefined ? { language: f.language } : {}),
      ...(f.byAudioLanguage ? { byAudioLanguage: f.byAudioLanguage } : {}),
    })),
    ...(info.subtitles?.length ? { subtitles: info.subtitles.map(toSpecSubtitle) } : {}),
    ...(info.audioLanguages?.length ? { audioLanguages: info.audioLanguages } : {}),
    ...(info.entries ? { entries: info.entries.map(toSpecEntry) } : {}),
    ...(info.entryCount !== undefined ? { entryCount: info.entryCount } : {}),
  };
}

function toSpecSubtitle(track: SubtitleTrack) {
  const { lang, name, automatic, formats } = track;
  return { lang, ...(name !== undefined ? { name } : {}), automatic, formats };
}

function toSpecEntry(entry: PlaylistEntry) {
  return {
    id: entry.id,
    title: entry.title,
    url: entry.url,
    ...(entry.durationSeconds !== undefined ? { durationSeconds: entry.durationSeconds } : {}),
    ...(entry.thumbnail !== undefined ? { thumbnail: entry.thumbnail } : {}),
  };
}

export function registerInfoRoute(
  app: FastifyInstance,
  media: MediaApi,
  usage: UsageService,
  keys: readonly ApiKey[],
  lookups?: UserLookups,
): void {
  const preValidation = identify((request) => httpIdentity(request, keys));
  app.post<{ Body: z.output<typeof infoBodySchema> }>(
    '/api/info',
    { preValidation, schema: infoSchema },
    async (request, reply) => {
      const identity = callerOf(request);
      const { url } = request.body;
      const job = await admit(usage, identity, { action: 'info', url, ...fromPage(request) }, request.log);
      try {
        const info = await media.info(url, { signal: abortOnClientClose(reply) });
        enforceDuration(usage, identity, info.durationSeconds);
        job.ok({ mediaPlatform: info.platform });
        lookups?.record(identity, url);
        return reply
          .type('application/json; charset=utf-8')
          .header('Vary', 'Accept-Language')
          .send(toSpecInfo(info, translator(requestLocale(request))));
      } catch (error) {
        job.failed(error);
        throw error;
      }
    },
  );
}
