/** The HTTP API's one door: the Fastify app with its routes, assembled from what src/server.ts hands in. */
export { type AppDependencies, buildApp, buildMetricsApp } from './app.js';
export { clientLimitsOf } from './client-limits.js';
export { httpCloser } from './close-http.js';
export { allowedHostNames, unnamedHostWarning } from './host-check.js';
export type { MetricsEndpoint } from './routes/metrics.js';
