/**
 * Inside a container whose engine keeps bwrap from making its namespaces, the start-up refusal names the
 * engine's missing option. The real engines are exercised by `npm run test:container` (scripts/container/);
 * here, the reading of bwrap's words and of /proc's mounts, and the refusal of a bwrap that fails.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfinementUnavailableError, createConfinement } from '../../src/media/tools/sandbox/confinement.js';
import {
  classifyBlock,
  containerRefusal,
  detectContainerEngine,
  procIsMasked,
} from '../../src/media/tools/sandbox/container-hint.js';

/** /proc/self/mountinfo lines as an engine writes them: /proc, then its masked files and read-only folders. */
const MASKED = [
  '700 690 0:60 / /proc rw,nosuid,nodev,noexec,relatime - proc proc rw',
  '701 700 0:5 /null /proc/kcore rw,nosuid - devtmpfs udev rw',
  '702 700 0:61 / /proc/acpi ro,relatime - tmpfs tmpfs ro',
  '703 700 0:60 /sys /proc/sys ro,nosuid,nodev,noexec,relatime - proc proc rw',
].join('\n');
const UNMASKED = [
  '700 690 0:60 / /proc rw,nosuid,nodev,noexec,relatime - proc proc rw',
  '710 690 0:62 / /dev rw,nosuid - tmpfs tmpfs rw',
  '711 700 0:63 / /proc/sys/fs/binfmt_misc rw,relatime - binfmt_misc binfmt_misc rw',
].join('\n');

describe('the container refusal', () => {
  it('tells the engine from its marks, Kubernetes before the engine under it', () => {
    const none = () => false;
    const only = (file: string) => (name: string) => name === file;
    expect(detectContainerEngine({}, none)).toBeUndefined();
    expect(detectContainerEngine({}, only('/.dockerenv'))).toBe('docker');
    expect(detectContainerEngine({}, only('/run/.containerenv'))).toBe('podman');
    expect(detectContainerEngine({ container: 'podman' }, none)).toBe('podman');
    expect(detectContainerEngine({ container: 'lxc' }, none)).toBe('container');
    expect(detectContainerEngine({ KUBERNETES_SERVICE_HOST: '10.0.0.1' }, only('/.dockerenv'))).toBe('kubernetes');
  });

  it("sees the engine's masks over /proc, and not a host's binfmt_misc", () => {
    expect(procIsMasked(MASKED)).toBe(true);
    expect(procIsMasked(UNMASKED)).toBe(false);
    expect(procIsMasked('')).toBe(false);
  });

  it("reads the cause from bwrap's last line", () => {
    expect(classifyBlock("bwrap: Can't mount proc on /newroot/proc: Operation not permitted", true)).toBe('proc');
    expect(classifyBlock("bwrap: Can't mount proc on /newroot/proc: Operation not permitted", false)).toBe('proc');
    expect(
      classifyBlock(
        'bwrap: No permissions to create a new namespace, likely because the kernel does not allow non-privileged user namespaces.',
        false,
      ),
    ).toBe('seccomp');
    expect(classifyBlock('bwrap: Failed to make / slave: Permission denied', false)).toBe('apparmor');
    expect(classifyBlock('bwrap: Failed to mount tmpfs: Operation not permitted', true)).toBe('proc');
    expect(classifyBlock('bwrap: pivot_root: Operation not permitted', false)).toBe('seccomp');
  });

  it("names each engine's own option, and all of them where the engine is unknown", () => {
    const cases = [
      ['docker', 'proc', 'systempaths=unconfined'],
      ['podman', 'proc', 'unmask=/proc/*'],
      ['kubernetes', 'proc', 'procMount: Unmasked'],
      ['docker', 'seccomp', 'seccomp=deploy/seccomp/bwrap.json'],
      ['podman', 'seccomp', 'seccomp=deploy/seccomp/bwrap.json'],
      ['kubernetes', 'seccomp', 'Localhost'],
      ['docker', 'apparmor', 'apparmor=media-fetcher-bwrap'],
      ['kubernetes', 'apparmor', 'appArmorProfile'],
    ] as const;
    for (const [engine, block, option] of cases) {
      const said = containerRefusal(engine, block, 'bwrap: something');
      expect(said).toContain(option);
      expect(said).toContain('Run with Docker');
      expect(said.split('\n')).toHaveLength(1);
    }
    const unknown = containerRefusal('container', 'proc', '');
    for (const option of ['systempaths=unconfined', 'unmask=/proc/*', 'procMount: Unmasked']) {
      expect(unknown).toContain(option);
    }
    expect(unknown).not.toContain('bwrap said');
  });
});

describe('a bwrap that cannot mount proc in a Podman container', () => {
  let dir: string;
  let saved: string | undefined;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'container-hint-test-'));
    saved = process.env.container;
    // Podman's own mark in a container's environment (detectContainerEngine).
    process.env.container = 'podman';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.container;
    else process.env.container = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  function failingBwrap(said: string): string {
    const file = path.join(dir, `bwrap-${Math.random().toString(36).slice(2)}`);
    writeFileSync(file, `#!/bin/sh\necho "${said}" >&2\nexit 1\n`);
    chmodSync(file, 0o755);
    return file;
  }

  it("refuses to start and names Podman's unmask option", () => {
    const bwrapPath = failingBwrap("bwrap: Can't mount proc on /newroot/proc: Operation not permitted");
    const start = () =>
      createConfinement({
        proxySocket: path.join(dir, 'none.sock'),
        memoryLimitMb: 512,
        allowUnconfined: false,
        bwrapPath,
      });
    expect(start).toThrow(ConfinementUnavailableError);
    expect(start).toThrow(/Podman.*--security-opt unmask=\/proc\/\*/);
  });

  it('still runs unconfined when the owner allowed it', () => {
    const bwrapPath = failingBwrap('bwrap: No permissions to create a new namespace');
    const confinement = createConfinement({
      proxySocket: path.join(dir, 'none.sock'),
      memoryLimitMb: 512,
      allowUnconfined: true,
      bwrapPath,
    });
    expect(confinement.status.kind).toBe('none');
  });
});
