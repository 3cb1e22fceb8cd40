// Request bodies as the fake Discord reads them: JSON, or multipart streamed to disk under an upload limit.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { multipartBoundary, type PartSink, readMultipart } from '../multipart-stream.js';
import { type SavedFile, snowflake } from './model.js';

export interface ReadBody {
  body: Record<string, unknown> | undefined;
  files: SavedFile[];
  attachmentBytes: number;
  tooLarge: boolean;
}

/**
 * Reads a JSON or multipart body. Multipart is parsed as it streams in:
 * attachments go to disk; once their bytes pass `limitBytes` nothing more is
 * kept (the rest is only counted) and the request is `tooLarge`.
 */
export async function readBody(req: IncomingMessage, limitBytes: number, filesDir: string): Promise<ReadBody> {
  const type = req.headers['content-type'] ?? '';
  const boundary = type.startsWith('multipart/form-data') ? multipartBoundary(type) : undefined;
  if (!boundary) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const body = raw.length > 0 && type.startsWith('application/json') ? JSON.parse(raw.toString('utf8')) : undefined;
    return { body, files: [], attachmentBytes: 0, tooLarge: false };
  }

  let body: Record<string, unknown> | undefined;
  const files: SavedFile[] = [];
  const open: { path: string; stream: ReturnType<typeof createWriteStream> }[] = [];
  let attachmentBytes = 0;
  let tooLarge = false;
  const dropSaved = async () => {
    for (const file of open) file.stream.destroy();
    await Promise.all(open.map((file) => rm(file.path, { force: true })));
    files.length = 0;
  };
  try {
    await readMultipart(req as AsyncIterable<Buffer>, boundary, {
      field: (name, value) => {
        if (name === 'payload_json') body = JSON.parse(value) as Record<string, unknown>;
      },
      file: ({ name: key, filename, contentType }): PartSink => {
        const name = path.basename(filename || key);
        const filePath = path.join(filesDir, `${snowflake()}-${name}`);
        const stream = createWriteStream(filePath);
        // Once dropped (a body over the limit), a stream may still report a write it had queued.
        let failure: Error | undefined;
        stream.on('error', (error) => {
          failure ??= error;
        });
        const entry = { path: filePath, stream };
        open.push(entry);
        const hash = createHash('sha256');
        let size = 0;
        return {
          write: async (chunk) => {
            attachmentBytes += chunk.length;
            if (tooLarge) return;
            if (attachmentBytes > limitBytes) {
              tooLarge = true;
              await dropSaved();
              return;
            }
            if (failure) throw failure;
            size += chunk.length;
            hash.update(chunk);
            if (!stream.write(chunk)) await once(stream, 'drain');
          },
          end: async () => {
            if (tooLarge) return;
            if (failure) throw failure;
            await new Promise<void>((resolve, reject) =>
              stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
            );
            files.push({ name, path: filePath, size, sha256: hash.digest('hex'), contentType });
          },
        };
      },
    });
  } catch (error) {
    await dropSaved();
    throw error;
  }
  if (tooLarge) await dropSaved();
  return { body, files, attachmentBytes, tooLarge };
}
