/** The HTTP API's one door: the Fastify app with its routes, assembled from what src/server.ts hands in. */
export { type AppDependencies, buildApp } from './app.js';
export type { MetricsEndpoint } from './routes/metrics.js';
