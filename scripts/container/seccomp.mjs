#!/usr/bin/env node
// deploy/seccomp/bwrap.json is Docker's default seccomp profile (deploy/seccomp/docker-default.json, vendored
// from moby/profiles) plus exactly the calls bubblewrap needs to make its namespaces as an unprivileged user:
// clone with CLONE_NEWUSER, unshare, mount, umount2 and pivot_root. Nothing else changes.
//
//   node scripts/container/seccomp.mjs          writes bwrap.json from docker-default.json
//   node scripts/container/seccomp.mjs --check  fails when bwrap.json is not exactly that (CI)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'seccomp');
const CLONE_NEWUSER = 0x10000000;

/** The rules added to Docker's default, each with the reason bwrap needs it. */
export const bwrapRules = [
  {
    names: ['clone'],
    action: 'SCMP_ACT_ALLOW',
    args: [{ index: 0, value: CLONE_NEWUSER, valueTwo: CLONE_NEWUSER, op: 'SCMP_CMP_MASKED_EQ' }],
    comment:
      'media-fetcher: bwrap clones its sandbox into a new user namespace (with the network, PID, IPC, UTS and mount namespaces it owns)',
    excludes: { arches: ['s390', 's390x'] },
  },
  {
    names: ['clone'],
    action: 'SCMP_ACT_ALLOW',
    args: [{ index: 1, value: CLONE_NEWUSER, valueTwo: CLONE_NEWUSER, op: 'SCMP_CMP_MASKED_EQ' }],
    comment: 'media-fetcher: the same on s390, whose clone takes its flags second',
    includes: { arches: ['s390', 's390x'] },
  },
  {
    names: ['unshare', 'mount', 'umount2', 'pivot_root'],
    action: 'SCMP_ACT_ALLOW',
    comment:
      'media-fetcher: bwrap builds the tool view (bind mounts, a tmpfs, a fresh /proc) inside its own user and mount namespaces, then pivots into it',
  },
];

/** @param {string} name */
const read = (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'));

function expected() {
  const profile = read('docker-default.json');
  return { ...profile, syscalls: [...profile.syscalls, ...bwrapRules] };
}

const text = `${JSON.stringify(expected(), null, '\t')}\n`;
if (process.argv[2] === '--check') {
  const actual = readFileSync(path.join(dir, 'bwrap.json'), 'utf8');
  if (JSON.stringify(JSON.parse(actual)) !== JSON.stringify(JSON.parse(text))) {
    console.error(
      'deploy/seccomp/bwrap.json is not docker-default.json plus the bwrap rules: run node scripts/container/seccomp.mjs',
    );
    process.exit(1);
  }
  console.log(
    "deploy/seccomp/bwrap.json is Docker's default plus clone(CLONE_NEWUSER), unshare, mount, umount2, pivot_root.",
  );
} else {
  writeFileSync(path.join(dir, 'bwrap.json'), text);
}
