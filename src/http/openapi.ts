import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { withGuardAnswers } from './guard-answers.js';

/**
 * Requests are validated by the routes' zod schemas (fastify-type-provider-zod),
 * and the same schemas make the OpenAPI 3.1 document at /openapi.json, with a
 * self-hosted reference at /docs: the document cannot say one thing while
 * the validation does another. Call before the routes are registered.
 */
export async function registerOpenApi(app: FastifyInstance, options: { apiKeys: boolean }): Promise<void> {
  useZodSchemas(app);
  // Every documented route also answers what the checks before it may (421, and 403/415 where it acts).
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (route.schema && response && !route.schema.hide) {
      route.schema = { ...route.schema, response: withGuardAnswers(route.method, response) };
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'media-fetcher',
        version: '1',
        description:
          "Read a media link (POST /api/info), then download one of its formats (GET /api/download), directly or through a signed link (POST /api/link). Errors are JSON `{error, code}`: `error` in the language of `Accept-Language` (English by default), `code` stable and English. Every route answers `421 host_not_allowed` to a `Host` it does not know (DNS rebinding); every POST answers `403 cross_site_request` to another site's page and `415 unsupported_media_type` without `Content-Type: application/json` or an `Authorization` / `X-Requested-With` header.",
      },
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              "One of API_KEYS, when the owner set them; without keys the caller is known by IP, and the owner's routes (/api/usage, /api/admin…) take the owner token from DATA_DIR/owner-token here.",
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN, for GET /metrics from another machine (the machine itself needs none).',
          },
        },
      },
      ...(options.apiKeys ? { security: [{ apiKey: [] }] } : {}),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Swagger UI's own assets come from this server; its validator badge would call validator.swagger.io.
    uiConfig: { validatorUrl: null, deepLinking: true },
    // The page's CSP, plus what Swagger UI needs on /docs alone: its data: logo, and style
    // attributes it writes while rendering (styles only; scripts stay 'self').
    transformStaticCSP: (header) =>
      header
        .replace("img-src 'self' blob:", "img-src 'self' blob: data:")
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

/** Routes declare zod schemas: requests are validated by them, responses are documented by them. */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document; they do not police: a code missing from a status's list must not
  // turn a sentence into a 500. The OpenAPI test checks real answers against them instead.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
