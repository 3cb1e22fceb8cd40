import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../media/filename.js';
import { extSchema, kindSchema, qualitySchema, selectorSchema, titleSchema } from '../../media/schemas.js';
import type { DownloadHandle, MediaApi } from '../../media/types.js';
import { LimitReachedError, type UsageService } from '../../usage/index.js';
import { abortOnClientClose } from '../abort.js';
import { type ApiKey, httpIdentity, refusalError } from '../access.js';
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
): void {
  app.get('/api/download', async (request, reply) => {
    const identity = httpIdentity(request, keys);
    const query = downloadQuerySchema.parse(request.query ?? {});
    const job = admit(
      usage,
      identity,
      {
        action: 'download',
        url: query.url,
        selector: query.selector,
        kind: query.kind,
        ...(query.convert ? { convert: query.convert } : {}),
        ...(query.quality ? { quality: query.quality } : {}),
      },
      request.log,
    );
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
        { signal, quota: job.quota, maxDurationS },
      );
    } catch (error) {
      job.failed(error);
      // LIMIT_MB_PER_DAY once the size was known: 429 with Retry-After, as for a refusal at admission.
      throw error instanceof LimitReachedError ? refusalError(error.refusal) : error;
    }
    job.firstByte();
    handle.done.then(
      ({ bytes }) => job.ok({ bytes, mediaPlatform: platform }),
      (error: unknown) => job.failed(error, handle.bytesSoFar()),
    );
    reply
      .code(200)
      .header('Content-Type', handle.mimeType)
      .header('Content-Disposition', contentDisposition(handle.filename))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store');
    if (handle.size !== undefined) reply.header('Content-Length', String(handle.size));
    return reply.send(handle.stream);
  });
}
