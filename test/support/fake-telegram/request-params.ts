// Bot API request bodies as the fake reads them: JSON, form, or multipart with its files streamed to disk.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { multipartBoundary, readMultipart } from '../multipart-stream.js';
import type { ParamValue, UploadedFile } from './model.js';

/**
 * Parses a Bot API request body into parameters; JSON-looking strings of
 * multipart fields are decoded. A multipart body is read as it arrives and its
 * files written to `uploadDir` chunk by chunk, so a 250 MB upload does not
 * grow the test process by 250 MB. A body over `limitBytes` is drained, not
 * kept: the answer is undefined.
 */
export async function readParams(
  req: IncomingMessage,
  uploadDir: string,
  limitBytes: number,
): Promise<Record<string, ParamValue> | undefined> {
  const type = req.headers['content-type'] ?? '';
  const boundary = type.startsWith('multipart/form-data') ? multipartBoundary(type) : undefined;
  if (boundary) return readMultipartParams(req, boundary, uploadDir, limitBytes);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    total += (chunk as Buffer).length;
    if (total <= limitBytes) chunks.push(chunk as Buffer);
  }
  if (total > limitBytes) return undefined;
  const body = Buffer.concat(chunks);
  if (body.length === 0) return {};
  if (type.startsWith('application/json')) return JSON.parse(body.toString('utf8')) as Record<string, ParamValue>;
  const fields: Record<string, ParamValue> = {};
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) fields[name] = decodeField(value);
  return fields;
}

async function readMultipartParams(
  req: IncomingMessage,
  boundary: string,
  uploadDir: string,
  limitBytes: number,
): Promise<Record<string, ParamValue> | undefined> {
  const fields: Record<string, ParamValue> = {};
  const files = new Map<string, UploadedFile>();
  let total = 0;
  const counted = async function* () {
    for await (const chunk of req) {
      total += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  };
  await readMultipart(counted(), boundary, {
    field: (name, value) => {
      fields[name] = decodeField(value);
    },
    file: (part) => {
      const filePath = path.join(
        uploadDir,
        `${Date.now()}-${randomBytes(4).toString('hex')}-${path.basename(part.filename || part.name)}`,
      );
      const out = createWriteStream(filePath);
      const file: UploadedFile = { path: filePath, filename: part.filename ?? '', size: 0 };
      files.set(part.name, file);
      return {
        // Past the limit the bytes are drained and dropped, as the real server refuses such a body.
        write: (chunk) =>
          total > limitBytes
            ? undefined
            : new Promise<void>((resolve, reject) => {
                file.size += chunk.length;
                out.write(chunk, (error) => (error ? reject(error) : resolve()));
              }),
        end: () => new Promise<void>((resolve) => out.end(resolve)),
      };
    },
  });
  if (total > limitBytes) {
    await Promise.all([...files.values()].map((file) => rm(file.path, { force: true })));
    return undefined;
  }
  // grammY sends `video: "attach://<part>"` and the bytes in part <part>.
  const attached = new Set<string>();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.startsWith('attach://')) {
      const partName = value.slice('attach://'.length);
      const file = files.get(partName);
      if (file) {
        fields[name] = file;
        attached.add(partName);
      }
    }
  }
  // A file part no field refers to is kept as `part:<name>`.
  for (const [name, file] of files) if (!attached.has(name) && !(name in fields)) fields[`part:${name}`] = file;
  return fields;
}

function decodeField(value: string): ParamValue {
  if (/^[[{]/.test(value) || /^-?\d+$/.test(value) || value === 'true' || value === 'false') {
    try {
      return JSON.parse(value) as ParamValue;
    } catch {
      return value;
    }
  }
  return value;
}
