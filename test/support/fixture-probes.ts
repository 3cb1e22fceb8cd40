// How fixtures.test.ts reads the fixtures: the real yt-dlp's info JSON (kept with YTDLP_SAMPLES_DIR), what its
// formats carry, and requests whose path reaches the fixture server byte for byte.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { timeLeftInTest } from './test-deadline.js';
import { ytdlpPath } from './tools.js';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Spawns a binary without a shell and collects its output. One that hangs is
 * killed just before the test's own timeout (a busy machine only makes it slower).
 */
export function run(binary: string, args: string[], timeoutMs = timeLeftInTest()): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The subset of yt-dlp's info JSON these tests look at. */
export interface YtFormat {
  format_id: string;
  url?: string;
  protocol?: string;
  ext?: string;
  vcodec?: string | null;
  acodec?: string | null;
  height?: number | null;
}
export interface YtInfo {
  extractor_key: string;
  title?: string;
  uploader?: string;
  duration?: number;
  thumbnail?: string;
  formats: YtFormat[];
}

export async function ytDlpJson(url: string, sampleName: string): Promise<YtInfo> {
  const result = await run(ytdlpPath(), ['--ignore-config', '--no-playlist', '-J', '--', url]);
  if (result.code !== 0) throw new Error(`yt-dlp failed (${result.code}): ${result.stderr}`);
  const samplesDir = process.env.YTDLP_SAMPLES_DIR;
  if (samplesDir) {
    await mkdir(samplesDir, { recursive: true });
    await writeFile(path.join(samplesDir, `${sampleName}.json`), result.stdout);
  }
  return JSON.parse(result.stdout) as YtInfo;
}

export const isVideoOnly = (f: YtFormat) => f.vcodec !== 'none' && f.acodec === 'none';
export const isAudioOnly = (f: YtFormat) => f.vcodec === 'none' && f.acodec !== 'none';
export const heights = (formats: YtFormat[]) => formats.map((f) => f.height).sort((a, b) => (a ?? 0) - (b ?? 0));

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A request with the path sent byte-for-byte: fetch() and `new URL()` would normalise `..`
 * away before it reaches the server, hiding exactly what the traversal tests probe.
 */
export function rawRequest(
  origin: string,
  rawPath: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  const { hostname, port } = new URL(origin);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request(
      { hostname, port, path: rawPath, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
