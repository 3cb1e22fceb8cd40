import type { FastifyInstance } from 'fastify';
import { healthSchema } from '../api-schemas.js';

export interface HealthInfo {
  ytdlpVersion: string;
  ffmpegVersion: string;
}

export function registerHealthRoute(app: FastifyInstance, health: () => HealthInfo & Record<string, unknown>): void {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Is the server up, and with which tools',
        description: "Needs no key. yt-dlp and ffmpeg versions, yt-dlp's age, confinement, the job queue and warnings.",
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok', ...health() }),
  );
}
