/**
 * A fake Discord on 127.0.0.1 for the real discord.js client: the REST API
 * under `<origin>/api/v10` and a gateway on the same port.
 *
 * - `GET /gateway/bot` answers with this server's `ws://` URL. The gateway
 *   sends HELLO, accepts IDENTIFY (recording its intents and `shard`), sends READY, acks
 *   heartbeats, and lets a test dispatch INTERACTION_CREATE and MESSAGE_CREATE
 *   payloads shaped like Discord's own. A test can drop the connection
 *   ({@link FakeDiscord.dropGateway}: a close code, or a reset); a RESUME of
 *   a session it knows is recorded, answered with the events the client
 *   missed since its `seq`, then RESUMED, as Discord does.
 * - Interaction callbacks, webhook edits and follow-ups, channel messages and
 *   command registrations are recorded in `calls`. Multipart bodies are read
 *   as they stream in (never held whole in memory) and their attachments
 *   written to `filesDir` with their size and SHA-256, so a test can ffprobe them.
 * - Attachments over the upload limit are refused as Discord does: HTTP 413,
 *   `{ "code": 40005, "message": "Request entity too large" }`. The limit is an
 *   interaction's `attachment_size_limit` for its webhook routes, else 10 MiB,
 *   unless `attachmentSizeLimit` is set (a server whose limit dropped).
 * - Messages are kept by id: an interaction's `@original` is its reply, or for
 *   a component press the message the component is on, as on Discord.
 *
 * This file is the door: the parts are in fake-discord/ (the server, the
 * gateway, the REST routes, the message store, uploads, interactions, and
 * the helpers for bot tests).
 */
export * from './fake-discord/bot-helpers.js';
export * from './fake-discord/model.js';
export { FakeDiscord, startFakeDiscord } from './fake-discord/server.js';
