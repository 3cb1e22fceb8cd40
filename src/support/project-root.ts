import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding package.json above `from`, whether the code runs from
 * src/ (tsx, vitest) or dist/src/ (npm start): where locales/, src/web and
 * drizzle/ are found at run time.
 */
export function projectRoot(from: string = import.meta.dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${from}`);
    dir = parent;
  }
  return dir;
}
