/**
 * An HLS master playlist as far as choosing formats needs it (RFC 8216
 * §4.3.4): its renditions (EXT-X-MEDIA: audio, video, subtitles groups) and
 * its variants (EXT-X-STREAM-INF) with the groups they name. yt-dlp lists the
 * same streams, but drops what ties them together: which audio group a video
 * variant plays with, which rendition is the group's default, what codec and
 * picture size a rendition has (only the variants' CODECS and RESOLUTION
 * say). Pure parsing; lookup/stream-layout.ts fetches the text.
 */

export interface HlsRendition {
  type: 'AUDIO' | 'VIDEO' | 'SUBTITLES' | 'CLOSED-CAPTIONS';
  groupId: string;
  name: string;
  language?: string | undefined;
  default: boolean;
  autoselect: boolean;
  /** Resolved against the playlist's URL; none when the rendition is carried in the variant itself. */
  uri?: string | undefined;
  channels?: string | undefined;
}

export interface HlsVariant {
  uri: string;
  bandwidth?: number | undefined;
  width?: number | undefined;
  height?: number | undefined;
  frameRate?: number | undefined;
  /** CODECS, split: e.g. ["avc1.64001e", "mp4a.40.2"]. */
  codecs: string[];
  audioGroup?: string | undefined;
  videoGroup?: string | undefined;
}

export interface HlsMaster {
  renditions: HlsRendition[];
  variants: HlsVariant[];
}

/** More renditions or variants than any real master has: the rest is not read. */
const MAX_ENTRIES = 2000;

/**
 * Splits an attribute list (`KEY=VALUE,KEY="quoted, with commas"`) into a
 * map; quotes are removed. Keys are upper case per the RFC.
 */
export function parseAttributes(list: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([A-Z0-9-]+)=("[^"]*"|[^,]*)(?:,|$)/g;
  for (const match of list.matchAll(pattern)) {
    const [, key, raw] = match as unknown as [string, string, string];
    attributes.set(key, raw.startsWith('"') ? raw.slice(1, -1) : raw.trim());
  }
  return attributes;
}

function resolve(uri: string | undefined, base: string): string | undefined {
  if (!uri) return undefined;
  try {
    const url = new URL(uri, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const RENDITION_TYPES = new Set(['AUDIO', 'VIDEO', 'SUBTITLES', 'CLOSED-CAPTIONS']);

function rendition(attributes: Map<string, string>, base: string): HlsRendition | undefined {
  const type = attributes.get('TYPE');
  const groupId = attributes.get('GROUP-ID');
  const name = attributes.get('NAME');
  if (!type || !RENDITION_TYPES.has(type) || !groupId || !name) return undefined;
  return {
    type: type as HlsRendition['type'],
    groupId,
    name,
    language: attributes.get('LANGUAGE') || undefined,
    default: attributes.get('DEFAULT') === 'YES',
    autoselect: attributes.get('AUTOSELECT') === 'YES',
    uri: resolve(attributes.get('URI'), base),
    channels: attributes.get('CHANNELS') || undefined,
  };
}

function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : undefined;
}

function variant(attributes: Map<string, string>, uri: string): HlsVariant {
  const resolution = /^(\d{1,5})x(\d{1,5})$/i.exec(attributes.get('RESOLUTION') ?? '');
  return {
    uri,
    bandwidth: positive(attributes.get('AVERAGE-BANDWIDTH')) ?? positive(attributes.get('BANDWIDTH')),
    width: resolution ? Number(resolution[1]) : undefined,
    height: resolution ? Number(resolution[2]) : undefined,
    frameRate: positive(attributes.get('FRAME-RATE')),
    codecs: (attributes.get('CODECS') ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== ''),
    audioGroup: attributes.get('AUDIO') || undefined,
    videoGroup: attributes.get('VIDEO') || undefined,
  };
}

/** The master playlist at `url`, or undefined when `text` is not one (a media playlist, not HLS at all). */
export function parseHlsMaster(text: string, url: string): HlsMaster | undefined {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0]?.replace(/^\uFEFF/, '') !== '#EXTM3U') return undefined;
  const renditions: HlsRendition[] = [];
  const variants: HlsVariant[] = [];
  let pending: Map<string, string> | undefined;
  for (const line of lines) {
    if (renditions.length + variants.length >= MAX_ENTRIES) break;
    if (line.startsWith('#EXT-X-MEDIA:')) {
      const found = rendition(parseAttributes(line.slice('#EXT-X-MEDIA:'.length)), url);
      if (found) renditions.push(found);
    } else if (line.startsWith('#EXT-X-STREAM-INF:')) {
      pending = parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
    } else if (line !== '' && !line.startsWith('#') && pending) {
      const uri = resolve(line, url);
      if (uri) variants.push(variant(pending, uri));
      pending = undefined;
    }
  }
  return variants.length > 0 || renditions.length > 0 ? { renditions, variants } : undefined;
}

/** Video codecs' RFC 6381 prefixes: the rest of a CODECS list is audio (or text). */
const VIDEO_CODEC = /^(avc[1-4]|hev1|hvc1|dvh1|dvhe|av01|vp0?[89]|vp09|mp4v)\b/i;
const AUDIO_CODEC = /^(mp4a|ac-3|ec-3|ac-4|opus|flac|alac|mp3|fLaC|dtsc|dtse|dtsh|dtsl|vorbis)\b/i;

export const videoCodecOf = (codecs: string[]) => codecs.find((c) => VIDEO_CODEC.test(c));
export const audioCodecOf = (codecs: string[]) => codecs.find((c) => AUDIO_CODEC.test(c));
