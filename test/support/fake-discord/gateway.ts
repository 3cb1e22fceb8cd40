// The fake Discord's gateway: HELLO, IDENTIFY and READY, heartbeats, dispatches, drops and RESUMEs.
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

export interface GatewayOwner {
  /** The bot token IDENTIFY and RESUME must carry. */
  readonly token: string;
  readonly applicationId: string;
  readonly botUser: Record<string, unknown>;
  /** The server's `http://` origin; the gateway's URL is its `ws://` twin. */
  readonly origin: string;
  /** Re-checks the fake's waitFor (an IDENTIFY or RESUME arrived). */
  notify(): void;
}

export class FakeGateway {
  /** IDENTIFY payloads received on the gateway. */
  readonly identifies: Record<string, unknown>[] = [];
  /** RESUME payloads received on the gateway (`session_id`, `seq`). */
  readonly resumes: Record<string, unknown>[] = [];
  /** The session ids READY gave, in order. */
  readonly sessions: string[] = [];
  readonly sockets = new Set<WebSocket>();
  sequence = 0;
  /** Sockets that identified or resumed: those that get dispatches. */
  private readonly live = new Set<WebSocket>();
  /** The last dispatches sent (or missed while no socket was live), for a RESUME to replay. */
  private readonly dispatched: { s: number; packet: string }[] = [];

  constructor(private readonly owner: GatewayOwner) {}

  /** Sends a gateway DISPATCH to every connected client. */
  dispatch(event: string, data: unknown): void {
    this.sequence += 1;
    const packet = JSON.stringify({ op: 0, t: event, s: this.sequence, d: data });
    this.dispatched.push({ s: this.sequence, packet });
    if (this.dispatched.length > 200) this.dispatched.shift();
    for (const ws of this.live) ws.send(packet);
  }

  /** Drops every connection: closed with `code`, or destroyed without one. Dispatches wait for a RESUME. */
  drop(code?: number): void {
    for (const ws of this.sockets) {
      this.live.delete(ws);
      if (code === undefined) ws.terminate();
      else ws.close(code, 'dropped by the test');
    }
  }

  /** Takes a new connection: HELLO, then IDENTIFY or RESUME. */
  accept(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => {
      this.sockets.delete(ws);
      this.live.delete(ws);
    });
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 41_250 } }));
    ws.on('message', (raw) => {
      const packet = JSON.parse(raw.toString()) as { op: number; d: Record<string, unknown> };
      if (packet.op === 1) ws.send(JSON.stringify({ op: 11 }));
      if (packet.op === 6) return this.onResume(ws, packet.d);
      if (packet.op === 2) this.onIdentify(ws, packet.d);
    });
  }

  private onIdentify(ws: WebSocket, d: Record<string, unknown>): void {
    this.identifies.push(d);
    this.owner.notify();
    if (d.token !== this.owner.token) {
      ws.close(4004, 'Authentication failed.');
      return;
    }
    this.sequence += 1;
    const sessionId = randomBytes(16).toString('hex');
    this.sessions.push(sessionId);
    this.live.add(ws);
    ws.send(
      JSON.stringify({
        op: 0,
        t: 'READY',
        s: this.sequence,
        d: {
          v: 10,
          user: this.owner.botUser,
          guilds: [],
          session_id: sessionId,
          resume_gateway_url: this.owner.origin.replace(/^http/, 'ws'),
          // The shard it identified as (a sharded client checks it), else the one shard.
          shard: Array.isArray(d.shard) ? d.shard : [0, 1],
          application: { id: this.owner.applicationId, flags: 0 },
        },
      }),
    );
  }

  /** RESUME: a session this fake gave, from a seq it has sent, gets what it missed, then RESUMED; else INVALID_SESSION. */
  private onResume(ws: WebSocket, d: Record<string, unknown>): void {
    this.resumes.push(d);
    this.owner.notify();
    if (d.token !== this.owner.token) return void ws.close(4004, 'Authentication failed.');
    const seq = typeof d.seq === 'number' ? d.seq : -1;
    const oldest = this.dispatched[0]?.s ?? this.sequence + 1;
    const known = typeof d.session_id === 'string' && this.sessions.includes(d.session_id);
    if (!known || seq > this.sequence || seq < oldest - 1) {
      ws.send(JSON.stringify({ op: 9, d: false }));
      return;
    }
    for (const { s, packet } of this.dispatched) if (s > seq) ws.send(packet);
    this.sequence += 1;
    ws.send(JSON.stringify({ op: 0, t: 'RESUMED', s: this.sequence, d: {} }));
    this.live.add(ws);
  }
}
