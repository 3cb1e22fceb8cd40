import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MediaError } from '../../media/errors.js';
import { contentDisposition } from '../../media/filename.js';
import { RangeNotSatisfiableError } from '../../media/origin-fetch.js';
import { extSchema, kindSchema, qualitySchema, selectorSchema, titleSchema } from '../../media/schemas.js';
import type { DownloadHandle, MediaApi } from '../../media/types.js';
import { downloadUsageRequest, LimitReachedError, type LinkSigner, type UsageService } from '../../usage/index.js';
import { abortOnClientClose } from '../abort.js';
import { type ApiKey, refusalError } from '../access.js';
import { downloadCaller } from '../link-access.js';
import { parseRangeHeader } from '../range.js';
import { admit, enforceDuration } from '../usage-gate.js';

export const downloadQuerySchema = z
  .object({
    url: z.string({ error: 'url is required' }).min(1, 'url is required').max(4096, 'url is too long'),
    selector: selectorSchema,
    ext: extSchema,
    kind: kindSchema,
    title: titleSchema,
    convert: z.literal('mp3', { error: 'convert must be mp3' }).optional(),
    quality: qualitySchema.optional(),
  })
  // The SPEC: quality without convert=mp3 is ignored; convert=mp3 without quality means 192.
  .transform((q) => ({ ...q, quality: q.convert === 'mp3' ? (q.quality ?? 192) : undefined }));

export function registerDownloadRoute(
  app: FastifyInstance,
  media: MediaApi,
  usage: UsageService,
  keys: readonly ApiKey[],
  links: LinkSigner,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // A signed link is checked here, before admission: a bad one never starts yt-dlp.
    const caller = downloadCaller(request, keys, links);
    const identity = caller.identity;
    const query = downloadQuerySchema.parse(caller.query);
    const headersOnly = request.method === 'HEAD';
    // One range, honoured where the size is known (native pass-through). If-Range cannot be judged
    // here (no validators are passed on), so the whole file is the safe answer to it.
    const range =
      headersOnly || request.headers['if-range'] !== undefined ? undefined : parseRangeHeader(request.headers.range);
    const job = admit(usage, identity, downloadUsageRequest(query), request.log);
    const signal = abortOnClientClose(reply);
    let handle: DownloadHandle;
    let platform: string;
    try {
      // Usually a cache hit: the client asked for the info first.
      const info = await media.info(query.url, { signal });
      platform = info.platform;
      const maxDurationS = enforceDuration(usage, identity, info.durationSeconds);
      handle = await media.download(
        {
          url: query.url,
          selector: query.selector,
          ext: query.ext,
          kind: query.kind,
          title: query.title,
          ...(query.convert ? { convert: query.convert } : {}),
          ...(query.quality ? { quality: query.quality } : {}),
        },
        { signal, quota: job.quota, maxDurationS, range, headersOnly },
      );
    } catch (error) {
      job.failed(error);
      if (error instanceof RangeNotSatisfiableError) {
        if (error.size !== undefined) reply.header('Content-Range', `bytes */${error.size}`);
        return reply
          .code(416)
          .header('Accept-Ranges', 'bytes')
          .type('application/json; charset=utf-8')
          .send({ error: 'The requested range lies outside the file.', code: 'range_not_satisfiable' });
      }
      // LIMIT_MB_PER_DAY once the size was known: 429 with Retry-After, as for a refusal at admission.
      throw error instanceof LimitReachedError ? refusalError(error.refusal) : error;
    }
    if (headersOnly) {
      // Nothing was sent: the row is a cancelled download of 0 bytes (it uses up no download of the day).
      job.failed(new MediaError('cancelled', 'Only the headers were asked for (HEAD).'), 0);
    } else {
      job.firstByte();
      handle.done.then(
        ({ bytes }) => job.ok({ bytes, mediaPlatform: platform }),
        (error: unknown) => job.failed(error, handle.bytesSoFar()),
      );
    }
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
  };
  // HEAD answers with the headers a GET would get, without sending (or counting) any byte.
  app.head('/api/download', handler);
  app.get('/api/download', handler);
}
