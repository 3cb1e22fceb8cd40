import type { DatabaseHandle } from '../db/index.js';
import { type LocaleCode, translate } from '../i18n/index.js';
import {
  isSiteRefusal,
  type RefusalClass,
  type SiteGate,
  type SiteRefusalError,
  serverRefusals,
  siteRefusalError,
} from '../media/index.js';
import type { OwnerChat } from './owner-chats.js';
import type { CoolingPolicy } from './policy.js';
import { siteOfLink } from './sites.js';
import { claimNotice, coolAfterRefusal, coolingOf, countRefusal, endCooling, recentRefusals } from './store.js';

/** The owner hears of one site's refusals of one class at most this often. */
export const NOTICE_EVERY_MS = 60 * 60 * 1000;
/** What the dashboard and /api/health list: the refusals of the last day. */
const RECENT_MS = 24 * 60 * 60 * 1000;

export interface SiteRefusalsOptions {
  database: DatabaseHandle;
  policy: CoolingPolicy;
  logger: { warn(obj: object, msg?: string): void };
  /** Told of every refusal (the metrics): the site's label (a known site or "other") and the class. */
  observer?: { refused(siteLabel: string, refusalClass: RefusalClass): void } | undefined;
  /** The owner's chats the notices go to (none: the log, the metrics and the dashboard only). */
  chats?: readonly (OwnerChat | undefined)[];
  /** The language of the owner's chat notices. */
  locale?: LocaleCode;
  now?: () => Date;
}

const classWords = (locale: LocaleCode, refusalClass: string) =>
  translate(locale, `refusal-class-${refusalClass.replaceAll('_', '-')}`);

/**
 * The sites' refusals of this server (issue 44): counted per site and class in the database,
 * told to the owner once an hour per site and class (the chats, the log, the metrics), and a
 * site that keeps refusing left alone for a growing while (policy.ts): its new lookups are
 * answered at once with the same refusal. It is the media core's SiteGate.
 */
export class SiteRefusals implements SiteGate {
  private readonly chats: OwnerChat[];
  private readonly now: () => Date;

  constructor(private readonly options: SiteRefusalsOptions) {
    this.now = options.now ?? (() => new Date());
    this.chats = (options.chats ?? []).filter((chat) => chat !== undefined);
  }

  async admit(link: URL): Promise<void> {
    const now = this.now();
    const site = siteOfLink(link).key;
    const cooling = await coolingOf(this.options.database, site, now, [...serverRefusals]).catch((failure: unknown) => {
      // Unread, the site is asked: a cooling-off spares the site, it never stands between a user and it.
      this.options.logger.warn({ err: (failure as Error).message, site }, 'a cooling-off was not read');
      return undefined;
    });
    if (!cooling) return;
    const error = siteRefusalError(cooling.refusalClass, cooling.siteName);
    throw Object.assign(error, { retryAfterS: Math.ceil((cooling.until.getTime() - now.getTime()) / 1000) });
  }

  async settled(link: URL, error?: unknown): Promise<void> {
    const site = siteOfLink(link).key;
    try {
      if (error === undefined) await endCooling(this.options.database, site);
      else if (isSiteRefusal(error)) await this.refused(link, error);
    } catch (failure) {
      // Counting a refusal is never worth failing the lookup over; the lookup's own answer stands.
      this.options.logger.warn({ err: (failure as Error).message, site }, "a site's refusals were not updated");
    }
  }

  private async refused(link: URL, error: SiteRefusalError): Promise<void> {
    const { database, policy, observer } = this.options;
    const { key: site, label } = siteOfLink(link);
    const { refusalClass, siteName } = error;
    const now = this.now();
    observer?.refused(label, refusalClass);
    await countRefusal(database, { site, refusalClass, siteName, now });
    const cooling = serverRefusals.has(refusalClass) ? await coolAfterRefusal(database, site, now, policy) : undefined;
    const claimed = await claimNotice(database, { site, refusalClass, now, everyMs: NOTICE_EVERY_MS });
    if (!claimed) return;
    const locale = this.options.locale ?? 'en';
    const until = cooling?.coolingUntil;
    const parts = [
      translate(locale, 'owner-refusal-notice', {
        site: siteName,
        what: classWords(locale, refusalClass),
        count: claimed.count,
      }),
      ...(until
        ? [
            translate(locale, 'owner-refusal-cooling', {
              site: siteName,
              seconds: (until.getTime() - now.getTime()) / 1000,
            }),
          ]
        : []),
    ];
    this.options.logger.warn({ site, refusalClass, count: claimed.count }, parts.join(' '));
    await Promise.all(
      this.chats.map((chat) =>
        chat(parts.join('\n\n')).catch((failure: unknown) =>
          this.options.logger.warn({ err: (failure as Error).message, site }, 'the owner was not told of a refusal'),
        ),
      ),
    );
  }

  /** The last day's refusals and the sites cooling off now, with a sentence per site and class in `locale`. */
  async report(locale: LocaleCode) {
    const now = this.now();
    const { refusals, cooling } = await recentRefusals(this.options.database, new Date(now.getTime() - RECENT_MS), now);
    return {
      refusals: refusals.map((row) => ({
        site: row.site,
        class: row.refusalClass,
        count: row.count,
        firstAt: row.firstAt.toISOString(),
        lastAt: row.lastAt.toISOString(),
        text: translate(locale, 'owner-refusal-line', {
          site: row.siteName,
          what: classWords(locale, row.refusalClass),
          count: row.count,
          ago: (now.getTime() - row.lastAt.getTime()) / 1000,
        }),
      })),
      coolingOff: cooling.map(({ site, until }) => ({ site, until: until.toISOString() })),
    };
  }
}
