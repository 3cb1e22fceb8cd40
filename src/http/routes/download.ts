import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../media/filename.js';
import { extSchema, kindSchema, qualitySchema, selectorSchema, titleSchema } from '../../media/schemas.js';
import type { MediaApi } from '../../media/types.js';
import { abortOnClientClose } from '../abort.js';

const required = (name: string) => ({ error: `${name} is required` });

export const downloadQuerySchema = z
  .object({
    url: z.string(required('url')).min(1, 'url is required').max(4096),
    selector: selectorSchema,
    ext: extSchema,
    kind: kindSchema,
    title: titleSchema,
    convert: z.literal('mp3', { error: 'convert must be mp3' }).optional(),
    quality: qualitySchema.optional(),
  })
  // The SPEC: quality without convert=mp3 is ignored; convert=mp3 without quality means 192.
  .transform((q) => ({ ...q, quality: q.convert === 'mp3' ? (q.quality ?? 192) : undefined }));

export function registerDownloadRoute(app: FastifyInstance, media: MediaApi): void {
  app.get('/api/download', async (request, reply) => {
    const query = downloadQuerySchema.parse(request.query ?? {});
    const signal = abortOnClientClose(reply);
    const handle = await media.download(
      {
        url: query.url,
        selector: query.selector,
        ext: query.ext,
        kind: query.kind,
        title: query.title,
        ...(query.convert ? { convert: query.convert } : {}),
        ...(query.quality ? { quality: query.quality } : {}),
      },
      { signal },
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
