/**
 * What the media core asks before a lookup reaches a site, and tells after
 * (MediaServiceOptions.siteGate): src/refusals keeps the sites' refusals in
 * the database; the core knows nothing of it. A cached link never asks.
 */
export interface SiteGate {
  /** Throws the site's refusal (a MediaError) while the link's site is cooling off; resolves otherwise. */
  admit(link: URL): Promise<void>;
  /** A lookup or download of the link ended: `error` undefined for a success (it ends a cooling-off). */
  settled(link: URL, error?: unknown): Promise<void>;
}
