import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sentence } from '../../i18n/index.js';
import type { JobBoard } from '../../jobs/index.js';
import {
  contentDisposition,
  type DownloadHandle,
  extSchema,
  kindSchema,
  type MediaApi,
  MediaError,
  RangeNotSatisfiableError,
  selectorSchema,
  titleSchema,
} from '../../media/index.js';
import {
  normalizeMp3,
  optionListParams,
  optionListRequestFields,
  optionParams,
  qualitySchema,
  spanFields,
  spanStage,
} from '../../options/index.js';
import {
  LINK_EXPIRY_PARAM,
  LINK_SIGNATURE_PARAM,
  LINK_USER_PARAM,
  LimitReachedError,
  type LinkSigner,
  lookupCounter,
  type UsageService,
} from '../../usage/index.js';
import { abortOnClientClose } from '../abort.js';
import { type ApiKey, callerOf, identify, refusalError } from '../access.js';
import { codesFor, errorBody } from '../api-schemas.js';
import { downloadCaller } from '../link-access.js';
import { checkOptionFields, resolveOptions } from '../option-checks.js';
import { parseRangeHeader } from '../range.js';
import { listDownload } from '../running-download.js';
import { endStalledSend } from '../send-stall.js';
import { admitDownloadJob, enforceDuration, fromPage } from '../usage-gate.js';

/**
 * A download's own parameters: the query of GET /api/download and the body of POST /api/link, with the
 * registered options' (src/options) as the app is built.
 */
const downloadFields = () => ({
  url: z
    .string({ error: 'url is required' })
    .min(1, 'url is required')
    .max(4096, 'url is too long')
    .meta({ description: 'The media page, as given to /api/info.' }),
  selector: selectorSchema.optional().meta({
    description:
      "The format's selector from /api/info, unchanged. Required, except with kind=subtitles: one track alone needs no format.",
  }),
  ext: extSchema.meta({
    description:
      "The container to produce (the format's ext; mp3 with convert=mp3, or alone: the audio made into MP3 as convert=mp3 does unless it is MP3 already).",
  }),
  kind: kindSchema.meta({ description: "The format's kind." }),
  title: titleSchema.meta({ description: 'Names the file (Content-Disposition).' }),
  convert: z
    .literal('mp3', { error: 'convert must be mp3' })
    .optional()
    .meta({ description: 'Extract the audio as MP3.' }),
  quality: qualitySchema
    .optional()
    .meta({ description: 'MP3 bitrate in kbit/s (128, 192, 256, 320); ignored without convert=mp3; 192 if left out.' }),
  ...spanFields(),
  ...optionListParams(),
  ...optionParams(),
});

/**
 * The SPEC requires `selector`; kind=subtitles (an addition: one subtitle track alone) uses none, so
 * there it may be left out. Said as zod says a missing field, in the caller's language.
 */
function checkSelectorGiven(fields: { kind: string; selector?: string | undefined }, ctx: z.RefinementCtx): void {
  if (fields.selector !== undefined || fields.kind === 'subtitles') return;
  ctx.addIssue({
    code: 'invalid_type',
    expected: 'string',
    input: undefined,
    path: ['selector'],
    message: 'selector is required',
  });
}

/** A download's parameters, validated and normalised (POST /api/link's body). */
export const downloadRequestSchema = () =>
  z.object(downloadFields()).superRefine(checkSelectorGiven).superRefine(checkOptionFields).transform(normalizeMp3);

/** GET /api/download's query: the download's parameters, and a signed link's own. */
const downloadQuerySchema = () =>
  z
    .object({
      ...downloadFields(),
      [LINK_USER_PARAM]: z.string().optional().meta({ description: 'Signed links: the user the link was issued to.' }),
      [LINK_EXPIRY_PARAM]: z.string().optional().meta({ description: 'Signed links: expiry, Unix seconds.' }),
      [LINK_SIGNATURE_PARAM]: z.string().optional().meta({
        description:
          'Signed links: HMAC-SHA256 over every other parameter. With it no Authorization is needed; a changed parameter is 403 link_invalid, a late one 403 link_expired; a repeated parameter, an invalid %-escape or a "#" in the request target is 400.',
      }),
    })
    .superRefine(checkSelectorGiven)
    .superRefine(checkOptionFields)
    .transform(normalizeMp3)
    // Left out only where the media core reads none (kind=subtitles, checkSelectorGiven).
    .transform((q) => ({ ...q, selector: q.selector ?? '' }));

