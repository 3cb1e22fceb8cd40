/**
 * DATA_DIR holds every user's address and links (the database, the jobs' files): only the service's
 * user may read it. New files and folders are private through the umask; installs made before get
 * their folders fixed at start (the database's files are sqlite.ts's: db/).
 */
import { chmodSync } from 'node:fs';
import path from 'node:path';

/** Whatever this process and its tools create (job folders, DATA_DIR itself) is its user's alone. */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

function contains(folder: string, inner: string): boolean {
  const relative = path.relative(folder, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * DATA_DIR and its temp folders 700; 711 (traversable, not listable) on the way to a local Bot API
 * server's folder inside them, which that server's user must reach. Returns the folders it could not
 * change (not this user's, e.g. a volume's root): they stay as they are.
 */
export function makeDataDirPrivate(dirs: {
  dataDir: string;
  tmpDir: string;
  sharedDir?: string | undefined;
}): string[] {
  const { dataDir, tmpDir, sharedDir } = dirs;
  const folders = [dataDir, path.join(dataDir, 'tmp'), tmpDir].filter((dir, i, all) => all.indexOf(dir) === i);
  const refused: string[] = [];
  for (const folder of folders) {
    const mode = sharedDir !== undefined && contains(folder, path.resolve(sharedDir)) ? 0o711 : 0o700;
    try {
      chmodSync(folder, mode);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') refused.push(folder);
    }
  }
  return refused;
}
