import { z } from 'zod';
import { refusalClasses } from '../media/index.js';
import { statusByCode } from './error-handler.js';

/*
 * The response shapes the OpenAPI document shows. Requests are validated by
 * the schemas next to their routes; these describe what the routes send, and
 * the OpenAPI test checks real answers against them, so they cannot drift.
 */

/** Every failure: a sentence and a stable code. */
export function errorBody(codes: readonly [string, ...string[]], description: string) {
  return z
    .object({
      error: z.string().meta({ description: 'A sentence fit to show a person.' }),
      code: z.enum(codes).meta({ description: 'Stable snake_case code.' }),
    })
    .meta({ description });
}

/**
 * The media layer's codes answered with `status` (from the one table in
 * error-handler.ts, so the document follows it), and the route's own.
 */
export function codesFor(status: number, ...own: string[]): [string, ...string[]] {
  const media = Object.entries(statusByCode)
    .filter(([, s]) => s === status)
    .map(([code]) => code);
  const codes = [...new Set([...media, ...own])];
  if (codes.length === 0) throw new Error(`no error code is answered with ${status}`);
  return codes as [string, ...string[]];
}

/** A site's refusals of this server (src/refusals): the last day's, and the sites cooling off now. */
export const siteRefusalsSchema = z
  .object({
    refusals: z.array(
      z.object({
        site: z.string().meta({ description: "A known site (youtube, instagram…) or the link's host." }),
        class: z.enum(refusalClasses),
        count: z.number().int().nonnegative(),
        firstAt: z.iso.datetime(),
        lastAt: z.iso.datetime(),
        text: z.string().meta({ description: 'The line in words (English here; the dashboard: Accept-Language).' }),
      }),
    ),
    coolingOff: z.array(z.object({ site: z.string(), until: z.iso.datetime() })).meta({
      description: 'Sites whose new lookups are answered at once with site_refused until then.',
    }),
  })
  .meta({ description: "The last day's refusals by site and class, newest first." });

const audioChoiceSchema = z.object({
  id: z.string(),
  selector: z.string().meta({ description: 'Pass back unchanged to /api/download.' }),
  ext: z.string(),
  filesizeApprox: z.number().int().nonnegative().optional(),
});

const formatSchema = z.object({
  id: z.string(),
  selector: z.string().meta({ description: 'Pass back unchanged to /api/download.' }),
  ext: z.string(),
  kind: z.enum(['video', 'audio', 'other']),
  label: z.string().meta({
    description:
      'e.g. "720p", "Audio 128 kbps". Its words (not resolutions or codecs) are in the language of Accept-Language: "Аудио 128 кбит/с" for ru.',
  }),
  detail: z.string().meta({ description: 'e.g. "MP4 · H.264 · AAC"; "no audio" and other words as the label\'s.' }),
  filesizeApprox: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .meta({ description: 'Bytes; omitted when neither a size nor a bitrate is known.' }),
  language: z.string().optional().meta({
    description:
      'The language of its sound, as the site gives it (en, es-419): on an audio format, and on a video merged with sound when there are several languages (`audioLanguages`); absent when unknown.',
  }),
  byAudioLanguage: z.record(z.string(), audioChoiceSchema).optional().meta({
    description:
      "Only on a video merged with sound, when the sound comes in several languages: the same video with each language's sound (its `id`, `selector`, `ext`, `filesizeApprox`), by language code of `audioLanguages`. The format's own fields are the original language's.",
  }),
});

const audioLanguageSchema = z.object({
  lang: z.string().meta({ description: 'The language code as the site gives it (en, es-419, pt).' }),
  name: z.string().optional().meta({ description: "The language's English name; absent when the code has none." }),
  original: z.boolean().meta({ description: "The language the media was made in (else the site's default sound)." }),
});

const subtitleTrackSchema = z.object({
  lang: z
    .string()
    .meta({ description: 'The language code as the site gives it (en, en-US, de-orig): what `subs` takes.' }),
  name: z.string().optional().meta({ description: "The site's name for the track, or the language's English name." }),
  automatic: z
    .boolean()
    .meta({ description: 'An automatic caption (speech recognition, translation), not an uploaded one.' }),
  formats: z.array(z.string()).meta({ description: 'The formats the site has it in, e.g. ["vtt", "srt"].' }),
});

const playlistEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string().meta({ description: "The entry's own link: look it up with /api/info to get its formats." }),
  durationSeconds: z.number().nonnegative().optional(),
  thumbnail: z.string().optional(),
});

/** `POST /api/info`'s answer: exactly the SPEC's fields, plus `entries`/`entryCount` for a playlist only. */
export const mediaInfoSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    uploader: z.string().optional(),
    durationSeconds: z.number().nonnegative().optional(),
    thumbnail: z.string().optional(),
    platform: z.string().meta({ description: "yt-dlp's extractor key in lower case, e.g. youtube, generic." }),
    webpageUrl: z.string(),
    formats: z.array(formatSchema).meta({ description: 'Empty for a playlist.' }),
    subtitles: z.array(subtitleTrackSchema).optional().meta({
      description:
        'The subtitle tracks, one per language (an uploaded one wins over an automatic caption of the same code), at most 100; absent when there are none. Each can be downloaded alone (kind=subtitles) as srt or vtt, or muxed into a video (subs).',
    }),
    audioLanguages: z.array(audioLanguageSchema).optional().meta({
      description:
        "The languages the sound comes in (HLS audio renditions, DASH audio sets, a site's dubbed tracks), the original first; only when there are two or more. A video format's `byAudioLanguage` and an audio format's `language` pick one; the formats' own fields are the original's.",
    }),
    entries: z.array(playlistEntrySchema).optional().meta({
      description:
        'Only for a playlist: its entries, read without extracting them, at most PLAYLIST_MAX_ENTRIES. An entry whose link may not be fetched (ALLOW_PRIVATE_URLS) is left out.',
    }),
    entryCount: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .meta({ description: 'Only for a playlist: how many entries it has in all, when known.' }),
  })
  .meta({
    description:
      'The media and the formats it can be downloaded in, video first; or a playlist with `formats: []` and its `entries`.',
  });