type DownloadQuery = z.output<ReturnType<typeof downloadQuerySchema>> & Record<string, unknown>;

const downloadErrors = {
  400: errorBody(codesFor(400), 'A missing or ill-formed parameter, or a URL that may not be fetched.'),
  401: errorBody(
    ['unauthorized'],
    'API keys are configured and none (or a wrong one) was sent, and this is no signed link.',
  ),
  403: errorBody(
    ['link_invalid', 'link_expired', 'user_blocked', 'user_not_allowed'],
    'A signed link that was changed or has expired (nothing was started), or a user who may not download.',
  ),
  413: errorBody(
    codesFor(413, 'limit_max_duration'),
    'Larger than MAX_FILESIZE_MB, or longer than LIMIT_MAX_DURATION_S (a clip: its own length).',
  ),
  416: errorBody(['range_not_satisfiable'], 'The Range lies outside the file (Content-Range: bytes */size).'),
  422: errorBody(codesFor(422), 'The media cannot be read or made.'),
  429: errorBody(
    ['limit_downloads_per_day', 'limit_mb_per_day', 'limit_concurrent_jobs', 'limit_info_per_minute'],
    'A usage limit; see Retry-After. A link not looked up before is read first, which counts as a lookup.',
  ),
  503: errorBody(codesFor(503), 'Busy or out of disk; see Retry-After.'),
  504: errorBody(codesFor(504), 'The job took longer than JOB_TIMEOUT_S.'),
  500: errorBody(codesFor(500), 'A bug, or yt-dlp/ffmpeg could not be started.'),
};

export function registerDownloadRoute(
  app: FastifyInstance,
  media: MediaApi,
  usage: UsageService,
  keys: readonly ApiKey[],
  links: LinkSigner,
  jobs: JobBoard | undefined,
  /** SEND_STALL_TIMEOUT_S: a client that accepts no byte this long while more waits ends its download. */
  stall: { limitS: number; onStall: () => void },
): void {
  const handler = async (request: FastifyRequest<{ Querystring: DownloadQuery }>, reply: FastifyReply) => {
    const identity = callerOf(request);
    const query = request.query;
    const headersOnly = request.method === 'HEAD';
    // One range, honoured where the size is known (native pass-through). If-Range cannot be judged
    // here (no validators are passed on), so the whole file is the safe answer to it.
    const range =
      headersOnly || request.headers['if-range'] !== undefined ? undefined : parseRangeHeader(request.headers.range);
    const job = await admitDownloadJob(usage, identity, { ...query, ...fromPage(request) }, request.log);
    const signal = abortOnClientClose(reply);
    let handle: DownloadHandle;
    let platform: string;
    // On the job board from here: the owner's dashboard can stop it through any instance.
    const running = listDownload(jobs, request, reply, { identity, title: query.title }, signal);
    try {
      // Usually a cache hit: the client asked for the info first. Where not, the extraction this
      // starts is a lookup of the user's like POST /api/info (LIMIT_INFO_PER_MINUTE), whatever then happens.
      const lookups = lookupCounter(usage, identity, query.url);
      const info = await media.info(query.url, { signal, lookups });
      platform = info.platform;
      // What the media's length rules out (a clip past its end, too long to be watchable at a size) is a 400;
      // a span's own length is what the duration limit sees.
      const { span, ...asked } = resolveOptions(query, info.durationSeconds);
      enforceDuration(usage, identity, span ? spanStage().lengthS(span) : info.durationSeconds);
      handle = await media.download(
        {
          url: query.url,
          selector: query.selector,
          ext: query.ext,
          kind: query.kind,
          title: query.title,
          ...(query.convert ? { convert: query.convert } : {}),
          ...(query.quality ? { quality: query.quality } : {}),
          ...(span ? { clip: span } : {}),
          ...optionListRequestFields(query),
          ...asked.fields,
          options: asked.options,
        },
        { signal: running.signal, quota: job.quota, durationLimit: job.durationLimit, range, headersOnly, lookups },
      );
    } catch (error) {
      job.failed(error);
      if (error instanceof RangeNotSatisfiableError) return rangeNotSatisfiable(reply, error);
      // LIMIT_MB_PER_DAY once the size was known: 429 with Retry-After, as for a refusal at admission.
      throw error instanceof LimitReachedError ? refusalError(error.refusal) : error;
    }
    if (headersOnly) {
      // Nothing was sent: the row is a cancelled download of 0 bytes (it uses up no download of the day).
      job.failed(new MediaError('cancelled', sentence('error-head-only')), 0);
    } else {
      followSend({ job, running, reply, stall }, handle, platform);
    }
    return sendDownload(reply, handle, headersOnly);
  };
  const options = {
    // A signed link is checked before the query is validated: a bad one never starts yt-dlp.
    preValidation: identify((request) => downloadCaller(request, keys, links)),
  };
  const schema = {
    summary: 'Download one format as a file',
    description:
      'Streams the file with Content-Disposition: attachment. Takes the values of one format from /api/info, or follows a signed link from /api/link (then no Authorization is needed and the usage counts for the user it was issued to). HEAD answers the same headers without a body; one Range is honoured where the size is known ahead (206, else Accept-Ranges: none). With start and/or end only that part is fetched and sent (a clip: exact by default, cut=fast for keyframe cuts; named "Title (1m20s-2m05s).ext"); LIMIT_MAX_DURATION_S applies to the clip\'s length. subs=<lang>[,<lang>…] muxes subtitle tracks into mp4/mov/mkv/webm; kind=subtitles&subs=<lang>&ext=srt|vtt sends one track alone ("Title.en.srt"; no selector needed). With fit=<MB> the video is re-encoded to at most that size, as MP4 (named .mp4), and counted with the fitted file\'s bytes.',
    querystring: downloadQuerySchema(),
    response: {
      200: z.string().meta({
        description:
          'The file (video/mp4, audio/mpeg, video/webm, audio/mp4, video/x-matroska, application/x-subrip, text/vtt or application/octet-stream).',
        format: 'binary',
      }),
      206: z.string().meta({ description: 'One range of the file (Content-Range).', format: 'binary' }),
      ...downloadErrors,
    },
  };
  // HEAD answers with the headers a GET would get, without sending (or counting) any byte.
  app.head<{ Querystring: DownloadQuery }>('/api/download', { ...options, schema: { ...schema, hide: true } }, handler);
  app.get<{ Querystring: DownloadQuery }>('/api/download', { ...options, schema }, handler);
}

