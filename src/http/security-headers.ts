import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (helmet): a CSP that allows this origin
 * only (no CDN, fonts or analytics can load even by mistake), no framing by
 * anyone, nosniff, no referrer to other sites. HSTS and
 * upgrade-insecure-requests are left out: the server is often reached over
 * plain http on a LAN, where they would break the page; a TLS-terminating
 * reverse proxy adds HSTS itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        // The card's thumbnail is a blob: URL made from /web/thumbnail's answer.
        imgSrc: ["'self'", 'blob:'],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
      },
    },
    // X-Frame-Options for browsers that predate frame-ancestors: the same "nobody".
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
