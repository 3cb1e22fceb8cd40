/**
 * The one place the browser tests get their browser: Debian's chromium (the
 * `pretest` step installs it where missing; CHROMIUM_PATH overrides), driven
 * by playwright-core, which never downloads a browser of its own.
 */
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';

/** The chromium binary: CHROMIUM_PATH, else the first of chromium / chromium-browser on PATH. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = path.join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  throw new Error('chromium was not found: run "npm test" (its pretest step installs it) or set CHROMIUM_PATH.');
}

/** A headless chromium; the caller closes it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Root in a container has no user namespace for chromium's own sandbox.
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The chromium of this vitest worker, launched on first use and kept for the files that run after in the same
 * worker (isolate: false keeps this module loaded): a launch and its close cost some 3 s of CPU, as much as a
 * short browser test. Tests share nothing through it: each opens a context of its own (own cookies, storage,
 * cache, downloads) and closes it; none closes the browser. Playwright kills it when the worker exits.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = launchBrowser();
    shared = launching;
    const forget = () => {
      if (shared === launching) shared = undefined;
    };
    // A browser that crashed or failed to start is launched anew by the next file.
    launching.then((browser) => browser.once('disconnected', forget), forget);
  }
  return shared;
}

/** The viewports every page is looked at in: a small phone and a desktop. */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** Where the browser tests leave screenshots for people to look at (made on first use). */
export function screenshotsDir(): string {
  const dir = path.join(os.tmpdir(), 'media-fetcher-web-screenshots');
  mkdirSync(dir, { recursive: true });
  return dir;
}
