import type { FastifyReply } from 'fastify';

/**
 * Ends a response whose socket accepts no byte for `limitS` while more waits
 * to be sent: a client that stopped reading would otherwise hold its job slot,
 * its yt-dlp/ffmpeg and its temp files until JOB_TIMEOUT_S. Node's idle timer
 * counts a write the kernel takes even in part as activity, so a slow reader
 * that keeps reading is never cut; an idle socket with nothing queued (the
 * site is slow) is no stall.
 */
export function endStalledSend(reply: FastifyReply, limitS: number, onStall?: () => void): void {
  const response = reply.raw;
  response.setTimeout(limitS * 1000, () => {
    const queued = response.writableLength;
    if (queued === 0) return;
    reply.log.warn(
      { stalledS: limitS, queuedBytes: queued },
      `download ended: the client accepted no bytes for ${limitS} s`,
    );
    onStall?.();
    // A reset frees the kernel's buffers at once; the close then ends the download as a client that left does.
    const socket = response.socket;
    if (socket) socket.resetAndDestroy();
    else response.destroy();
  });
}
