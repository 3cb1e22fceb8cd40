import { z } from 'zod';
import { siteRefusalsSchema, youtubeChainSchema } from './api-schemas.js';

/*
 * What the owner's dashboard's routes send (routes/admin.ts), for the OpenAPI
 * document; src/web/admin-types.ts says the same for the page's script, and
 * the OpenAPI test checks real answers against these.
 */

const count = z.number().int().min(0);
const milliseconds = z.number().int().min(0).nullable();

export const ytdlpStateSchema = z.object({
  version: z.string(),
  ageDays: z.number().int().nullable().meta({ description: 'Days since the release in its version.' }),
  stale: z.boolean(),
  updatable: z.boolean().meta({ description: 'Whether POST /api/admin/ytdlp/update can replace the binary.' }),
});

export const runningJobSchema = z.object({
  id: z.string(),
  instance: z.string().meta({ description: 'INSTANCE_ID of the process that runs it.' }),
  surface: z.enum(['telegram', 'discord', 'http', 'web']),
  kind: z.enum(['download', 'playlist']),
  asker: z.string().meta({ description: 'platform:id of who asked.' }),
  askerName: z.string().nullable(),
  title: z.string().nullable(),
  startedAt: z.iso.datetime(),
  bytes: count,
  percent: z.number().int().min(0).max(100).nullable(),
  cancelRequested: z.boolean(),
});

export const adminDashboardSchema = z.object({
  generatedAt: z.iso.datetime(),
  days: z
    .array(
      z.object({
        day: z.string().meta({ description: 'YYYY-MM-DD in TIMEZONE, the zone of the daily limits.' }),
        downloads: count.meta({ description: 'Downloads started that day that ended well.' }),
        bytes: count.meta({ description: 'Bytes sent, whatever the outcome.' }),
        failed: count,
        firstByteP50Ms: milliseconds,
        firstByteP90Ms: milliseconds,
      }),
    )
    .meta({ description: 'The last 30 days, oldest first, today last.' }),
  sites: z
    .array(z.object({ site: z.string(), downloads: count, bytes: count }))
    .meta({ description: "The 10 busiest sites (yt-dlp's extractor) of the 30 days." }),
  users: z
    .array(z.object({ identity: z.string(), displayName: z.string().nullable(), downloads: count, bytes: count }))
    .meta({ description: 'The 10 busiest users of the 30 days.' }),
  outcomes: z.array(
    z.object({ outcome: z.enum(['ok', 'error', 'cancelled', 'interrupted', 'running']), count: count }),
  ),
  errorCodes: z.array(z.object({ code: z.string(), count: count })),
  firstByte: z.object({ count: count, p50Ms: milliseconds, p90Ms: milliseconds, p99Ms: milliseconds }),
  running: z.array(runningJobSchema).meta({ description: 'Jobs running now on every instance.' }),
  ytdlp: ytdlpStateSchema,
  siteRefusals: siteRefusalsSchema.optional(),
  youtube: youtubeChainSchema.optional(),
});

export const cancelAnswerSchema = z.object({
  outcome: z.enum(['cancelled', 'unknown']).meta({
    description: '`unknown`: no such job runs (it had ended). A cancel on another instance takes a second or two.',
  }),
});

export const updateAnswerSchema = z.object({
  ok: z.boolean(),
  message: z.string().meta({ description: 'What happened, in the language of Accept-Language.' }),
  ytdlp: ytdlpStateSchema,
});
