/**
 * Media sets that tests make with ffmpeg (fit-fixtures.ts, cover-fixtures.ts, subtitle-fixtures.ts, the sized and
 * HLS sets of fixtures/) are encoded once per machine and copied into each test's folder, as the main fixture set
 * is (global-setup.ts): encoding 720p noise took more CPU than some of the tests that use it, and several files use
 * the same set. The cache is keyed by the recipe: the set's name and the source text of the modules that make it, so
 * a changed recipe makes a new set. MEDIA_FETCHER_FIXTURES_DIR moves the cache (as it moves the main set's).
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULT_FILE = '.built-once.json';

/** The source text of modules (by their import.meta.url): what a set's recipe is written in. */
export async function recipeOf(...moduleUrls: string[]): Promise<string> {
  const texts = await Promise.all(moduleUrls.map((url) => readFile(fileURLToPath(url), 'utf8')));
  return texts.join('\0');
}

function cacheRoot(): string {
  return process.env.MEDIA_FETCHER_FIXTURES_DIR
    ? path.join(process.env.MEDIA_FETCHER_FIXTURES_DIR, 'built-once')
    : path.join(os.tmpdir(), 'media-fetcher-built-once');
}

/** The cached set's result, once a complete set is there (the result file is written last). */
async function cachedResult<T>(dir: string): Promise<{ value: T } | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, RESULT_FILE), 'utf8')) as { value: T };
  } catch {
    return undefined;
  }
}

/**
 * Writes the set `name` into `into` as `build(into)` would, and resolves with what `build` resolved with (it must
 * survive JSON). The first call on a machine runs `build` into a staging folder that is renamed into place in one
 * step (two files making it at once: one rename wins, the other copy is dropped); later calls copy the set.
 */
export async function builtOnce<T>(
  name: string,
  recipe: string,
  build: (dir: string) => Promise<T>,
  into: string,
): Promise<T> {
  const key = createHash('sha256').update(`${name}\0${recipe}`).digest('hex').slice(0, 16);
  const root = cacheRoot();
  const dir = path.join(root, `${name}-${key}`);
  let cached = await cachedResult<T>(dir);
  if (!cached) {
    await mkdir(root, { recursive: true });
    const staging = await mkdtemp(path.join(root, `.${name}-`));
    try {
      const value = await build(staging);
      await writeFile(path.join(staging, RESULT_FILE), JSON.stringify({ value: value ?? null }));
      await rename(staging, dir).catch(async (error: NodeJS.ErrnoException) => {
        // Another file made the set first: theirs is as good.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    cached = await cachedResult<T>(dir);
    if (!cached) throw new Error(`the ${name} set was made but is not in ${dir}`);
  }
  await mkdir(into, { recursive: true });
  await cp(dir, into, { recursive: true, filter: (source) => path.basename(source) !== RESULT_FILE });
  return (cached.value ?? undefined) as T;
}
