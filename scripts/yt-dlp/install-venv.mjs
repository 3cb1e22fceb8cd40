#!/usr/bin/env node
// `node scripts/yt-dlp/install-venv.mjs <folder>`: the yt-dlp of `npm run setup` (the same lock files, the
// same pip runs) in a virtualenv at <folder>. The container image builds it at the path where the
// service's data volume holds it at run time (/data/yt-dlp), so the service can update it there with pip.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installProjectYtdlp } from './install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = process.argv[2];
if (!folder || !path.isAbsolute(folder)) {
  console.error('usage: node scripts/yt-dlp/install-venv.mjs <absolute folder>');
  process.exit(2);
}
const ytdlp = installProjectYtdlp({
  root,
  venv: folder,
  say: (msg) => console.log(`[yt-dlp] ${msg}`),
  installVenvPackage: () => false,
});
process.exit(ytdlp ? 0 : 1);
