/** ffmpeg's loudness readings of a file: what a filter printed, and EBU R128's integrated loudness in LUFS. */
import { spawn } from 'node:child_process';
import { ffmpegPath } from './tools.js';

/** What ffmpeg printed (its last 8000 characters) running `filter` over `file`'s audio into nothing. */
export function printedBy(file: string, filter: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-nostdin', '-nostats', '-i', file, '-af', filter, '-f', 'null', '-'];
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    // Only the tail: what a filter sums up comes last.
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stderr) : reject(new Error(`ffmpeg failed (${code}):\n${stderr}`)),
    );
  });
}

export async function integratedLoudness(file: string): Promise<number> {
  const printed = await printedBy(file, 'ebur128');
  const found = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(printed.slice(printed.lastIndexOf('Summary:')));
  if (!found) throw new Error(`ebur128 read no loudness:\n${printed}`);
  return found[1] === '-inf' ? Number.NEGATIVE_INFINITY : Number(found[1]);
}
