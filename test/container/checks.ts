/**
 * The container checks of `npm run test:container` (scripts/container/ci.sh builds the image first): the
 * image run with the documented Podman options keeps the confinement, serves a lookup and a merged download
 * from fixtures on the host's loopback, and refuses to start, naming the option, when /proc is masked or
 * the seccomp profile is Docker's default. Prints each check; exits non-zero on the first failure.
 *
 * The run uses the host's network (--network host) so that the service reaches the fixture server on
 * 127.0.0.1, with ALLOW_PRIVATE_URLS=true for that loopback address; everything else is as documented.
 */
import path from 'node:path';
import { assert, check, engineCli, freePort, logsOf, passedChecks, waitHealthy, waitStopped } from './harness.js';
import {
  assertRefusal,
  checkConfinementReported,
  checkLookupAndMergedDownload,
  checkReadOnlyAndUid1000,
  checkToolRunSeesOnlyItsJob,
} from './service-checks.js';

const image = process.env.IMAGE ?? 'localhost/media-fetcher:ci';
const engineOpts = (process.env.ENGINE_OPTS ?? '--runtime runc').split(' ').filter(Boolean);
const root = path.resolve(import.meta.dirname, '..', '..');
const bwrapSeccomp = path.join(root, 'deploy/seccomp/bwrap.json');
const dockerSeccomp = path.join(root, 'deploy/seccomp/docker-default.json');
const tag = `media-fetcher-ci-${process.pid}`;
const containers: string[] = [];
const volumes: string[] = [];
const podman = engineCli('podman');

/** The documented options (deploy/README.md, "Run with Docker": Podman), with the host's network for the checks. */
function runOptions(port: number, volume: string, security: { seccomp: string; unmaskProc: boolean }): string[] {
  return [
    ...engineOpts,
    '--network',
    'host',
    '--read-only',
    '--tmpfs',
    '/tmp:rw,nosuid,nodev,size=1g',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '--security-opt',
    `seccomp=${security.seccomp}`,
    ...(security.unmaskProc ? ['--security-opt', 'unmask=/proc/*'] : []),
    '-v',
    `${volume}:/data`,
    // As deploy/README.md's Podman line: the settings file (here .env.example as copied), then the image's own.
    '--env-file',
    path.join(root, '.env.example'),
    '-e',
    'HOST=0.0.0.0',
    '-e',
    'DATA_DIR=/data',
    '-e',
    `PORT=${port}`,
    '-e',
    'ALLOW_PRIVATE_URLS=true',
    '-e',
    'LOG_LEVEL=warn',
  ];
}

async function start(name: string, options: string[]): Promise<string> {
  const volume = `${tag}-${name}`;
  volumes.push(volume);
  const container = `${tag}-${name}`;
  containers.push(container);
  const run = await podman.run(['run', '-d', '--name', container, ...options, image]);
  if (run.code !== 0) throw new Error(`podman run failed: ${run.err.trim()}`);
  return container;
}

async function positive(): Promise<void> {
  const port = await freePort();
  const volume = `${tag}-ok`;
  const options = runOptions(port, volume, { seccomp: bwrapSeccomp, unmaskProc: true });
  console.log(`[container] podman run -d ${options.join(' ')} ${image}`);
  const startedAt = Date.now();
  const container = await start('ok', options);
  const base = `http://127.0.0.1:${port}`;

  await check(
    'starts and answers /api/health',
    async () => `${await waitHealthy(podman, container, port, startedAt)} ms from podman run`,
  );
  await check("the image's HEALTHCHECK passes", async () => {
    const health = await podman.run(['healthcheck', 'run', container]);
    assert(health.code === 0, `podman healthcheck run exited ${health.code}: ${health.out}${health.err}`);
    return undefined;
  });
  await checkConfinementReported(base);
  await checkLookupAndMergedDownload(base);
  await checkToolRunSeesOnlyItsJob(podman, container);
  await check('starts again on the same data volume (its yt-dlp already there)', async () => {
    const stopped = await podman.run(['stop', '--time', '10', container]);
    assert(stopped.code === 0, `podman stop: ${stopped.err}`);
    const restartedAt = Date.now();
    const started = await podman.run(['start', container]);
    assert(started.code === 0, `podman start: ${started.err}`);
    const ms = await waitHealthy(podman, container, port, restartedAt);
    const logs = await logsOf(podman, container);
    const seeded = logs.match(/Putting the image's yt-dlp/g)?.length ?? 0;
    assert(seeded === 1, `yt-dlp was put into the volume ${seeded} times over two starts`);
    return `${ms} ms from podman start`;
  });
  await checkReadOnlyAndUid1000(podman, container);
}

/** A run with one option missing must stop by itself, saying which option. */
async function negative(
  name: string,
  security: { seccomp: string; unmaskProc: boolean },
  option: RegExp,
): Promise<void> {
  await check(`refuses to start ${name}`, async () => {
    const port = await freePort();
    const container = await start(
      name.replace(/\W+/g, '-'),
      runOptions(port, `${tag}-${name.replace(/\W+/g, '-')}`, security),
    );
    const { exitCode: code, logs } = await waitStopped(podman, container);
    assert(code !== 0, `the container did not stop with an error (exit ${code})\n${logs}`);
    assertRefusal(logs, 'Podman', option);
    return `exit ${code}: ${logs.trim().split('\n').at(-1)?.slice(0, 160)}…`;
  });
}

async function cleanUp(): Promise<void> {
  for (const container of containers) await podman.run(['rm', '--force', '--time', '2', container]);
  for (const volume of volumes) await podman.run(['volume', 'rm', '--force', volume]);
}

try {
  await positive();
  await negative('with /proc masked', { seccomp: bwrapSeccomp, unmaskProc: false }, /--security-opt unmask=\/proc\/\*/);
  await negative(
    "with Docker's default seccomp profile",
    { seccomp: dockerSeccomp, unmaskProc: true },
    /--security-opt seccomp=deploy\/seccomp\/bwrap\.json/,
  );
  await cleanUp();
  console.log(`container (Podman): ${passedChecks()} passed, 0 failed`);
} catch (error) {
  console.log('FAILED');
  console.error(error instanceof Error ? error.message : error);
  await cleanUp();
  console.log(`container (Podman): ${passedChecks()} passed, 1 failed`);
  process.exit(1);
}
