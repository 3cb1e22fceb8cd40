import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { CookieFileError, type CookieSetView, MAX_COOKIE_FILE_BYTES } from '../../cookies/index.js';
import { sentence } from '../../i18n/index.js';
import { errorBody } from '../api-schemas.js';
import { HttpError } from '../error-handler.js';
import { ownerOnlyAnswers } from '../owner-auth.js';

/** What the owner's cookie routes use of src/cookies' CookieSets. */
export interface CookieSetsAdmin {
  add(text: string): Promise<{ id: string; sites: string[]; cookieCount: number }>;
  list(): Promise<CookieSetView[]>;
  remove(id: string): Promise<boolean>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A set as answered: never a cookie's name or value. */
const setSchema = z.object({
  id: z.string(),
  sites: z.array(z.string()),
  cookieCount: z.number().int(),
  earliestExpiry: z.string().nullable(),
  addedAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastOutcome: z.string().nullable(),
  asideUntil: z.string().nullable(),
});

const setView = (set: CookieSetView): z.infer<typeof setSchema> => ({
  ...set,
  earliestExpiry: iso(set.earliestExpiry),
  addedAt: set.addedAt.toISOString(),
  lastUsedAt: iso(set.lastUsedAt),
  asideUntil: iso(set.asideUntil),
});

/** A checked file's refusal, in words: the line is named, never shown (it may hold a secret). */
export function cookieFileRefusal(error: CookieFileError): HttpError {
  return new HttpError(400, 'invalid_cookies', error.sentence);
}

/**
 * The owner's cookie sets on the dashboard: listed (sites, counts, expiry, last use), added from
 * the page's file field (the file's text in a JSON body) and removed. Owner only, as /api/admin.
 */
export function registerCookieRoutes(
  app: FastifyInstance,
  options: { cookies: CookieSetsAdmin; preValidation: preValidationHookHandler },
): void {
  const { cookies, preValidation } = options;
  const noStore = { 'Cache-Control': 'no-store' };
  const description = 'Owner only, as GET /api/admin. No answer ever carries a cookie.';
  app.get(
    '/api/admin/cookies',
    {
      schema: {
        summary: "The owner's cookie sets",
        description,
        response: { 200: z.object({ sets: z.array(setSchema) }), ...ownerOnlyAnswers },
      },
      preValidation,
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return { sets: (await cookies.list()).map(setView) };
    },
  );
  app.post<{ Body: { cookies: string } }>(
    '/api/admin/cookies',
    {
      // JSON escapes a tab as two characters: room for a file at the cap.
      bodyLimit: 2 * MAX_COOKIE_FILE_BYTES + 1024,
      schema: {
        summary: 'Add a cookie set',
        description: `A cookies.txt (Netscape format), checked line by line before it is kept. ${description}`,
        body: z.object({ cookies: z.string().min(1).max(MAX_COOKIE_FILE_BYTES) }),
        response: {
          200: z.object({ set: setSchema }),
          400: errorBody(['invalid_cookies', 'invalid_request'], 'The file is not a valid cookies.txt.'),
          ...ownerOnlyAnswers,
        },
      },
      preValidation,
    },
    async (request, reply) => {
      const { id } = await cookies.add(request.body.cookies).catch((error: unknown) => {
        throw error instanceof CookieFileError ? cookieFileRefusal(error) : error;
      });
      const set = (await cookies.list()).find((s) => s.id === id);
      if (!set) throw new HttpError(404, 'not_found', sentence('error-cookies-unknown-set'));
      reply.headers(noStore);
      return { set: setView(set) };
    },
  );
  app.delete<{ Params: { id: string } }>(
    '/api/admin/cookies/:id',
    {
      schema: {
        summary: 'Remove a cookie set',
        description,
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.object({ removed: z.literal(true) }),
          400: errorBody(['invalid_request'], 'The id is not a set id.'),
          404: errorBody(['not_found'], 'No set has this id.'),
          ...ownerOnlyAnswers,
        },
      },
      preValidation,
    },
    async (request, reply) => {
      if (!(await cookies.remove(request.params.id))) {
        throw new HttpError(404, 'not_found', sentence('error-cookies-unknown-set'));
      }
      reply.headers(noStore);
      return { removed: true as const };
    },
  );
}
