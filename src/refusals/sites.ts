/**
 * Which site a link is, by its host: the sites people paste most by a fixed id (their
 * refusals counted under it, and a metric label of their own), any other by its host
 * (counted and cooled off on its own, "other" as a label).
 */
export const knownSites = [
  'youtube',
  'instagram',
  'tiktok',
  'x',
  'facebook',
  'vimeo',
  'reddit',
  'twitch',
  'soundcloud',
  'dailymotion',
  'bilibili',
] as const;
export type KnownSite = (typeof knownSites)[number];

/** The registrable names of each known site (a host is one of them or under one). */
const HOSTS: Record<KnownSite, readonly string[]> = {
  youtube: ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'googlevideo.com'],
  instagram: ['instagram.com', 'cdninstagram.com'],
  tiktok: ['tiktok.com', 'tiktokcdn.com'],
  x: ['x.com', 'twitter.com', 'twimg.com'],
  facebook: ['facebook.com', 'fb.watch', 'fbcdn.net'],
  vimeo: ['vimeo.com', 'vimeocdn.com'],
  reddit: ['reddit.com', 'redd.it'],
  twitch: ['twitch.tv', 'ttvnw.net'],
  soundcloud: ['soundcloud.com', 'sndcdn.com'],
  dailymotion: ['dailymotion.com', 'dai.ly'],
  bilibili: ['bilibili.com', 'b23.tv'],
};

/** The known site a host belongs to, if any. */
function knownSiteOf(host: string): KnownSite | undefined {
  return knownSites.find((site) => HOSTS[site].some((name) => host === name || host.endsWith(`.${name}`)));
}

/** A link's site: `key` to count and cool off under, `label` for the metrics (a known id or "other"). */
export function siteOfLink(link: URL): { key: string; label: KnownSite | 'other' } {
  const host = link.hostname.toLowerCase().replace(/^www\./, '');
  const known = knownSiteOf(host);
  return { key: known ?? host, label: known ?? 'other' };
}
