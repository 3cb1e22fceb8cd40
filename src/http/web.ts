import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MediaApi } from '../media/types.js';
import { abortOnClientClose } from './abort.js';
import { type ApiKey, httpIdentity, identify } from './access.js';

/** The folder holding package.json, whether this runs from src/ (tsx) or dist/src/ (npm start). */
function projectRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above src/http');
    dir = parent;
  }
  return dir;
}

/** The page's files: written by hand in src/web, and its script compiled by `npm run build`. */
const assets = ['index.html', 'styles.css', 'manifest.webmanifest', 'icon.svg'];
const script = 'app.js';

const thumbnailBodySchema = z.object({
  link: z.string({ error: 'link is required' }).min(1, 'link is required').max(4096, 'link is too long'),
});

export interface WebPageOptions {
  media: MediaApi;
  keys: readonly ApiKey[];
  /** Where to say the page is incomplete (its script not built yet). */
  warn(message: string): void;
}

/**
 * The web page at `/`: static files with revalidation (they are not
 * content-hashed, so a browser asks again and gets a 304 while unchanged),
 * and `POST /web/thumbnail` (`{ link }`), the card's picture fetched by the
 * server so the page itself never contacts another origin.
 */
export async function registerWebPage(app: FastifyInstance, options: WebPageOptions): Promise<void> {
  const root = projectRoot();
  const sourceDir = path.join(root, 'src/web');
  const builtDir = path.join(root, 'dist/src/web');
  if (!existsSync(path.join(builtDir, script))) {
    options.warn(`The web page's script ${path.join(builtDir, script)} is missing: run "npm run build".`);
  }
  // serve: false: only reply.sendFile (with ETag, Last-Modified, 304s); each file gets its own route,
  // so nothing else in these folders (the TypeScript source, source maps) is reachable.
  await app.register(fastifyStatic, { root: sourceDir, serve: false, cacheControl: false });
  const files: [string, string][] = [...assets.map((file): [string, string] => [file, sourceDir]), [script, builtDir]];
  for (const [file, dir] of files) {
    app.get(file === 'index.html' ? '/' : `/${file}`, { schema: { hide: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile(file, dir),
    );
  }

  app.post<{ Body: z.output<typeof thumbnailBodySchema> }>(
    '/web/thumbnail',
    {
      preValidation: identify((request) => httpIdentity(request, options.keys)),
      // The page's own helper, not part of the API.
      schema: { hide: true, body: thumbnailBodySchema },
    },
    async (request, reply) => {
      // Only the picture of a link this server has just looked up (a counted
      // /api/info): the helper never becomes a way to make the server fetch any URL.
      const picture = options.media.cachedInfo(request.body.link)?.thumbnail;
      if (!picture) {
        return reply
          .code(404)
          .send({ error: 'There is no picture for this link: look it up first.', code: 'not_found' });
      }
      const thumbnail = await options.media.thumbnail(picture, { signal: abortOnClientClose(reply) });
      try {
        const image = await readFile(thumbnail.path);
        return reply.type('image/jpeg').header('Cache-Control', 'private, max-age=3600').send(image);
      } finally {
        await thumbnail.cleanup();
      }
    },
  );
}