/** `POST /api/link`'s answer. */
export const signedLinkSchema = z.object({
  url: z.string().meta({
    description: 'The signed GET /api/download URL: absolute under PUBLIC_BASE_URL when set, else a path.',
  }),
  expiresAt: z.iso.datetime().meta({ description: 'When the link stops working (LINK_TTL_S after issue).' }),
});

/** What YouTube needs besides yt-dlp, and what of it this server has (src/youtube-chain.ts). */
export const youtubeChainSchema = z
  .object({
    jsRuntime: z
      .string()
      .nullable()
      .meta({ description: 'The --js-runtimes value every yt-dlp run gets; null: none.' }),
    solverScripts: z
      .boolean()
      .nullable()
      .meta({ description: "yt-dlp-ejs importable by yt-dlp's Python; null where that cannot be asked." }),
    potProvider: z.object({
      state: z.enum(['not-set', 'down', 'up']).meta({
        description:
          'YTDLP_POT_PROVIDER_URL unset; set but its GET /ping does not answer (asked through the egress rules, cached 5 s); answers.',
      }),
      plugin: z.boolean().nullable().meta({
        description: "bgutil-ytdlp-pot-provider importable by yt-dlp's Python; null where that cannot be asked.",
      }),
    }),
    cookieSets: z.number().int().nonnegative().meta({ description: 'Cookie sets with cookies for youtube.com.' }),
    missing: z
      .array(z.string())
      .meta({ description: 'What is missing of the chain, in words; empty when nothing is.' }),
  })
  .meta({ description: "YouTube's chain: JS runtime, solver scripts, PO-token provider, cookies." });

export const healthSchema = z
  .looseObject({
    status: z.literal('ok'),
    ytdlpVersion: z.string(),
    ffmpegVersion: z.string(),
    confinement: z
      .looseObject({
        kind: z.enum(['bwrap', 'none']).meta({ description: 'bwrap: confined; none: UNSAFE_UNCONFINED_TOOLS.' }),
        description: z.string(),
        memoryLimitMb: z.number().int().optional().meta({ description: 'TOOL_MEMORY_MB, when applied.' }),
        filesystem: z.enum(['job-only', 'host']).meta({
          description:
            "What the tools see of the files: job-only, the system read-only and their own run's directory; host, every file the service user can.",
        }),
      })
      .meta({ description: 'How yt-dlp and ffmpeg are confined.' }),
    lookups: z
      .union([
        z.object({
          mode: z.literal('workers'),
          version: z.string().optional().meta({ description: 'The yt-dlp version the workers imported.' }),
          running: z.number().int().nonnegative(),
          idle: z.number().int().nonnegative(),
          started: z.number().int().nonnegative().meta({ description: 'Workers started since the server started.' }),
        }),
        z.object({
          mode: z.literal('per-process'),
          reason: z.string().meta({ description: 'Why no worker runs: turned off, or why none could start.' }),
        }),
      ])
      .optional()
      .meta({
        description:
          'How links are read: by warm yt-dlp workers (YTDLP_WORKERS), or by one yt-dlp process per lookup and why.',
      }),
    youtube: youtubeChainSchema.optional(),
    disk: z
      .object({
        freeBytes: z.number().int().nonnegative(),
        neededBytes: z.number().int().nonnegative().meta({
          description: 'What MAX_CONCURRENT_JOBS jobs of MAX_FILESIZE_MB may need; less free adds a warning.',
        }),
      })
      .optional()
      .meta({ description: 'Free space under DATA_DIR (temp files, the SQLite database, the yt-dlp cache).' }),
    database: z
      .object({
        backend: z.enum(['sqlite', 'postgres']),
        available: z.boolean(),
        since: z.iso.datetime().optional().meta({ description: 'When it stopped answering (available: false).' }),
      })
      .optional()
      .meta({
        description:
          'Whether the database answered its last statement; while it does not, requests are refused with 503 database_unavailable.',
      }),
    siteRefusals: siteRefusalsSchema.optional(),
  })
  .meta({ description: "The tools' versions, confinement, queue and warnings; more fields may be added." });

const countsSchema = z.object({
  downloads: z.number().int(),
  bytes: z.number().int(),
  infos: z.number().int(),
});

export const usageStatsSchema = z.object({
  users: z.array(
    z.object({
      identity: z.string().meta({ description: 'platform:id, e.g. http:alice, telegram:123.' }),
      displayName: z.string().nullable(),
      today: countsSchema,
      last7Days: countsSchema,
      allTime: countsSchema,
      lastSeenAt: z.iso.datetime(),
    }),
  ),
  platforms: z.array(z.object({ mediaPlatform: z.string(), downloads: z.number().int(), bytes: z.number().int() })),
  totals: z.object({
    users: z.number().int(),
    today: countsSchema,
    last7Days: countsSchema,
    allTime: countsSchema,
  }),
});
