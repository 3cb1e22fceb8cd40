/**
 * What the container checks of both engines share (checks.ts: Podman's `run` line; compose-checks.ts: Docker
 * Compose): running the engine's CLI, printing each check, and waiting for the service to answer.
 * Podman's and Docker's CLIs take the same words for what the checks do (exec, inspect, logs, wait, stop,
 * start), so one `Engine` drives either.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Outcome {
  code: number;
  out: string;
  err: string;
}

export interface Engine {
  /** The CLI's name, printed with each failure. */
  name: string;
  run(args: string[], timeoutMs?: number, input?: string): Promise<Outcome>;
}

/** An engine's command-line client (`podman`, `docker`), with extra environment (DOCKER_HOST, DOCKER_CONFIG). */
export function engineCli(command: string, env: NodeJS.ProcessEnv = {}): Engine {
  return {
    name: command,
    run: (args, timeoutMs = 120_000, input) =>
      new Promise((resolve) => {
        const child = execFile(
          command,
          args,
          { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } },
          (error, out, err) => {
            const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            resolve({ code, out: String(out), err: String(err) });
          },
        );
        if (input !== undefined) child.stdin?.end(input);
      }),
  };
}

let passed = 0;

/** Runs one check and prints its line; a failure throws on to the caller, which stops the run. */
export async function check(name: string, body: () => Promise<string | undefined>): Promise<void> {
  process.stdout.write(`[container] check: ${name} ... `);
  const detail = await body();
  passed += 1;
  console.log(`ok${detail ? ` (${detail})` : ''}`);
}

export function passedChecks(): number {
  return passed;
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export async function logsOf(engine: Engine, container: string): Promise<string> {
  const logs = await engine.run(['logs', container]);
  return `${logs.out}${logs.err}`;
}

/** Polls /api/health until it answers 200; fails at once if the container stops. Returns the ms it took. */
export async function waitHealthy(engine: Engine, container: string, port: number, startedAt: number): Promise<number> {
  const deadline = startedAt + 120_000;
  let polls = 0;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return Date.now() - startedAt;
    } catch {
      // not listening yet
    }
    polls += 1;
    if (polls % 20 === 0) {
      const state = await engine.run(['inspect', '--format', '{{.State.Running}}', container]);
      if (state.out.trim() !== 'true') throw new Error(`the container stopped:\n${await logsOf(engine, container)}`);
    }
    await sleep(100);
  }
  throw new Error(`no healthy /api/health within 120 s:\n${await logsOf(engine, container)}`);
}

/** Waits for a container that must stop by itself; returns its exit code and logs. */
export async function waitStopped(engine: Engine, container: string): Promise<{ exitCode: number; logs: string }> {
  const waited = await engine.run(['wait', container], 120_000);
  const logs = await logsOf(engine, container);
  assert(waited.code === 0, `${engine.name} wait failed (${waited.code}): ${waited.err}\n${logs}`);
  return { exitCode: Number(waited.out.trim()), logs };
}
