import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  catalogueFiles,
  directionOf,
  isLocaleCode,
  type LocaleCode,
  localeFromAcceptLanguage,
  supportedLocales,
  translate,
} from '../i18n/index.js';
import { optionControls } from './option-controls.js';

/*
 * The page and the dashboard in the reader's language from their first paint: index.html and admin.html are
 * templates filled here in the picker cookie's language, else Accept-Language's; each locale's web.ftl and
 * admin.ftl are served under /i18n/ for the script. All answer with an ETag and no-cache, so browsers revalidate.
 */

/** The cookie the page's picker sets beside localStorage, only so this first paint is in the language picked. */
const PICKED_COOKIE = /(?:^|;\s*)media-fetcher-locale=([^;]*)/;
const VOID_ELEMENTS = new Set(['input', 'meta', 'img', 'link', 'br', 'hr']);
/**
 * An opening tag with data-l10n (the template writes them one way, the key in
 * double quotes) and the English stand-in text after it, which is replaced.
 */
const LOCALIZED_TAG = /<([a-z][a-z0-9]*)(\s[^>]*?\bdata-l10n="([a-z0-9-]+)"[^>]*)>([^<]*)/g;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The language of a first paint: the one picked on the page (its cookie), else the browser's. */
export function firstPaintLocale(request: FastifyRequest): LocaleCode {
  const picked = PICKED_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (isLocaleCode(picked)) return picked;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

function languageOptions(locale: LocaleCode): string {
  return supportedLocales
    .map(({ code, name, dir }) => {
      const selected = code === locale ? ' selected' : '';
      return `<option value="${code}" lang="${code}" dir="${dir}"${selected}>${escapeHtml(name)}</option>`;
    })
    .join('\n        ');
}

/** index.html or admin.html in one language: see the comment at the top of index.html. */
export function renderPage(template: string, locale: LocaleCode): string {
  return template
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace('<!-- languages -->', languageOptions(locale))
    .replace('<!-- download-options -->', optionControls())
    .replace(LOCALIZED_TAG, (_tag, name: string, attributes: string, key: string, standIn: string) => {
      const named = /\bdata-l10n-attrs="([a-z -]*)"/.exec(attributes)?.[1]?.split(' ').filter(Boolean) ?? [];
      const filled = named.map(
        (attribute) => ` ${attribute}="${escapeHtml(translate(locale, `${key}.${attribute}`))}"`,
      );
      const open = `<${name}${attributes}${filled.join('')}>`;
      // A key with attributes only (the picker's) has no text: what stands after its tag stays.
      const text = VOID_ELEMENTS.has(name) ? '' : translate(locale, key);
      return `${open}${text ? escapeHtml(text) : standIn}`;
    });
}

/** A reply made once per language: its bytes and their ETag. */
interface Made {
  body: string;
  etag: string;
}

const made = (body: string): Made => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

/** A text reply that a browser revalidates: its ETag, and a 304 while the bytes have not changed. */
function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: Made,
  type: string,
): FastifyReply {
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

export function registerPageRoutes(app: FastifyInstance, sourceDir: string): void {
  const templates = {
    page: readFileSync(path.join(sourceDir, 'index.html'), 'utf8'),
    admin: readFileSync(path.join(sourceDir, 'admin.html'), 'utf8'),
  };
  const manifest = JSON.parse(readFileSync(path.join(sourceDir, 'manifest.webmanifest'), 'utf8')) as object;
  /** Each language's answers, made (and hashed) once: the catalogue does not change while the server runs. */
  const answers = new Map<string, Made>();
  const inLanguage = (file: string, locale: LocaleCode, make: () => string): Made => {
    const key = `${file} ${locale}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = made(make());
      answers.set(key, answer);
    }
    return answer;
  };

  // The dashboard's page holds no data (GET /api/admin, behind an owner's key, does): anyone may load it.
  for (const [route, name] of [
    ['/', 'page'],
    ['/admin', 'admin'],
  ] as const) {
    app.get(route, { schema: { hide: true } }, (request, reply) => {
      const locale = firstPaintLocale(request);
      // A cache between must keep one answer per language asked for.
      reply.header('Vary', 'Accept-Language, Cookie');
      const page = inLanguage(name, locale, () => renderPage(templates[name], locale));
      return sendRevalidated(request, reply, page, 'text/html; charset=utf-8');
    });
  }

  // What an "install" or "add to home screen" dialog shows, in the same language as the page.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (request, reply) => {
    const locale = firstPaintLocale(request);
    reply.header('Vary', 'Accept-Language, Cookie');
    const text = inLanguage('manifest', locale, () =>
      JSON.stringify(
        { ...manifest, lang: locale, dir: directionOf(locale), description: translate(locale, 'web-page.content') },
        null,
        2,
      ),
    );
    return sendRevalidated(request, reply, text, 'application/manifest+json; charset=utf-8');
  });

  // The page's sentences in one language (Fluent source), and the dashboard's (admin-<code>.ftl); only the
  // locales the catalogue has.
  app.get<{ Params: { file: string } }>('/i18n/:file', { schema: { hide: true } }, (request, reply) => {
    const [, admin, code] = /^(admin-)?(.+)\.ftl$/.exec(request.params.file) ?? [];
    if (!isLocaleCode(code)) return reply.callNotFound();
    const file = admin ? 'admin.ftl' : 'web.ftl';
    const source = inLanguage(file, code, () => catalogueFiles(code).get(file) ?? '');
    return sendRevalidated(request, reply, source, 'text/plain; charset=utf-8');
  });
}
