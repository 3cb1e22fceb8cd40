// The updates queued for the bot, and getUpdates' long polling: held open until one is queued or its timeout ends.
import type { ServerResponse } from 'node:http';
import type { ParamValue } from './model.js';

export class UpdateQueue {
  private readonly updates: Record<string, unknown>[] = [];
  private nextUpdateId = 1;
  private readonly pollers = new Set<() => void>();
  private closed = false;

  /** Queues a raw update; the update_id is filled in. */
  push(update: Record<string, unknown>): number {
    const id = this.nextUpdateId++;
    this.updates.push({ update_id: id, ...update });
    for (const wake of [...this.pollers]) wake();
    return id;
  }

  /** Answers getUpdates from `offset` on, at once when there are some (or on close), else when one comes. */
  poll(params: Record<string, ParamValue>, res: ServerResponse, send: (s: number, b: unknown) => void): void {
    const { updates, pollers } = this;
    const offset = Number(params.offset ?? 0);
    // Confirmed updates are gone for good, as on the real server.
    while (updates.length && Number(updates[0]?.update_id) < offset) updates.shift();
    const timeoutMs = Math.min(Number(params.timeout ?? 0), 30) * 1000;
    const reply = () => send(200, { ok: true, result: updates.slice(0, Number(params.limit ?? 100)) });
    if (updates.length || timeoutMs === 0 || this.closed) {
      reply();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const wake = () => {
      pollers.delete(wake);
      clearTimeout(timer);
      if (!res.writableEnded && !res.destroyed) reply();
    };
    timer = setTimeout(wake, timeoutMs);
    pollers.add(wake);
    res.on('close', () => {
      pollers.delete(wake);
      clearTimeout(timer);
    });
  }

  /** Answers every held poll, and every later one at once. */
  close(): void {
    this.closed = true;
    for (const wake of [...this.pollers]) wake();
  }
}
