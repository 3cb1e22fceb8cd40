/**
 * A minimal HTTP/1.1 client exchange over a connection we opened ourselves
 * (origin-fetch.ts): one request head written as is, the response head
 * parsed strictly, and the body handed on as the connection's own bytes.
 *
 * Why not node:http: its parser handles every byte of the body (a large share
 * of the CPU of relaying a big file, measured in `npm run bench`), while a
 * body with a Content-Length, or delimited by the end of the connection, is
 * just the socket's bytes; only a chunked body needs decoding, done here.
 */
import type net from 'node:net';
import { Transform, type TransformCallback } from 'node:stream';

/** The most bytes a response head may have. */
const MAX_HEAD_BYTES = 64 * 1024;
/**
 * The most interim (1xx) responses skipped before the real one: HTTP/1.1
 * sends a few at most (100 Continue, 103 Early Hints); an endless stream of
 * them is a site holding the connection open without answering.
 */
export const MAX_INTERIM_RESPONSES = 8;

export interface ResponseHead {
  status: number;
  /** Lower-case names; repeated headers keep every value in order. */
  headers: Map<string, string[]>;
}

/** A response whose head is read; `body` carries the body's bytes (decoded if chunked). */
export interface Response extends ResponseHead {
  /** The body's length from Content-Length, when given (and the body is not chunked). */
  length: number | undefined;
  body: Transform;
  /** True once the body arrived whole: its length, its last chunk, or (without either) a clean end. */
  complete(): boolean;
}

/** A response that is not HTTP/1.x as it should be. */
export class MalformedResponseError extends Error {
  override name = 'MalformedResponseError';
}

/** The one value of a header (the first, when repeated). */
export function header(head: ResponseHead, name: string): string | undefined {
  return head.headers.get(name)?.[0];
}

/**
 * Writes `head` (the whole request head, CRLFs included, latin1) to `socket`
 * and resolves with the response once its head has arrived. Interim 1xx
 * responses are skipped, up to MAX_INTERIM_RESPONSES. Rejects with a MalformedResponseError, or the
 * socket's error when it fails first.
 */
export function exchange(socket: net.Socket, head: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    let received: Buffer = Buffer.alloc(0);
    let interim = 0;
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('end', onEnd);
      socket.off('close', onEnd);
    };
    const fail = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onError = (error: Error) => fail(error);
    const onEnd = () => fail(new MalformedResponseError('the connection closed before a response'));
    const onData = (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      for (;;) {
        const end = received.indexOf('\r\n\r\n');
        if (end === -1) {
          if (received.length > MAX_HEAD_BYTES) fail(new MalformedResponseError('response head too large'));
          return;
        }
        let parsed: ResponseHead;
        try {
          parsed = parseHead(received.subarray(0, end).toString('latin1'));
        } catch (error) {
          return fail(error as Error);
        }
        received = received.subarray(end + 4);
        // 100 Continue and the like: the real answer follows (after a few, or never).
        if (parsed.status < 200) {
          if (++interim > MAX_INTERIM_RESPONSES) return fail(new MalformedResponseError('too many 1xx responses'));
          continue;
        }
        cleanup();
        // Nothing may be lost between here and the body's pipe, which resumes the socket.
        socket.pause();
        try {
          resolve(withBody(socket, parsed, received));
        } catch (error) {
          reject(error);
        }
        return;
      }
    };
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('end', onEnd);
    // Destroyed by us (an abort, the job's deadline) emits neither 'end' nor 'error'.
    socket.on('close', onEnd);
    socket.write(head, 'latin1');
  });
}

/** Parses a response head (without its final CRLF CRLF). */
export function parseHead(text: string): ResponseHead {
  const lines = text.split('\r\n');
  const status = /^HTTP\/1\.[01] ([1-9]\d\d)(?: [^\r\n]*)?$/.exec(lines[0] ?? '')?.[1];
  if (status === undefined) throw new MalformedResponseError('not an HTTP/1.x status line');
  const headers = new Map<string, string[]>();
  for (const line of lines.slice(1)) {
    // Folded continuation lines are obsolete and a smuggling tool: refused.
    const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([^\r\n\0]*?)[ \t]*$/.exec(line);
    if (!match?.[1]) throw new MalformedResponseError('malformed header line');
    const name = match[1].toLowerCase();
    const values = headers.get(name) ?? [];
    values.push(match[2] ?? '');
    headers.set(name, values);
  }
  return { status: Number(status), headers };
}

