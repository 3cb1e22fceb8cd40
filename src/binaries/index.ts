/**
 * Where yt-dlp and ffmpeg are and which versions they are: the one way in for code outside this
 * folder. Kept free of the service's heavy modules, so that main.ts can start the probes before
 * it loads the rest (and the media core, src/media, re-exports what its callers use).
 */
export {
  type BinaryPaths,
  type BinarySettings,
  MissingBinaryError,
  onPath,
  packagedYtdlp,
  projectYtdlp,
} from './candidates.js';
export {
  ffmpegVersionOf,
  type ProbedBinaries,
  probeBinaries,
  probedFor,
  startToolProbe,
  type ToolProbe,
  type ToolVersions,
  ytdlpVersionOf,
} from './probe.js';
export { resolveBinaries } from './resolve.js';
