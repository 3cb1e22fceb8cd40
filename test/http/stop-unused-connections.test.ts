/**
 * A stop does not wait for a connection that never carried a request (a browser's preconnect; undici opens one
 * right after a fetch is aborted): Node's closeIdleConnections leaves it, and every stop of a process that had
 * one sat out SHUTDOWN_GRACE_S (20 s) and then 5 s more. An in-process app, a raw connection on loopback.
 */
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('closes a connection that sent no request and stops the HTTP server at once', async () => {
  const server = app.services.app.server;
  const accepted = once(server, 'connection');
  const socket = net.connect(Number(new URL(app.baseUrl).port), '127.0.0.1');
  socket.on('error', () => {});
  const closed = once(socket, 'close');
  await accepted;
  // A deadline on purpose, far below REQUEST_TIMEOUT_S (30 s), the only other thing that would end it.
  const late = new Promise<string>((resolve) => setTimeout(() => resolve('still open after 5 s'), 5000).unref());
  const stopped = app.services.closeHttp().then(() => 'stopped');
  expect(await Promise.race([stopped, late])).toBe('stopped');
  await closed;
  expect(socket.destroyed).toBe(true);
});
