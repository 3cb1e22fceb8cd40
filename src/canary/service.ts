import type { DatabaseHandle } from '../db/index.js';
import type { LocaleCode } from '../i18n/index.js';
import type { OwnerChat } from '../refusals/index.js';
import { siteOfLink } from '../refusals/index.js';
import { changeNotice, tellOwner } from './notices.js';
import type { CanaryOutcome } from './outcome.js';
import { type ProbeDeps, probeLink } from './probe.js';
import { canaryReport } from './report.js';
import { addLink, listLinks, recordRun, removeLink, statesBySite, type WatchedLink } from './store.js';

export interface CanaryOptions {
  database: DatabaseHandle;
  /** How each link is run (src/canary/probe.ts): the media service, the usage records, the owner's identity. */
  probe: ProbeDeps;
  /** CANARY_LINKS: watched from the start, besides the owner's. */
  links: readonly string[];
  logger: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** Told of every run of a link (the metrics): its site's label and the outcome. */
  observer?: { ran(siteLabel: string, outcome: CanaryOutcome): void } | undefined;
  /** The owner's chats a change is told in. */
  chats?: readonly (OwnerChat | undefined)[];
  locale?: LocaleCode;
  now?: () => Date;
}

/**
 * The canary (issue 45): the watched links run through the whole chain as a user's request runs,
 * each run kept a day, the owner told when a link stops or starts working again. One run at a
 * time in this process; which process runs the scheduled ones is schedule.ts's to say.
 */
export class Canary {
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly chats: OwnerChat[];
  private readonly now: () => Date;

  constructor(private readonly options: CanaryOptions) {
    this.chats = (options.chats ?? []).filter((chat) => chat !== undefined);
    this.now = options.now ?? (() => new Date());
  }

  /** Adds CANARY_LINKS to the watched links (each once, whichever instance came first). */
  async seed(): Promise<void> {
    for (const url of this.options.links) await this.add(url, 'setting');
  }

  /** Watches a checked link (src/config's watchedLinkSchema); its id. */
  add(url: string, source: WatchedLink['source'] = 'owner'): Promise<string> {
    const site = siteOfLink(new URL(url)).key;
    return addLink(this.options.database, { url, site, source, now: this.now() });
  }

  remove(id: string): Promise<boolean> {
    return removeLink(this.options.database, id);
  }

  links(): Promise<WatchedLink[]> {
    return listLinks(this.options.database);
  }

  /** Runs every watched link once; a run already under way is joined, not doubled. */
  run(): Promise<void> {
    this.running ??= this.runAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** At shutdown: a run stopped by it is no news of the sites, so it is neither kept nor told. */
  stop(): void {
    this.stopped = true;
  }

  private async runAll(): Promise<void> {
    for (const link of await this.links()) if (!this.stopped) await this.runLink(link);
  }

  private async runLink(link: WatchedLink): Promise<void> {
    const started = this.now();
    const outcome = await probeLink(this.options.probe, link.url);
    const durationMs = this.now().getTime() - started.getTime();
    if (this.stopped) return;
    this.options.observer?.ran(siteOfLink(new URL(link.url)).label, outcome);
    this.options.logger.info({ canary: { site: link.site, outcome, durationMs } }, 'canary run of a watched link');
    const changed = await recordRun(this.options.database, link, { outcome, at: this.now(), durationMs });
    if (!changed) return;
    await tellOwner(this.chats, changeNotice(this.options.locale ?? 'en', link.url, outcome), this.options.logger);
  }

  /** The dashboard's panel: per link its last success and failure, and the last day's runs. */
  report(locale: LocaleCode) {
    return canaryReport(this.options.database, this.now(), locale);
  }

  /** Per link with a known state, its site's metric label and whether it works (the gauge). */
  async states(): Promise<{ siteLabel: string; up: boolean }[]> {
    const rows = await statesBySite(this.options.database);
    return rows.map((row) => ({ siteLabel: siteOfLink(new URL(row.url)).label, up: row.up }));
  }
}
