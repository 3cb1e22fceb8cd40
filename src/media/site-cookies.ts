/**
 * The owner's cookie sets as the media core sees them (MediaServiceOptions.siteCookies):
 * src/cookies keeps them in the database; the core only asks for a link's sets and says how
 * each use went, with the file as yt-dlp left it (a site that rotates its session).
 */
export interface SiteCookies {
  /** The cookies.txt of the link's site's sets, in the order to try them (none: no set). */
  forLink(link: URL): Promise<{ id: string; content: string }[]>;
  /** One use ended: `after` the file as yt-dlp wrote it back, `error` undefined for a success. */
  used(use: { id: string; link: URL; after: string | undefined; error?: unknown }): Promise<void>;
}
