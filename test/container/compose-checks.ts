/**
 * The Docker Compose checks of `npm run test:container` (scripts/container/compose-ci.sh starts a Docker
 * engine and loads the image Podman built): the repository's compose.yaml, as deploy/README.md's "Run with Docker" says
 * to use it (`cp .env.example .env`, `docker compose up -d`), keeps the confinement under Docker's own engine,
 * and without one of its options the service refuses to start naming Docker's option.
 *
 * The project is a copy of compose.yaml, deploy/ and .env.example in a temporary folder, so a developer's own
 * .env never leaks in. A small override file changes only what a check on this machine needs: the image
 * Podman built (never pulled, no registry is reachable), the host's network so the service reaches the
 * fixture server on 127.0.0.1 (with ALLOW_PRIVATE_URLS=true for that), a free port, and a 1 s health-check
 * interval so the engine's own health status turns healthy without waiting 30 s.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { assert, check, engineCli, freePort, logsOf, passedChecks, waitHealthy, waitStopped } from './harness.js';
import {
  assertRefusal,
  checkConfinementReported,
  checkLookupAndMergedDownload,
  checkReadOnlyAndUid1000,
  checkToolRunSeesOnlyItsJob,
} from './service-checks.js';

const image = process.env.IMAGE ?? 'localhost/media-fetcher:ci';
const root = path.resolve(import.meta.dirname, '..', '..');
const docker = engineCli('docker');
const project = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-compose-'));
const projectNames: string[] = [];

/** The repository's compose.yaml with what it reads beside it; .env as deploy/README.md says to make it. */
function makeProject(): void {
  cpSync(path.join(root, 'compose.yaml'), path.join(project, 'compose.yaml'));
  cpSync(path.join(root, 'deploy'), path.join(project, 'deploy'), { recursive: true });
  cpSync(path.join(root, '.env.example'), path.join(project, '.env'));
}

function writeOverride(name: string, port: number, extra = ''): string {
  const file = path.join(project, `${name}.override.yaml`);
  writeFileSync(
    file,
    `services:
  media-fetcher:
    image: ${image}
    pull_policy: never
    network_mode: host
    ports: !reset []
    environment:
      PORT: ${port}
      ALLOW_PRIVATE_URLS: "true"
      LOG_LEVEL: warn
    healthcheck:
      interval: 1s
      start_period: 60s
${extra}`,
  );
  return file;
}

/** `docker compose` in the project's folder (the seccomp profile's path is relative to it), -p per run. */
function compose(projectName: string, files: string[], args: string[], timeoutMs = 180_000) {
  const fileArgs = ['compose.yaml', ...files].flatMap((file) => ['-f', file]);
  return docker.run(
    ['compose', '--project-directory', project, '-p', projectName, ...fileArgs, ...args],
    timeoutMs,
    '',
  );
}

async function up(projectName: string, override: string): Promise<string> {
  projectNames.push(projectName);
  // compose reads relative paths (the seccomp profile) from the working directory, as a user's shell in the
  // project's folder would have it.
  process.chdir(project);
  const started = await compose(projectName, [override], ['up', '-d']);
  assert(started.code === 0, `docker compose up: ${started.err}`);
  const id = await compose(projectName, [override], ['ps', '--all', '--quiet', 'media-fetcher']);
  const container = id.out.trim();
  assert(container, `no media-fetcher container: ${id.err}`);
  return container;
}

async function checkConfig(): Promise<void> {
  await check(
    'docker compose config: the file is valid, with no .env settings needed for the default profile',
    async () => {
      process.chdir(project);
      const plain = await compose('media-fetcher-config', [], ['config', '--services']);
      assert(plain.code === 0, `docker compose config: ${plain.err}`);
      assert(plain.out.trim() === 'media-fetcher', `services: ${plain.out}`);
      const scaled = await docker.run(
        ['compose', '--project-directory', project, '--profile', 'scaled', 'config', '--services'],
        60_000,
        '',
      );
      assert(scaled.code === 0, `docker compose --profile scaled config: ${scaled.err}`);
      const services = scaled.out.trim().split('\n').sort();
      assert(services.join(',') === 'media-fetcher,media-fetcher-2,postgres', `scaled services: ${services}`);
      return `default: media-fetcher; scaled: ${services.join(', ')}`;
    },
  );
}

async function waitEngineHealthy(container: string): Promise<string> {
  const deadline = Date.now() + 120_000;
  let status = '';
  while (Date.now() < deadline) {
    status = (await docker.run(['inspect', '--format', '{{.State.Health.Status}}', container])).out.trim();
    // "unhealthy" is not final: a loaded machine can time out a check or two, and the next passing one counts.
    if (status === 'healthy') return status;
    await sleep(250);
  }
  throw new Error(`the engine's health status is ${status}:\n${await logsOf(docker, container)}`);
}

