import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { adminDashboardSchema } from '../../src/http/admin-schemas.js';
import { healthSchema, mediaInfoSchema, signedLinkSchema } from '../../src/http/api-schemas.js';
import { asOwner, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';

let fixtures: FixtureServer;
let app: TestApp;
let doc: JsonBody;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  app = await startTestApp();
  const response = await fetch(`${app.baseUrl}/openapi.json`);
  expect(response.status).toBe(200);
  doc = (await response.json()) as JsonBody;
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
});

/** Every endpoint of the API, with the statuses its document must explain. */
const routes = [
  {
    method: 'post',
    path: '/api/info',
    statuses: ['200', '400', '401', '403', '413', '415', '421', '422', '429', '500', '503', '504'],
  },
  {
    method: 'get',
    path: '/api/download',
    statuses: ['200', '206', '400', '401', '403', '413', '416', '421', '422', '429', '500', '503', '504'],
  },
  { method: 'post', path: '/api/link', statuses: ['200', '400', '401', '403', '415', '421'] },
  { method: 'get', path: '/api/health', statuses: ['200', '421'] },
  { method: 'get', path: '/api/usage', statuses: ['200', '401', '403', '421'] },
  { method: 'get', path: '/api/admin', statuses: ['200', '401', '403', '421'] },
  { method: 'post', path: '/api/admin/jobs/{id}/cancel', statuses: ['200', '400', '401', '403', '415', '421'] },
  { method: 'post', path: '/api/admin/ytdlp/update', statuses: ['200', '401', '403', '415', '421'] },
  { method: 'post', path: '/api/admin/login', statuses: ['200', '400', '403', '415', '421'] },
  { method: 'get', path: '/api/admin/cookies', statuses: ['200', '401', '403', '421'] },
  { method: 'post', path: '/api/admin/cookies', statuses: ['200', '400', '401', '403', '415', '421'] },
  { method: 'delete', path: '/api/admin/cookies/{id}', statuses: ['200', '400', '401', '403', '404', '415', '421'] },
  { method: 'get', path: '/api/admin/canary', statuses: ['200', '401', '403', '421'] },
  { method: 'post', path: '/api/admin/canary/run', statuses: ['200', '401', '403', '415', '421'] },
  { method: 'post', path: '/api/admin/canary/links', statuses: ['200', '400', '401', '403', '415', '421'] },
  {
    method: 'delete',
    path: '/api/admin/canary/links/{id}',
    statuses: ['200', '400', '401', '403', '404', '415', '421'],
  },
  {
    method: 'post',
    path: '/api/follows',
    statuses: ['201', '400', '401', '403', '409', '415', '421', '422', '429', '503'],
  },
  { method: 'get', path: '/api/follows', statuses: ['200', '401', '421'] },
  { method: 'delete', path: '/api/follows/{id}', statuses: ['200', '400', '401', '403', '404', '415', '421'] },
  { method: 'get', path: '/api/admin/follows', statuses: ['200', '401', '403', '421'] },
  { method: 'delete', path: '/api/admin/follows/{id}', statuses: ['200', '400', '401', '403', '404', '415', '421'] },
  { method: 'post', path: '/api/admin/follows/check', statuses: ['200', '401', '403', '415', '421'] },
  { method: 'get', path: '/metrics', statuses: ['200', '401', '421'] },
] as const;

const operation = (method: string, path: string): JsonBody => doc.paths?.[path]?.[method];

