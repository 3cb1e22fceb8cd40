import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../support/project-root.js';
import { registerPageRoutes } from './web-page.js';
import { registerThumbnailRoute, type ThumbnailRouteOptions } from './web-thumbnail.js';

/**
 * The pages' files: written by hand in src/web, and their scripts compiled by `npm run build`
 * (index.html, admin.html and manifest.webmanifest, said in the reader's language, are web-page.ts's).
 */
const assets = ['styles.css', 'admin.css', 'admin-charts.css', 'icon.svg'];
/**
 * The scripts: app.js, which index.html loads as a module, admin.js, which admin.html (the owner's
 * dashboard) loads, and the modules they import by relative URL (`./card.js` is fetched as
 * `/card.js`): every module tsc built from src/web, read from the build so a new module needs no
 * list kept by hand. The *-types.js ones are left out: only types are imported from them.
 */
function builtScripts(builtDir: string): string[] {
  if (!existsSync(builtDir)) return [];
  return readdirSync(builtDir).filter((file) => file.endsWith('.js') && !file.endsWith('-types.js'));
}
/** The entry points: without them the page has no script at all. */
const entryScripts = ['app.js', 'admin.js'];
/**
 * Fluent's engine for the page (@fluent/bundle's ES modules, imported by i18n.js as
 * `./fluent/index.js`): index.js and the files it imports, served from the package under /fluent/.
 */
const fluentFiles = [
  'index.js',
  'bundle.js',
  'resource.js',
  'resolver.js',
  'scope.js',
  'types.js',
  'builtins.js',
  'memoizer.js',
];
const fluentDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fluent/bundle/package.json')), 'esm');

export interface WebPageOptions extends ThumbnailRouteOptions {
  /** Where to say the page is incomplete (its script not built yet). */
  warn(message: string): void;
}

/**
 * The web page at `/` and the owner's dashboard at `/admin`: static files with revalidation (they are not
 * content-hashed, so a browser asks again and gets a 304 while unchanged),
 * the page itself and its sentences in the reader's language (web-page.ts),
 * and `POST /web/thumbnail`, the card's picture (web-thumbnail.ts).
 */
export async function registerWebPage(app: FastifyInstance, options: WebPageOptions): Promise<void> {
  const root = projectRoot();
  const sourceDir = path.join(root, 'src/web');
  const builtDir = path.join(root, 'dist/src/web');
  const scripts = builtScripts(builtDir);
  const missing = entryScripts.find((script) => !scripts.includes(script));
  if (missing) {
    options.warn(`The web page's script ${path.join(builtDir, missing)} is missing: run "npm run build".`);
  }
  // serve: false: only reply.sendFile (with ETag, Last-Modified, 304s); each file gets its own route,
  // so nothing else in these folders (the TypeScript source, source maps) is reachable.
  await app.register(fastifyStatic, { root: sourceDir, serve: false, cacheControl: false });
  const files: [string, string, string][] = [
    ...assets.map((file): [string, string, string] => [`/${file}`, file, sourceDir]),
    ...scripts.map((file): [string, string, string] => [`/${file}`, file, builtDir]),
    ...fluentFiles.map((file): [string, string, string] => [`/fluent/${file}`, file, fluentDir]),
  ];
  for (const [route, file, dir] of files) {
    app.get(route, { schema: { hide: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile(file, dir),
    );
  }
  registerPageRoutes(app, sourceDir);

  registerThumbnailRoute(app, options);
}
