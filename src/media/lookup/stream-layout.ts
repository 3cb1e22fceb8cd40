/**
 * What ties an HLS master's formats together where yt-dlp's list leaves it out, read from the master itself: the
 * audio group a video variant plays with, each group's default rendition, and a rendition's codec and size (known
 * only from the variants naming its group). Best effort, never invented: an unreadable master leaves it empty.
 */
import type { OriginConnector } from '../fetch/origin-fetch.js';
import { fetchPlaylistText } from '../fetch/playlist-text.js';
import type { YtdlpFormat } from '../schemas.js';
import { audioCodecOf, type HlsMaster, type HlsRendition, parseHlsMaster, videoCodecOf } from './hls-master.js';

/** What the master says of one of yt-dlp's formats (by format_id). */
export interface FormatFacts {
  /** A rendition of an EXT-X-MEDIA group (audio or an alternate video angle). */
  rendition?: {
    type: 'AUDIO' | 'VIDEO';
    groupId: string;
    name: string;
    /** The group's default (DEFAULT=YES; else its first AUTOSELECT one; else its first). */
    isDefault: boolean;
    /** How many renditions of this type the group has. */
    groupSize: number;
  };
  /** For a video format: the audio group it plays with (its variant's AUDIO). */
  audioGroup?: string;
  /** For a variant or video rendition: how many video renditions its VIDEO group has (alternate angles). */
  videoGroupSize?: number;
  /** For a variant whose VIDEO group has alternates: the name of the angle it carries itself. */
  videoName?: string;
  vcodec?: string;
  acodec?: string;
  width?: number;
  height?: number;
  fps?: number;
}

export interface StreamLayout {
  facts: Map<string, FormatFacts>;
}

export const emptyLayout = (): StreamLayout => ({ facts: new Map() });

/** The most masters read for one lookup (a page rarely has more than one). */
const MAX_MASTERS = 3;
/** A master larger than this is not read. */
const MAX_MASTER_BYTES = 2 * 1024 * 1024;

const isHls = (f: YtdlpFormat) => f.protocol === 'm3u8' || f.protocol === 'm3u8_native';

/** A format yt-dlp could not describe whole: a rendition without codec, a variant whose audio is elsewhere. */
function lacksLayout(f: YtdlpFormat): boolean {
  if (!isHls(f) || !f.manifest_url || f.manifest_url === f.url) return false;
  return f.acodec === 'none' || f.vcodec == null || (f.vcodec === 'none' && f.acodec == null);
}

const normalized = (url: string | null | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).href;
  } catch {
    return undefined;
  }
};

export interface LayoutContext {
  /** Opens connections through the lookup's egress session. */
  connect: OriginConnector;
  signal?: AbortSignal | undefined;
}

/** Reads the HLS masters of the formats that need it; never rejects (an unread master adds nothing). */
export async function readStreamLayout(formats: YtdlpFormat[], ctx: LayoutContext): Promise<StreamLayout> {
  const layout = emptyLayout();
  const masters = [...new Set(formats.filter(lacksLayout).map((f) => f.manifest_url as string))].slice(0, MAX_MASTERS);
  for (const masterUrl of masters) {
    const sample = formats.find((f) => f.manifest_url === masterUrl) as YtdlpFormat;
    const master = await readMaster(masterUrl, sample, ctx);
    if (master)
      addFacts(
        layout,
        master,
        formats.filter((f) => f.manifest_url === masterUrl),
      );
  }
  return layout;
}

async function readMaster(url: string, sample: YtdlpFormat, ctx: LayoutContext): Promise<HlsMaster | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  try {
    const read = await fetchPlaylistText(parsed, {
      connect: ctx.connect,
      httpHeaders: sample.http_headers,
      cookies: typeof sample.cookies === 'string' ? sample.cookies : undefined,
      // Made for the variant's URL, not the master's: they go to the master only on the variant's origin.
      credentialsFor: sample.url ?? undefined,
      maxBytes: MAX_MASTER_BYTES,
      signal: ctx.signal,
    });
    // Against the URL asked for: yt-dlp's manifest_url is where its own read ended, and its formats'
    // URLs are relative to that; a read of ours sent elsewhere would name none of them.
    return read === undefined ? undefined : parseHlsMaster(read.text, parsed.href);
  } catch {
    // Refused, unreachable, cancelled: the list is built from what yt-dlp said.
    return undefined;
  }
}

/** The default of a group's renditions of one type, as a player picks it. */
function defaultOf(renditions: HlsRendition[]): HlsRendition | undefined {
  return renditions.find((r) => r.default) ?? renditions.find((r) => r.autoselect) ?? renditions[0];
}

/** What one master says of its formats (those whose URL it lists), added to `layout`. */
export function addFacts(layout: StreamLayout, master: HlsMaster, formats: YtdlpFormat[]): void {
  const byUrl = new Map<string, YtdlpFormat>();
  for (const f of formats) {
    const url = normalized(f.url);
    if (url && !byUrl.has(url)) byUrl.set(url, f);
  }
  const groups = new Map<string, HlsRendition[]>();
  for (const r of master.renditions) {
    if (r.type !== 'AUDIO' && r.type !== 'VIDEO') continue;
    const key = `${r.type}:${r.groupId}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const withUri = (type: string, group: string | undefined) =>
    group ? (groups.get(`${type}:${group}`) ?? []).filter((r) => r.uri) : [];

  for (const v of master.variants) {
    const format = byUrl.get(normalized(v.uri) ?? '');
    if (!format) continue;
    const videoGroup = groups.get(`VIDEO:${v.videoGroup ?? ''}`) ?? [];
    // The angle the variant itself carries: its group's rendition without a URI.
    const own = videoGroup.find((r) => !r.uri);
    layout.facts.set(format.format_id, {
      ...(withUri('AUDIO', v.audioGroup).length > 0 ? { audioGroup: v.audioGroup } : {}),
      ...(videoGroup.length > 1 ? { videoGroupSize: videoGroup.length, ...(own ? { videoName: own.name } : {}) } : {}),
    });
  }

  for (const [key, renditions] of groups) {
    const [type, groupId] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] as [
      'AUDIO' | 'VIDEO',
      string,
    ];
    const fallback = defaultOf(renditions);
    const naming = master.variants.filter((v) => (type === 'AUDIO' ? v.audioGroup : v.videoGroup) === groupId);
    for (const r of renditions) {
      const format = r.uri ? byUrl.get(normalized(r.uri) ?? '') : undefined;
      if (!format) continue;
      const facts: FormatFacts = {
        rendition: { type, groupId, name: r.name, isDefault: r === fallback, groupSize: renditions.length },
      };
      if (type === 'AUDIO') {
        const codec = naming.map((v) => audioCodecOf(v.codecs)).find((c) => c !== undefined);
        if (codec) facts.acodec = codec;
      } else {
        // An alternate angle looks like the variants that name its group: their size, codec and audio.
        const like = naming[0];
        const codec = naming.map((v) => videoCodecOf(v.codecs)).find((c) => c !== undefined);
        if (codec) facts.vcodec = codec;
        if (like?.width && like.height) Object.assign(facts, { width: like.width, height: like.height });
        if (like?.frameRate) facts.fps = like.frameRate;
        if (withUri('AUDIO', like?.audioGroup).length > 0) facts.audioGroup = like?.audioGroup;
        if (renditions.length > 1) facts.videoGroupSize = renditions.length;
      }
      layout.facts.set(format.format_id, facts);
    }
  }
}
