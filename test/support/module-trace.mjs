// Preloaded into a built process (NODE_OPTIONS=--import=<this file>, MODULE_TRACE=<file>): every
// module the process loads is written to MODULE_TRACE, one a line: ES modules as the loader
// resolves them (module-trace-hooks.mjs), CommonJS ones from require's cache when the process exits.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const out = process.env.MODULE_TRACE;
if (out) {
  register('./module-trace-hooks.mjs', { parentURL: import.meta.url, data: { out } });
  const require = createRequire(import.meta.url);
  process.on('exit', () => appendFileSync(out, `${Object.keys(require.cache).join('\n')}\n`));
}
