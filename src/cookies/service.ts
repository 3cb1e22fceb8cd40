import type { DatabaseHandle } from '../db/index.js';
import { type LocaleCode, translate } from '../i18n/index.js';
import { isMediaError, refusalBlamesCookies, type SiteCookies } from '../media/index.js';
import { type OwnerChat, siteOfLink } from '../refusals/index.js';
import { type CookieFileSummary, checkCookieFile, withHeader } from './netscape.js';
import { addSet, type CookieSetView, claimExpiring, listSets, recordUse, removeSet, setsForSite } from './store.js';

/** The owner is told this long before a set's earliest cookie expires. */
export const EXPIRY_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;
/** How often the sets' expiry is looked at (besides after each set added). */
const EXPIRY_CHECK_MS = 60 * 60 * 1000;

/** A set the site refused is left alone this long: a flagged or signed-out session seldom recovers sooner. */
export const ASIDE_MS = 6 * 60 * 60 * 1000;

export interface CookieSetsOptions {
  database: DatabaseHandle;
  logger: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
  /** The owner's chats told when a set is put aside (src/refusals/owner-chats.ts). */
  chats?: readonly (OwnerChat | undefined)[];
  locale?: LocaleCode;
  now?: () => Date;
}

/**
 * The owner's cookie sets (issue 44, part 3): added (checked first) and removed by the owner from
 * the dashboard, the bots and the command line, and used by the media core per link (SiteCookies).
 * Nothing here logs or returns a cookie: ids, sites, counts and dates only.
 */
export class CookieSets implements SiteCookies {
  private readonly now: () => Date;
  private readonly chats: OwnerChat[];

  constructor(private readonly options: CookieSetsOptions) {
    this.now = options.now ?? (() => new Date());
    this.chats = (options.chats ?? []).filter((chat) => chat !== undefined);
  }

  /** Checks and keeps a cookies.txt; throws CookieFileError (netscape.ts) naming what is wrong. */
  async add(text: string): Promise<CookieFileSummary & { id: string }> {
    const summary = checkCookieFile(text);
    const id = await addSet(this.options.database, withHeader(text), summary, this.now());
    this.options.logger.info({ set: id, sites: summary.sites, cookies: summary.cookieCount }, 'a cookie set was added');
    // Awaited: the command's process must not end before the owner is told.
    await this.warnExpiring();
    return { id, ...summary };
  }

  list(): Promise<CookieSetView[]> {
    return listSets(this.options.database);
  }

  async remove(id: string): Promise<boolean> {
    const removed = await removeSet(this.options.database, id);
    if (removed) this.options.logger.info({ set: id }, 'a cookie set was removed');
    return removed;
  }

  async forLink(link: URL): Promise<{ id: string; content: string }[]> {
    const site = siteOfLink(link).key;
    return setsForSite(this.options.database, site, this.now()).catch((failure: unknown) => {
      // Unread, the link is read as if no set were kept: the lookup is not failed for it.
      this.options.logger.warn({ err: (failure as Error).message, site }, 'the cookie sets were not read');
      return [];
    });
  }

  async used(use: { id: string; link: URL; after: string | undefined; error?: unknown }): Promise<void> {
    const now = this.now();
    const refused = refusalBlamesCookies(use.error);
    const outcome = use.error === undefined ? 'ok' : isMediaError(use.error) ? use.error.code : 'failed';
    try {
      await recordUse(this.options.database, {
        id: use.id,
        now,
        outcome,
        content: this.refreshed(use.after),
        asideUntil: refused ? new Date(now.getTime() + ASIDE_MS) : undefined,
      });
      if (refused) await this.notifyOwnerSetAside(use.id, siteOfLink(use.link).key, outcome);
    } catch (failure) {
      this.options.logger.warn({ err: (failure as Error).message, set: use.id }, 'a cookie set use was not recorded');
    }
  }

  /** The file as yt-dlp wrote it back, when it is still a valid cookies.txt (never a broken one over a good one). */
  private refreshed(after: string | undefined) {
    if (after === undefined) return undefined;
    try {
      return { text: after, summary: checkCookieFile(after) };
    } catch {
      return undefined;
    }
  }

  /** Looks at the sets' expiry every hour until the returned function is called. */
  watchExpiry(): () => void {
    const timer = setInterval(() => void this.warnExpiring(), EXPIRY_CHECK_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Tells the owner, once per set, of each set whose cookies expire within three days. */
  async warnExpiring(): Promise<void> {
    const now = this.now();
    try {
      const expiring = await claimExpiring(this.options.database, new Date(now.getTime() + EXPIRY_NOTICE_MS), now);
      for (const set of expiring) {
        const days = Math.max(0, Math.ceil(((set.earliestExpiry?.getTime() ?? 0) - now.getTime()) / 86_400_000));
        await this.tell(
          set.id,
          translate(this.options.locale ?? 'en', 'owner-cookies-expiring', { sites: set.sites.join(', '), days }),
        );
      }
    } catch (failure) {
      this.options.logger.warn({ err: (failure as Error).message }, 'the cookie sets’ expiry was not read');
    }
  }

  private async notifyOwnerSetAside(id: string, site: string, outcome: string): Promise<void> {
    const text = translate(this.options.locale ?? 'en', 'owner-cookies-aside', {
      site,
      code: outcome,
      hours: ASIDE_MS / 3_600_000,
    });
    this.options.logger.warn({ set: id, site, outcome }, text);
    await this.tell(id, text);
  }

  /** Says `text` in the owners' chats; a chat that fails is logged, never thrown. */
  private async tell(id: string, text: string): Promise<void> {
    await Promise.all(
      this.chats.map((chat) =>
        chat(text).catch((failure: unknown) =>
          this.options.logger.warn(
            { err: (failure as Error).message, set: id },
            'the owner was not told of a cookie set',
          ),
        ),
      ),
    );
  }
}