/** The property names a JSON schema (or a zod schema, converted) describes. */
const propertiesOf = (schema: JsonBody | undefined) => Object.keys(schema?.properties ?? {}).sort();
const zodProperties = (schema: z.ZodType) => propertiesOf(z.toJSONSchema(schema, { io: 'input' }) as JsonBody);

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every endpoint with its parameters, responses and error codes, and nothing else', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(routes.map((r) => r.path))].sort());
    for (const { method, path, statuses } of routes) {
      const op = operation(method, path);
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.summary, path).toEqual(expect.any(String));
      expect(Object.keys(op.responses).sort(), path).toEqual([...statuses].sort());
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const schema = op.responses[status].content['application/json'].schema;
        expect(propertiesOf(schema), `${path} ${status}`).toEqual(['code', 'error']);
        expect(schema.properties.code.enum.length, `${path} ${status}`).toBeGreaterThan(0);
      }
    }
  });

  it("has the request schemas the routes validate with, and the answers' schemas", () => {
    const info = operation('post', '/api/info');
    expect(propertiesOf(info.requestBody.content['application/json'].schema)).toEqual(['url']);
    expect(propertiesOf(info.responses['200'].content['application/json'].schema)).toEqual(
      zodProperties(mediaInfoSchema),
    );

    const download = operation('get', '/api/download');
    const parameters = (download.parameters as JsonBody[]).map((p) => `${p.in}:${p.name}:${p.required}`).sort();
    expect(parameters).toEqual(
      [
        'query:url:true',
        'query:selector:false',
        'query:ext:true',
        'query:kind:true',
        'query:title:true',
        'query:convert:false',
        'query:quality:false',
        'query:start:false',
        'query:end:false',
        'query:cut:false',
        'query:subs:false',
        'query:fit:false',
        'query:loudness:false',
        'query:u:false',
        'query:exp:false',
        'query:sig:false',
      ].sort(),
    );
    const ext = (download.parameters as JsonBody[]).find((p) => p.name === 'ext');
    expect(ext?.schema.enum).toContain('mp4');
    expect(download.responses['403'].content['application/json'].schema.properties.code.enum).toEqual(
      expect.arrayContaining(['link_invalid', 'link_expired']),
    );
    expect(download.responses['416'].content['application/json'].schema.properties.code.enum).toEqual([
      'range_not_satisfiable',
    ]);

    const link = operation('post', '/api/link');
    expect(propertiesOf(link.requestBody.content['application/json'].schema)).toEqual(
      [
        ...['url', 'selector', 'ext', 'kind', 'title', 'convert', 'quality', 'start', 'end', 'cut', 'subs', 'fit'],
        'loudness',
      ].sort(),
    );
    expect(propertiesOf(link.responses['200'].content['application/json'].schema)).toEqual(['expiresAt', 'url']);

    // The checks before every route: 421 everywhere; on what may act, 403 for another site's request and 415.
    const codes = (op: JsonBody, status: string) =>
      op.responses[status].content['application/json'].schema.properties.code.enum;
    for (const { method, path } of routes) {
      expect(codes(operation(method, path), '421'), path).toEqual(['host_not_allowed']);
      if (method !== 'post') continue;
      expect(codes(operation(method, path), '403'), path).toContain('cross_site_request');
      expect(codes(operation(method, path), '415'), path).toEqual(['unsupported_media_type']);
    }
    expect(codes(operation('post', '/api/info'), '403')).toEqual(
      expect.arrayContaining(['user_blocked', 'user_not_allowed', 'cross_site_request']),
    );
    expect(codes(operation('get', '/api/admin'), '401')).toEqual(['unauthorized', 'owner_login_required']);
    expect(codes(operation('post', '/api/admin/login'), '403')).toEqual(
      expect.arrayContaining(['owner_link_invalid', 'owner_link_expired', 'owner_link_used']),
    );

    // The metrics are text, and behind their own token (or none, from this machine), never an API key.
    const metrics = operation('get', '/metrics');
    expect(Object.keys(metrics.responses['200'].content)).toEqual(['text/plain']);
    expect(metrics.responses['200'].content['text/plain'].schema.type).toBe('string');
    expect(metrics.security).toEqual([{}, { metricsToken: [] }]);
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('describes what the routes really answer', async () => {
    const info = await postInfo(app.baseUrl, fixtures.url('/dash/manifest.mpd'));
    expect(info.status).toBe(200);
    expect(Object.keys(mediaInfoSchema.parse(info.body)).sort()).toEqual(Object.keys(info.body).sort());
    const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as JsonBody;
    expect(healthSchema.safeParse(health).success).toBe(true);
    const link = await fetch(`${app.baseUrl}/api/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        url: fixtures.url('/direct.mp4'),
        selector: 'mp4',
        ext: 'mp4',
        kind: 'video',
        title: 'x',
      }),
    });
    const linkBody = (await link.json()) as JsonBody;
    expect(signedLinkSchema.strict().parse(linkBody)).toEqual(linkBody);
    // Without keys the owner token opens it.
    const admin = (await (await fetch(`${app.baseUrl}/api/admin`, { headers: asOwner(app) })).json()) as JsonBody;
    expect(adminDashboardSchema.strict().parse(admin)).toEqual(admin);
  });

  it('has a reference at /docs served from this server alone', async () => {
    const page = await fetch(`${app.baseUrl}/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    // Every script and stylesheet is a path on this server.
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) expect(asset, asset).not.toMatch(/^(https?:)?\/\//);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const bundle = await fetch(`${app.baseUrl}/docs/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    const init = await (await fetch(`${app.baseUrl}/docs/static/swagger-initializer.js`)).text();
    expect(init).toContain('validatorUrl');
  });
});
