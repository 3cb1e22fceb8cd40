import type { FastifyInstance } from 'fastify';
import { healthSchema } from '../api-schemas.js';

export interface HealthInfo {
  ytdlpVersion: string;
  ffmpegVersion: string;
}

/** What /api/health reports besides `status`: read at each request (the disk's free space is a syscall). */
export type HealthReport = HealthInfo & Record<string, unknown>;

export function registerHealthRoute(app: FastifyInstance, health: () => HealthReport | Promise<HealthReport>): void {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Is the server up, and with which tools',
        description: "Needs no key. yt-dlp and ffmpeg versions, yt-dlp's age, confinement, the job queue and warnings.",
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok', ...(await health()) }),
  );
}