/** Attaches the body reader that the head calls for; `early` are body bytes read along with the head. */
function withBody(socket: net.Socket, head: ResponseHead, early: Buffer): Response {
  const transferEncoding = head.headers.get('transfer-encoding');
  let length: number | undefined;
  let reader: BodyReader;
  if (transferEncoding) {
    const codings = transferEncoding
      .join(',')
      .split(',')
      .map((c) => c.trim().toLowerCase())
      .filter((c) => c !== '');
    if (codings.length !== 1 || codings[0] !== 'chunked') {
      throw new MalformedResponseError(`unsupported transfer coding ${codings.join(', ')}`);
    }
    reader = new ChunkedBody();
  } else {
    const lengths = new Set(
      (head.headers.get('content-length') ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()),
    );
    if (lengths.size > 1) throw new MalformedResponseError('conflicting Content-Length');
    const [declared] = lengths;
    if (declared !== undefined) {
      if (!/^\d{1,15}$/.test(declared)) throw new MalformedResponseError('invalid Content-Length');
      length = Number(declared);
    }
    reader = new LengthBody(length);
  }
  // Once the body is whole the connection is not needed; a body cut short errors (and ends nothing).
  reader.once('finished-body', () => {
    socket.unpipe(reader);
    socket.destroy();
  });
  socket.on('error', (error) => {
    if (!reader.done) reader.destroy(error);
  });
  socket.once('end', () => {
    if (!reader.done) reader.end();
  });
  socket.once('close', () => {
    if (!reader.done && !reader.writableEnded) reader.destroy(new Error('the connection closed'));
  });
  if (early.length > 0) reader.write(early);
  if (reader.done) socket.destroy();
  else socket.pipe(reader, { end: false });
  return { ...head, length, body: reader, complete: () => reader.done };
}

/** A body reader: passes the body's bytes on and ends when the body is whole. */
abstract class BodyReader extends Transform {
  /** True once the whole body has passed (or, delimited by the connection, once it ended cleanly). */
  done = false;

  /** The body is whole: end the readable side; the connection is not needed any more. */
  protected finish(): void {
    if (this.done) return;
    this.done = true;
    this.push(null);
    this.emit('finished-body');
  }
}

/** A body of `length` bytes, or up to the end of the connection when `length` is undefined. */
class LengthBody extends BodyReader {
  private left: number;

  constructor(private readonly length: number | undefined) {
    super();
    this.left = length ?? Number.POSITIVE_INFINITY;
    if (this.left === 0) this.finish();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.done) {
      callback();
      return;
    }
    if (chunk.length >= this.left) {
      // Bytes past the body (a server that ignored Connection: close) are not the file's.
      this.push(this.left === chunk.length ? chunk : chunk.subarray(0, this.left));
      this.left = 0;
      this.finish();
      callback();
      return;
    }
    this.left -= chunk.length;
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.length === undefined) this.done = true;
    callback(this.done ? undefined : new Error('the connection closed before the whole body'));
  }
}

/** A chunked body (RFC 9112 §7.1): sizes, data, the last chunk and trailers, strictly. */
class ChunkedBody extends BodyReader {
  /** Bytes of a size line or trailer section not yet complete. */
  private pending: Buffer = Buffer.alloc(0);
  /** Data bytes left in the current chunk; -1 between chunks; -2 in the trailers. */
  private left = -1;
  /** The CRLF after a chunk's data is still to come. */
  private crlfDue = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.consume(chunk);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  private consume(input: Buffer): void {
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, input]) : input;
    this.pending = Buffer.alloc(0);
    while (data.length > 0 && !this.done) {
      if (this.left > 0) {
        const take = Math.min(this.left, data.length);
        this.push(data.subarray(0, take));
        this.left -= take;
        data = data.subarray(take);
        if (this.left === 0) {
          this.left = -1;
          this.crlfDue = true;
        }
        continue;
      }
      const lineEnd = data.indexOf('\r\n');
      if (lineEnd === -1) {
        if (data.length > 4096) throw new Error('chunk framing line too long');
        this.pending = data;
        return;
      }
      const line = data.subarray(0, lineEnd).toString('latin1');
      data = data.subarray(lineEnd + 2);
      if (this.crlfDue) {
        if (line !== '') throw new Error('chunk data not followed by CRLF');
        this.crlfDue = false;
        continue;
      }
      if (this.left === -2) {
        // Trailer fields are ignored; an empty line ends the message.
        if (line === '') this.finish();
        continue;
      }
      const size = /^([0-9A-Fa-f]{1,12})(?:[ \t]*;[^\r\n]*)?$/.exec(line)?.[1];
      if (size === undefined) throw new Error('malformed chunk size');
      this.left = Number.parseInt(size, 16);
      if (this.left === 0) this.left = -2;
    }
  }

  override _flush(callback: TransformCallback): void {
    callback(this.done ? undefined : new Error('the connection closed before the last chunk'));
  }
}
