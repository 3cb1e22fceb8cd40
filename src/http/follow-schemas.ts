/** The schemas of POST/GET/DELETE /api/follows (the OpenAPI document follows from them). */
import { z } from 'zod';
import { followFormSchema } from '../follows/index.js';

export const followBodySchema = z.object({
  link: z
    .string({ error: 'link is required' })
    .min(1, 'link is required')
    .max(4096, 'link is too long')
    .meta({ description: 'A channel, playlist or feed (http or https), read as POST /api/info reads it.' }),
  form: followFormSchema.meta({
    description:
      'In which form new entries come: {"kind":"video_fit"} (the best video, MP4), {"kind":"mp3","bitrate":128|192|256|320} or {"kind":"audio"}.',
  }),
  webhookUrl: z
    .string({ error: 'webhookUrl is required' })
    .min(1, 'webhookUrl is required')
    .max(2048, 'webhookUrl is too long')
    .meta({
      description: 'Where each new entry is POSTed (http or https; the egress rules apply, at every delivery).',
    }),
});

export const followViewSchema = z.object({
  id: z.uuid(),
  link: z.string(),
  title: z.string(),
  form: followFormSchema,
  target: z.object({ kind: z.enum(['telegram', 'discord', 'webhook']), url: z.string().optional() }),
  createdAt: z.iso.datetime(),
  lastCheckedAt: z.iso.datetime().nullable(),
  pausedAt: z.iso.datetime().nullable(),
  pausedReason: z
    .string()
    .nullable()
    .meta({ description: "Why deliveries stopped (the reader's language); null while the follow runs." }),
});

export const createdFollowSchema = z.object({
  follow: followViewSchema,
  secret: z.string().meta({
    description:
      'whsec_ and 32 random bytes in base64: the key of the webhook-signature HMAC. Said this once; never shown again.',
  }),
});

export const followIdParams = z.object({ id: z.uuid() });
