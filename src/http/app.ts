import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from '../logger.js';
import type { MediaApi } from '../media/types.js';
import { registerErrorHandling } from './error-handler.js';
import { registerDownloadRoute } from './routes/download.js';
import { type HealthInfo, registerHealthRoute } from './routes/health.js';
import { registerInfoRoute } from './routes/info.js';

export interface AppDependencies {
  media: MediaApi;
  logger: Logger;
  health: () => HealthInfo & Record<string, unknown>;
  trustProxy?: boolean;
}

/** Builds the HTTP app; never listens (main.ts and the tests do). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 16 * 1024,
    // Downloads can take long; the job timeout bounds them, not the socket.
    requestTimeout: 0,
    disableRequestLogging: false,
    return503OnClosing: true,
  });
  registerErrorHandling(app);
  registerInfoRoute(app, deps.media);
  registerDownloadRoute(app, deps.media);
  registerHealthRoute(app, deps.health);
  return app;
}