/** 416 for a range outside the file, with the file's size where it is known. */
function rangeNotSatisfiable(reply: FastifyReply, error: RangeNotSatisfiableError): FastifyReply {
  if (error.size !== undefined) reply.header('Content-Range', `bytes */${error.size}`);
  return reply
    .code(416)
    .header('Accept-Ranges', 'bytes')
    .type('application/json; charset=utf-8')
    .send({ error: 'The requested range lies outside the file.', code: 'range_not_satisfiable' });
}

/** What watches a download being sent: its usage row, the job board's entry, and the stall timer. */
interface SendWatch {
  job: Awaited<ReturnType<typeof admitDownloadJob>>;
  running: ReturnType<typeof listDownload>;
  reply: FastifyReply;
  stall: { limitS: number; onStall: () => void };
}

/** From the first byte: the job board follows the bytes, a stalled send ends it, its end is counted. */
function followSend({ job, running, reply, stall }: SendWatch, handle: DownloadHandle, platform: string): void {
  job.firstByte();
  running.follow(() => handle.bytesSoFar());
  endStalledSend(reply, stall.limitS, stall.onStall);
  handle.done.then(
    ({ bytes }) => job.ok({ bytes, mediaPlatform: platform }),
    (error: unknown) => job.failed(error, handle.bytesSoFar()),
  );
}

/** The file's status and headers (206 with Content-Range for one range), its stream as the body but for HEAD. */
function sendDownload(reply: FastifyReply, handle: DownloadHandle, headersOnly: boolean): FastifyReply {
  reply
    .code(handle.range ? 206 : 200)
    .header('Content-Type', handle.mimeType)
    .header('Content-Disposition', contentDisposition(handle.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .header('Accept-Ranges', handle.acceptsRanges ? 'bytes' : 'none');
  if (handle.range) {
    const { start, end, size } = handle.range;
    reply.header('Content-Range', `bytes ${start}-${end}/${size ?? '*'}`);
  }
  if (handle.size !== undefined) reply.header('Content-Length', String(handle.size));
  return headersOnly ? reply.send() : reply.send(handle.stream);
}
