import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MediaApi } from '../media/index.js';
import { ExpiringLru } from '../support/expiring-lru.js';
import type { UsageService } from '../usage/index.js';
import { abortOnClientClose } from './abort.js';
import { type ApiKey, callerOf, httpIdentity, identify } from './access.js';
import { admit } from './usage-gate.js';
import { type UserLookups, userLinkKey } from './user-lookups.js';

const thumbnailBodySchema = z.object({
  link: z.string({ error: 'link is required' }).min(1, 'link is required').max(4096, 'link is too long'),
});

/** As long as the browser is told to keep it (Cache-Control below). */
const PICTURE_KEPT_MS = 60 * 60 * 1000;
/** The pictures are JPEGs of at most 320×320 px (tens of KB): a few hundred fit. */
const PICTURES_MAX_BYTES = 16 * 1024 * 1024;

export interface ThumbnailRouteOptions {
  media: MediaApi;
  usage: UsageService;
  keys: readonly ApiKey[];
  /** Who looked up which link (POST /api/info records there). */
  lookups: UserLookups;
}

/**
 * `POST /web/thumbnail` (`{ link }`): the page's card picture, fetched by the
 * server so the page never contacts another origin. Only for a link the
 * caller looked up themselves (else 404, the same answer as for a link nobody
 * looked up). Making one is a job like any other: it waits for a slot of the
 * job queue and counts as a lookup (LIMIT_INFO_PER_MINUTE); the picture is
 * then kept per user, and asking again costs nothing.
 */
export function registerThumbnailRoute(app: FastifyInstance, options: ThumbnailRouteOptions): void {
  const { media, usage, lookups } = options;
  const pictures = new ExpiringLru<Buffer>({
    ttlMs: PICTURE_KEPT_MS,
    maxEntries: 1000,
    maxBytes: PICTURES_MAX_BYTES,
    sizeOf: (image) => image.length,
  });
  app.post<{ Body: z.output<typeof thumbnailBodySchema> }>(
    '/web/thumbnail',
    {
      preValidation: identify((request) => httpIdentity(request, options.keys)),
      // The page's own helper, not part of the API.
      schema: { hide: true, body: thumbnailBodySchema },
    },
    async (request, reply) => {
      const identity = callerOf(request);
      const { link } = request.body;
      // Never a URL it is given: only the picture of a link this caller has just looked up, so the
      // helper is no way to make the server fetch anything, nor to learn what others looked up.
      const info = lookups.has(identity, link) ? media.cachedInfo(link) : undefined;
      const picture = info?.thumbnail;
      if (!info || !picture) {
        return reply
          .code(404)
          .send({ error: 'There is no picture for this link: look it up first.', code: 'not_found' });
      }
      const key = userLinkKey(identity, link, picture);
      const kept = pictures.get(key);
      if (kept) return sendPicture(reply, kept);
      // Counted as the page's thumbnail job (src/metrics), recorded as the lookup it is.
      const job = await admit(
        usage,
        identity,
        { action: 'info', url: link, via: 'web', purpose: 'thumbnail' },
        request.log,
      );
      let image: Buffer;
      try {
        const thumbnail = await media.thumbnail(picture, { signal: abortOnClientClose(reply) });
        try {
          image = await readFile(thumbnail.path);
        } finally {
          await thumbnail.cleanup();
        }
      } catch (error) {
        job.failed(error);
        throw error;
      }
      job.ok({ mediaPlatform: info.platform });
      pictures.set(key, image);
      return sendPicture(reply, image);
    },
  );
}

function sendPicture(reply: FastifyReply, image: Buffer) {
  return reply.type('image/jpeg').header('Cache-Control', 'private, max-age=3600').send(image);
}