async function positive(): Promise<void> {
  const port = await freePort();
  const override = writeOverride('ok', port);
  const startedAt = Date.now();
  const container = await up('media-fetcher-ok', override);
  const base = `http://127.0.0.1:${port}`;

  await check('docker compose up: answers /api/health', async () => {
    return `${await waitHealthy(docker, container, port, startedAt)} ms from docker compose up`;
  });
  await check("the image's HEALTHCHECK: Docker reports the container healthy", async () =>
    waitEngineHealthy(container),
  );
  await check('the security options reached the engine as compose.yaml says', async () => {
    const inspect = await docker.run(['inspect', '--format', '{{json .HostConfig}}', container]);
    const host = JSON.parse(inspect.out) as {
      ReadonlyRootfs: boolean;
      CapDrop: string[] | null;
      SecurityOpt: string[];
      Tmpfs: Record<string, string>;
      MaskedPaths: string[] | null;
      ReadonlyPaths: string[] | null;
    };
    assert(host.ReadonlyRootfs, 'ReadonlyRootfs is false');
    assert(host.CapDrop?.includes('ALL'), `CapDrop ${JSON.stringify(host.CapDrop)}`);
    assert(host.SecurityOpt.includes('no-new-privileges:true'), `SecurityOpt ${host.SecurityOpt}`);
    // systempaths=unconfined reaches the engine as empty lists of masked and read-only paths (null = defaults).
    const unmasked = host.MaskedPaths?.length === 0 && host.ReadonlyPaths?.length === 0;
    assert(
      unmasked,
      `MaskedPaths ${JSON.stringify(host.MaskedPaths)}, ReadonlyPaths ${JSON.stringify(host.ReadonlyPaths)}`,
    );
    // compose sends the profile's content; it must be the repository's bwrap profile, not the engine's default.
    const seccomp = host.SecurityOpt.find((option) => option.startsWith('seccomp='))?.slice('seccomp='.length);
    const expected = JSON.parse(readFileSync(path.join(root, 'deploy/seccomp/bwrap.json'), 'utf8'));
    assert(seccomp && JSON.stringify(JSON.parse(seccomp)) === JSON.stringify(expected), 'seccomp is not bwrap.json');
    assert('/tmp' in host.Tmpfs, `Tmpfs ${JSON.stringify(host.Tmpfs)}`);
    return `read-only, cap_drop ALL, no-new-privileges, systempaths=unconfined, seccomp deploy/seccomp/bwrap.json`;
  });
  await checkConfinementReported(base);
  await checkLookupAndMergedDownload(base);
  await checkToolRunSeesOnlyItsJob(docker, container);
  await checkReadOnlyAndUid1000(docker, container);
  await check('docker compose down, then up again: the same data volume, its yt-dlp already there', async () => {
    const down = await compose('media-fetcher-ok', [override], ['down']);
    assert(down.code === 0, `docker compose down: ${down.err}`);
    const restartedAt = Date.now();
    const again = await up('media-fetcher-ok', override);
    const ms = await waitHealthy(docker, again, port, restartedAt);
    const logs = await logsOf(docker, again);
    assert(!/Putting the image's yt-dlp/.test(logs), `yt-dlp was put into the volume again:\n${logs}`);
    return `${ms} ms from docker compose up`;
  });
}

/** compose.yaml with one option taken away: the service must stop by itself, naming Docker's option. */
async function negative(name: string, securityOpt: string[], option: RegExp): Promise<void> {
  await check(`refuses to start ${name}`, async () => {
    const projectName = `media-fetcher-${name.replace(/\W+/g, '-').toLowerCase()}`.replace(/-+$/, '');
    const lines = securityOpt.map((line) => `      - ${line}`).join('\n');
    const override = writeOverride(
      projectName,
      await freePort(),
      `    restart: "no"\n    security_opt: !override\n${lines}\n`,
    );
    const container = await up(projectName, override);
    const { exitCode, logs } = await waitStopped(docker, container);
    assert(exitCode !== 0, `the container did not stop with an error (exit ${exitCode})\n${logs}`);
    assertRefusal(logs, 'Docker', option);
    return `exit ${exitCode}: ${logs.trim().split('\n').at(-1)?.slice(0, 160)}…`;
  });
}

async function cleanUp(): Promise<void> {
  for (const name of new Set(projectNames)) {
    await docker.run(
      ['compose', '--project-directory', project, '-p', name, 'down', '--volumes', '--timeout', '2'],
      120_000,
      '',
    );
  }
  process.chdir(root);
  rmSync(project, { recursive: true, force: true });
}

try {
  makeProject();
  await checkConfig();
  await positive();
  await negative(
    'without systempaths=unconfined',
    ['no-new-privileges:true', 'seccomp=./deploy/seccomp/bwrap.json'],
    /security_opt "systempaths=unconfined" in compose\.yaml/,
  );
  await negative(
    "with Docker's default seccomp profile",
    // No seccomp line: the engine's own default profile.
    ['no-new-privileges:true', 'systempaths=unconfined'],
    /security_opt "seccomp=deploy\/seccomp\/bwrap\.json" in compose\.yaml/,
  );
  await cleanUp();
  console.log(`container (Docker Compose): ${passedChecks()} passed, 0 failed`);
} catch (error) {
  console.log('FAILED');
  console.error(error instanceof Error ? error.message : error);
  await cleanUp();
  console.log(`container (Docker Compose): ${passedChecks()} passed, 1 failed`);
  process.exit(1);
}
