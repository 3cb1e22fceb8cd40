import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MediaApi, MediaInfo } from '../../media/types.js';
import type { UsageService } from '../../usage/index.js';
import { abortOnClientClose } from '../abort.js';
import { type ApiKey, httpIdentity } from '../access.js';
import { admit, enforceDuration } from '../usage-gate.js';

const infoBodySchema = z.object({
  url: z.string({ error: 'url is required' }).min(1, 'url is required').max(4096, 'url is too long'),
});

/** Exactly the SPEC's fields, nothing the bots keep for themselves. */
export function toSpecInfo(info: MediaInfo) {
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
      label: f.label,
      detail: f.detail,
      ...(f.filesizeApprox !== undefined ? { filesizeApprox: f.filesizeApprox } : {}),
    })),
  };
}

export function registerInfoRoute(
  app: FastifyInstance,
  media: MediaApi,
  usage: UsageService,
  keys: readonly ApiKey[],
): void {
  app.post('/api/info', async (request, reply) => {
    const identity = httpIdentity(request, keys);
    const { url } = infoBodySchema.parse(request.body ?? {});
    const job = admit(usage, identity, { action: 'info', url }, request.log);
    try {
      const info = await media.info(url, { signal: abortOnClientClose(reply) });
      enforceDuration(usage, identity, info.durationSeconds);
      job.ok({ mediaPlatform: info.platform });
      return reply.type('application/json; charset=utf-8').send(toSpecInfo(info));
    } catch (error) {
      job.failed(error);
      throw error;
    }
  });
}
