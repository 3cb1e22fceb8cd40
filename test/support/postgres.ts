/**
 * A throwaway PostgreSQL server for the tests: Debian's `postgresql` binaries
 * (installed by the pretest step), `initdb` into a temporary directory, the
 * server on a free loopback port with its socket in that directory, stopped
 * and removed by stop(). No mocks and nothing else standing in for it.
 *
 * initdb and postgres refuse to run as root, so as root the cluster belongs to
 * Debian's `postgres` user and its commands run through `runuser`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** A running test server. */
export interface TestPostgres {
  /** Superuser URL of the `postgres` database (trust authentication on loopback). */
  readonly url: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server at once and deletes its directory; calling it again does nothing. */
  stop(): Promise<void>;
  /**
   * Stops the server as a crash or an upgrade would (`pg_ctl stop -m immediate`: every connection cut, no
   * goodbye), keeping its data; {@link TestPostgres.restart} starts it again on the same port.
   */
  halt(): Promise<void>;
  /** Starts a halted server again, on the same port with the same data; resolves once it accepts connections. */
  restart(): Promise<void>;
}

/** PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL under ${root}: run "npm test" once (its pretest installs it)`);
  return path.join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs one of the server's binaries, as `postgres` when we are root. */
async function pgCommand(bin: string, args: string[]): Promise<void> {
  const file = path.join(postgresBinDir(), bin);
  if (isRoot()) await run('runuser', ['-u', 'postgres', '--', file, ...args], { timeout: 60_000 });
  else await run(file, args, { timeout: 60_000 });
}

let databases = 0;

/** initdb, then pg_ctl start on a free port; resolves once the server accepts connections. */
export async function startPostgres(): Promise<TestPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot()) fs.chownSync(dir, ...postgresOwner());
  let port = 0;
  let options = '';
  const start = () =>
    pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  try {
    // fsync off: a throwaway cluster need not survive a power loss, and it saves seconds per test file.
    await pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    port = await freePort();
    options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    await start();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  let halted = false;
  return {
    url,
    createDatabase: (name) => createTestDatabase(url, name),
    async halt() {
      await pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      halted = true;
    },
    async restart() {
      await start();
      halted = false;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (!halted) await pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates an empty database on the server of `serverUrl` (any database's URL) and returns its URL. */
export async function createTestDatabase(
  serverUrl: string,
  name = `test_${process.pid}_${++databases}`,
): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** uid and gid of Debian's `postgres` user, who owns the cluster when the tests run as root. */
function postgresOwner(): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('running as root, but there is no postgres user');
  return [Number(uid), Number(gid)];
}
