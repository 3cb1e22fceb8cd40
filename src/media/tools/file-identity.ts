import { statSync } from 'node:fs';

/**
 * What tells a file's versions apart, cheap enough to ask before each lookup:
 * its inode (a file replaced by a rename), size, and modification and change
 * times (a rewrite in place). 'none' without a path, 'missing' without a file.
 */
export function fileIdentity(file: string | undefined): string {
  if (!file) return 'none';
  try {
    const { dev, ino, size, mtimeMs, ctimeMs } = statSync(file);
    return `${dev}:${ino}:${size}:${mtimeMs}:${ctimeMs}`;
  } catch {
    return 'missing';
  }
}
