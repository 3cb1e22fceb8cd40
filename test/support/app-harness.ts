import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../src/config/index.js';
import { createServices, type Services } from '../../src/server.js';
import { assertNoRunningRows } from './running-rows.js';
import { sharedToolProbe } from './tool-probe-cache.js';

export interface TestApp {
  baseUrl: string;
  services: Services;
  dataDir: string;
  /** Stops the services, then fails when a usage row is still `running` (a ticket some path never ended). */
  close(): Promise<void>;
}

/** What a test can ask of its app beyond the environment; every default is what a real start does, but two. */
export interface TestAppOptions {
  /**
   * Warm a yt-dlp worker at start, as a real process does (default false: most apps never look a link up, and
   * the first lookup starts the worker the warm-up would have; a test of the warm-up itself says true).
   */
  warmUp?: boolean;
  /**
   * Probe yt-dlp and ffmpeg afresh (default false: the answer of an earlier start of this test process with the
   * same binaries, PATH and settings, test/support/tool-probe-cache.ts; a test of the probe itself says true).
   */
  freshProbe?: boolean;
}

/**
 * Starts the real service stack (SQLite file, yt-dlp, ffmpeg, egress proxy,
 * Fastify on 127.0.0.1) with the given environment on top of test defaults.
 * Private URLs are allowed by default because the fixtures live on loopback.
 */
export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ALLOW_PRIVATE_URLS: 'true',
    LOG_LEVEL: 'silent',
    PATH: process.env.PATH,
    ...env,
  });
  const toolProbe = options.freshProbe
    ? undefined
    : sharedToolProbe({ YTDLP_PATH: config.YTDLP_PATH, FFMPEG_PATH: config.FFMPEG_PATH });
  const services = await createServices(config, pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), {
    toolProbe,
    warmUp: options.warmUp ?? false,
  });
  const address = await services.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: address,
    services,
    dataDir,
    async close() {
      await services.close();
      try {
        assertNoRunningRows(config.DATABASE_PATH, 'test app');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The owner's credentials of an app without API keys: the owner token its
 * start generated into DATA_DIR, as a bearer token (src/http/owner-auth.ts).
 */
export function asOwner(app: TestApp): Record<string, string> {
  const token = readFileSync(path.join(app.dataDir, 'owner-token'), 'utf8').trim();
  return { authorization: `Bearer ${token}` };
}

/** A JSON response body; tests check it field by field. */
// biome-ignore lint/suspicious/noExplicitAny: any JSON shape, asserted by each test
export type JsonBody = Record<string, any>;

/** POST /api/info with a JSON body. */
export async function postInfo(baseUrl: string, url: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ url }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as JsonBody };
}

/** The query string of a download, from a format object of an info response. */
export function downloadUrl(baseUrl: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return `${baseUrl}/api/download?${query}`;
}
