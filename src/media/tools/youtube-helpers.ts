/**
 * Which of YouTube's helpers the Python that runs yt-dlp can import: the challenge solver scripts
 * (`yt_dlp_ejs`, from yt-dlp's `default` extra, or inside the official zip) and the bgutil PO-token
 * plugin (`bgutil-ytdlp-pot-provider`). Asked once, with our own paths as arguments and no shell.
 */
import { execFile } from 'node:child_process';
import { z } from 'zod';
import { toolEnv } from '../../support/tool-env.js';
import type { Importable } from './ytdlp-worker-launch.js';

export interface YoutubeHelpers {
  solverScripts: boolean;
  potPlugin: boolean;
}

// The paths to import from come as arguments; the plugin is found by its distribution or, unpacked, its module.
const ASK = `
import sys, json, importlib.util, importlib.metadata
sys.path[:0] = sys.argv[1:]
def found(module):
    try:
        return importlib.util.find_spec(module) is not None
    except Exception:
        return False
def installed(dist):
    try:
        importlib.metadata.version(dist)
        return True
    except Exception:
        return False
print(json.dumps({'solverScripts': found('yt_dlp_ejs'),
  'potPlugin': installed('bgutil-ytdlp-pot-provider') or found('yt_dlp_plugins.extractor.getpot_bgutil_http')}))
`;

const answerSchema = z.object({ solverScripts: z.boolean(), potPlugin: z.boolean() });

/** The helpers yt-dlp's Python has, or undefined where it cannot be asked (a standalone build, no Python). */
export function askYoutubeHelpers(importable: Importable): Promise<YoutubeHelpers | undefined> {
  if (typeof importable === 'string') return Promise.resolve(undefined);
  const args = ['-c', ASK, ...(importable.importPath ? [importable.importPath] : [])];
  return new Promise((resolve) => {
    execFile(importable.python, args, { encoding: 'utf8', timeout: 15_000, env: toolEnv() }, (error, stdout) => {
      if (error) return resolve(undefined);
      try {
        resolve(answerSchema.parse(JSON.parse(stdout)));
      } catch {
        resolve(undefined);
      }
    });
  });
}
