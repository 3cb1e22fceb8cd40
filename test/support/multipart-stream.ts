/**
 * A multipart/form-data reader for fake servers that never holds a whole body:
 * parts are parsed as the bytes arrive, fields are collected (bounded), and the
 * bytes of file parts are handed to a sink chunk by chunk (which may wait, for
 * back-pressure). So a fake can take a 200 MB upload without the test process
 * growing by 200 MB.
 */

/** The headers of one part. */
export interface PartInfo {
  name: string;
  /** Present for file parts. */
  filename?: string;
  contentType: string;
}

/** Where a file part's bytes go. */
export interface PartSink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

export interface MultipartHandlers {
  field(name: string, value: string): void;
  file(part: PartInfo): PartSink;
}

const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELD_BYTES = 8 * 1024 * 1024;

/** The boundary of a `multipart/form-data; boundary=…` content type. */
export function multipartBoundary(contentType: string): string | undefined {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
}

/**
 * Reads `source` as multipart/form-data with `boundary`. Resolves when the
 * closing delimiter was read (anything after it is drained); rejects on a
 * malformed or truncated body.
 */
export async function readMultipart(
  source: AsyncIterable<Buffer | string>,
  boundary: string,
  handlers: MultipartHandlers,
): Promise<void> {
  // Every delimiter but the first follows a CRLF; starting with one makes them all alike.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headerEnd = Buffer.from('\r\n\r\n');
  let buffer: Buffer = Buffer.from('\r\n');
  let state = 'preamble' as 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';
  let sink: PartSink | undefined;
  let field: { name: string; chunks: Buffer[]; size: number } | undefined;

  const emit = async (data: Buffer) => {
    if (data.length === 0) return;
    if (sink) {
      await sink.write(data);
      return;
    }
    if (!field) return;
    field.size += data.length;
    if (field.size > MAX_FIELD_BYTES) throw new Error(`multipart field ${field.name} is too large`);
    field.chunks.push(Buffer.from(data));
  };
  const endPart = async () => {
    if (sink) await sink.end();
    if (field) handlers.field(field.name, Buffer.concat(field.chunks).toString('utf8'));
    sink = undefined;
    field = undefined;
  };
  const startPart = (headers: string) => {
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
    const filenameMatch = /\bfilename=(?:"([^"]*)"|([^;\r\n]*))/i.exec(disposition);
    const contentType = /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
    if (filenameMatch) {
      // undici escapes these three in quoted names.
      const filename = (filenameMatch[1] ?? filenameMatch[2] ?? '')
        .trim()
        .replace(/%22/g, '"')
        .replace(/%0A/gi, '\n')
        .replace(/%0D/gi, '\r');
      sink = handlers.file({ name, filename, contentType });
    } else {
      field = { name, chunks: [], size: 0 };
    }
  };

  /** Consumes what `buffer` holds as far as it can. */
  const advance = async () => {
    for (;;) {
      if (state === 'done') {
        buffer = Buffer.alloc(0);
        return;
      }
      if (state === 'preamble' || state === 'body') {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          // Keep what could be the start of a delimiter split across chunks.
          const safe = Math.max(0, buffer.length - (delimiter.length - 1));
          if (state === 'body') await emit(buffer.subarray(0, safe));
          buffer = buffer.subarray(safe);
          return;
        }
        if (state === 'body') {
          await emit(buffer.subarray(0, at));
          await endPart();
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after-delimiter';
        continue;
      }
      if (state === 'after-delimiter') {
        if (buffer.length < 2) return;
        const next = buffer.subarray(0, 2).toString('latin1');
        if (next === '--') {
          state = 'done';
          continue;
        }
        if (next !== '\r\n') throw new Error('malformed multipart body: no CRLF after a delimiter');
        buffer = buffer.subarray(2);
        state = 'headers';
        continue;
      }
      // headers
      const at = buffer.indexOf(headerEnd);
      if (at === -1) {
        if (buffer.length > MAX_HEADER_BYTES) throw new Error('multipart part headers are too large');
        return;
      }
      startPart(buffer.subarray(0, at).toString('utf8'));
      buffer = buffer.subarray(at + headerEnd.length);
      state = 'body';
    }
  };

  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    buffer = buffer.length === 0 ? bytes : Buffer.concat([buffer, bytes]);
    await advance();
  }
  if (state !== 'done') throw new Error('truncated multipart body');
}
