import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { LanguageScope, Store } from '../../src/db/index.js';
import { isLocaleCode, type LocaleCode } from '../../src/i18n/index.js';

/** Whose language: a person (scope `user`) or a group chat (`chat`), by the platform's id. */
export interface LanguageSubject {
  scope: LanguageScope;
  id: string;
}

/** A platform's id of a person or chat: what Telegram and Discord ids look like, nothing longer. */
const subjectSchema = z.object({
  scope: z.enum(['user', 'chat']),
  id: z.string().regex(/^-?\d{1,24}$/),
});
const localeSchema = z.string().refine(isLocaleCode, 'not a supported language');

/** How long a choice read from the database is trusted before it is read again (another instance may change it). */
const DEFAULT_CACHE_MS = 10_000;
/** Entries kept at most; the oldest go first. */
const CACHE_MAX = 5_000;

type Cached = { locale: LocaleCode | undefined; at: number };

/**
 * The languages chosen with `/language` (the `language_choices` table, on
 * SQLite or PostgreSQL). The database is the truth: a choice survives a
 * restart and every instance sees it. Reads are remembered for a few seconds
 * so the updates of a busy chat do not each ask the database; a choice made
 * on this instance is seen here at once, one made on another within
 * `cacheMs`.
 */
export class LanguageChoices {
  private readonly cache = new Map<string, Cached>();
  private readonly cacheMs: number;

  constructor(
    private readonly store: Store,
    private readonly platform: 'telegram' | 'discord',
    options: { cacheMs?: number } = {},
  ) {
    this.cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
  }

  /** The first of `subjects` (in order: a group before its member) that has a choice; undefined when none has. */
  async choiceFor(subjects: readonly LanguageSubject[]): Promise<LocaleCode | undefined> {
    const valid = subjects.filter((subject) => subjectSchema.safeParse(subject).success);
    const now = Date.now();
    const stale = valid.filter((subject) => {
      const hit = this.cache.get(keyOf(subject));
      // At least: with cacheMs 0 nothing is trusted, even a read of the same millisecond.
      return !hit || now - hit.at >= this.cacheMs;
    });
    if (stale.length > 0) await this.load(stale, now);
    for (const subject of valid) {
      const locale = this.cache.get(keyOf(subject))?.locale;
      if (locale) return locale;
    }
    return undefined;
  }

  /**
   * Stores a choice, replacing an earlier one.
   * @throws ZodError for an id or a locale that is not one (callers check first; this is the last guard).
   */
  async set(subject: LanguageSubject, locale: string, setBy: string): Promise<void> {
    const { scope, id } = subjectSchema.parse(subject);
    const code = localeSchema.parse(locale) as LocaleCode;
    const { db, t } = this.store;
    const c = t.languageChoices;
    const setAt = new Date();
    await db
      .insert(c)
      .values({ platform: this.platform, scope, subjectId: id, locale: code, setBy, setAt })
      .onConflictDoUpdate({ target: [c.platform, c.scope, c.subjectId], set: { locale: code, setBy, setAt } });
    this.remember(subject, code, Date.now());
  }

  /** Reads the subjects' rows at once; a subject without a row is remembered as having none. */
  private async load(subjects: readonly LanguageSubject[], now: number): Promise<void> {
    const { db, t } = this.store;
    const c = t.languageChoices;
    const rows = await db
      .select({ scope: c.scope, subjectId: c.subjectId, locale: c.locale })
      .from(c)
      .where(
        and(
          eq(c.platform, this.platform),
          inArray(
            c.subjectId,
            subjects.map((subject) => subject.id),
          ),
        ),
      );
    for (const subject of subjects) {
      const row = rows.find((r) => r.scope === subject.scope && r.subjectId === subject.id);
      // A language since removed from the catalogue reads as no choice: the platform's own language applies.
      this.remember(subject, row && isLocaleCode(row.locale) ? row.locale : undefined, now);
    }
  }

  private remember(subject: LanguageSubject, locale: LocaleCode | undefined, at: number): void {
    const key = keyOf(subject);
    this.cache.delete(key);
    this.cache.set(key, { locale, at });
    if (this.cache.size > CACHE_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}

const keyOf = (subject: LanguageSubject) => `${subject.scope}:${subject.id}`;
