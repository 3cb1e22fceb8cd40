import type { FastifyInstance } from 'fastify';

export interface HealthInfo {
  ytdlpVersion: string;
  ffmpegVersion: string;
}

export function registerHealthRoute(app: FastifyInstance, health: () => HealthInfo & Record<string, unknown>): void {
  app.get('/api/health', async () => ({ status: 'ok', ...health() }));
}
