import { openAsBlob } from 'node:fs';
import { DiscordAPIError, HTTPError } from 'discord.js';

/**
 * Files on their way to Discord wait on disk, not in memory: an attachment
 * may be up to 500 MB (boosted servers), and discord.js reads a Buffer, a
 * stream or a path it is given wholly into memory, then copies it into a
 * Blob. Here the upload is a FormData whose file part is a Blob backed by the
 * temp file (fs.openAsBlob), which undici streams from disk with a known
 * Content-Length; a retry reads the file again.
 */

/** Discord's "Request entity too large" (JSON code 40005, HTTP 413). */
const DISCORD_ENTITY_TOO_LARGE = 40005;

/** A downloaded file waiting for its upload (the shared job's SavedFile fits). */
export interface TempFile {
  path: string;
  /** The name the attachment gets. */
  name: string;
  contentType: string;
}

/**
 * A multipart body for Discord's message endpoints: `payload_json` and the
 * file as `files[0]`, read from disk while it is sent.
 */
export async function multipartWithFile(payload: Record<string, unknown>, file: TempFile): Promise<FormData> {
  const form = new FormData();
  form.append('files[0]', await openAsBlob(file.path, { type: file.contentType }), file.name);
  form.append('payload_json', JSON.stringify({ ...payload, attachments: [{ id: '0', filename: file.name }] }));
  return form;
}

/** Discord refused the upload as too large: the limit we were told was wrong, or the file grew. */
export function isEntityTooLarge(error: unknown): boolean {
  if (error instanceof DiscordAPIError) return error.code === DISCORD_ENTITY_TOO_LARGE || error.status === 413;
  return error instanceof HTTPError && error.status === 413;
}
