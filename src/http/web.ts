import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../support/project-root.js';
import { registerThumbnailRoute, type ThumbnailRouteOptions } from './web-thumbnail.js';

/** The page's files: written by hand in src/web, and its script compiled by `npm run build`. */
const assets = ['index.html', 'styles.css', 'manifest.webmanifest', 'icon.svg'];
/**
 * The script: app.js, which index.html loads as a module, and the modules it imports by relative
 * URL (`./card.js` is fetched as `/card.js`). Each is named here, since only named files are served;
 * api-types.js is left out, as only types are imported from it and the browser never asks for it.
 */
const scripts = [
  'app.js',
  'api-key.js',
  'api.js',
  'card.js',
  'clip.js',
  'download.js',
  'elements.js',
  'format-list.js',
  'lookup.js',
  'status.js',
  'units.js',
];

export interface WebPageOptions extends ThumbnailRouteOptions {
  /** Where to say the page is incomplete (its script not built yet). */
  warn(message: string): void;
}

/**
 * The web page at `/`: static files with revalidation (they are not
 * content-hashed, so a browser asks again and gets a 304 while unchanged),
 * and `POST /web/thumbnail`, the card's picture (web-thumbnail.ts).
 */
export async function registerWebPage(app: FastifyInstance, options: WebPageOptions): Promise<void> {
  const root = projectRoot();
  const sourceDir = path.join(root, 'src/web');
  const builtDir = path.join(root, 'dist/src/web');
  const missing = scripts.find((script) => !existsSync(path.join(builtDir, script)));
  if (missing) {
    options.warn(`The web page's script ${path.join(builtDir, missing)} is missing: run "npm run build".`);
  }
  // serve: false: only reply.sendFile (with ETag, Last-Modified, 304s); each file gets its own route,
  // so nothing else in these folders (the TypeScript source, source maps) is reachable.
  await app.register(fastifyStatic, { root: sourceDir, serve: false, cacheControl: false });
  const files: [string, string][] = [
    ...assets.map((file): [string, string] => [file, sourceDir]),
    ...scripts.map((file): [string, string] => [file, builtDir]),
  ];
  for (const [file, dir] of files) {
    app.get(file === 'index.html' ? '/' : `/${file}`, { schema: { hide: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile(file, dir),
    );
  }

  registerThumbnailRoute(app, options);
}
