import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffprobePath } from './tools.js';

const run = promisify(execFile);

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  bit_rate?: string;
}

export interface Probed {
  streams: ProbedStream[];
  format: { duration?: string; bit_rate?: string; format_name: string; tags?: Record<string, string> };
}

/** ffprobe's view of a file: streams, duration, bit rate, tags. */
export async function probeFile(file: string): Promise<Probed> {
  const { stdout } = await run(ffprobePath(), ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]);
  return JSON.parse(stdout) as Probed;
}

export const videoStream = (p: Probed) => p.streams.find((s) => s.codec_type === 'video');
export const audioStream = (p: Probed) => p.streams.find((s) => s.codec_type === 'audio');
