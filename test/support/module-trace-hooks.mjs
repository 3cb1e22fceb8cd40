// The loader hooks of module-trace.mjs (they run on the loader's own thread).
import { appendFileSync } from 'node:fs';

/** @type {string | undefined} */
let out;

/** @param {{ out: string }} data */
export function initialize(data) {
  out = data.out;
}

/**
 * @param {string} specifier
 * @param {object} context
 * @param {(specifier: string, context: object) => Promise<{ url: string }>} next
 */
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  // The importer too: what pulled a module in is the first thing one asks of an unexpected one.
  if (out)
    appendFileSync(out, `${resolved.url}\t${(/** @type {{ parentURL?: string }} */ (context)).parentURL ?? ''}\n`);
  return resolved;
}
