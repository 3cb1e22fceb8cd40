#!/usr/bin/env bash
# `npm run test:container` (.ci/run's second line): builds the official image offline and proves that it keeps
# the confinement. As root, on a Debian machine that reaches Debian's mirror and the npm registry:
#   1. installs Podman, runc and mmdebstrap with apt-get where missing (only here: the service never needs them);
#   2. builds a Debian trixie base with mmdebstrap from Debian's mirror and `podman import`s it, unless the
#      store already holds the base of this same recipe (its hash is in the tag);
#   3. builds the image from it with --pull=never;
#   4. runs it with the documented options and checks it (test/container/checks.ts): healthy, confined, a
#      lookup and a merged download over the host's loopback, a tool run that sees only its job, a read-only
#      root filesystem, uid 1000; and that it refuses to start, naming the missing option, with /proc masked
#      and with Docker's default seccomp profile;
#   5. runs compose.yaml with a real Docker engine and Docker Compose v2 (compose-ci.sh) and checks it alike.
# Any failure exits non-zero. Engine quirks of this machine kind: runc (crun refuses its hybrid cgroups) and
# nofile/nproc limits under the machine's hard limits (Podman's defaults exceed them).
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
say() { printf '[container] %s\n' "$*"; }
fail() {
  printf '[container] FAILED: %s\n' "$*" >&2
  exit 1
}

[ "$(id -u)" = 0 ] || fail 'needs root: rootful Podman (and apt-get to install it)'

# 1. The engine and the base builder.
missing=()
command -v podman >/dev/null || missing+=(podman)
command -v runc >/dev/null || missing+=(runc)
command -v mmdebstrap >/dev/null || missing+=(mmdebstrap)
command -v apparmor_parser >/dev/null || missing+=(apparmor)
if [ "${#missing[@]}" -gt 0 ]; then
  say "installing ${missing[*]} with apt-get"
  DEBIAN_FRONTEND=noninteractive apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
fi
say "$(podman --version), runc $(runc --version | sed -n 's/^runc version //p'), mmdebstrap $(mmdebstrap --version | awk '{print $2}')"

# Limits under this machine's hard ones (Podman's default nofile and nproc are higher, and runc then fails).
hard_nofile=$(ulimit -Hn)
hard_nproc=$(ulimit -Hu)
[ "$hard_nofile" = unlimited ] && hard_nofile=1048576
[ "$hard_nproc" = unlimited ] && hard_nproc=1048576
nofile=$((hard_nofile < 65536 ? hard_nofile : 65536))
nproc=$((hard_nproc < 32768 ? hard_nproc : 32768))
engine_opts=(--runtime runc --ulimit "nofile=$nofile:$nofile" --ulimit "nproc=$nproc:$nproc")

# 2. The base: Debian trixie, minbase, slimmed like the official slim images (no manuals, docs or translations).
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
security=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
recipe=(
  mmdebstrap --mode=root --variant=minbase --format=tar
  '--aptopt=Acquire::Languages "none"'
  # As Debian's official images: dpkg without fsync (a container layer is written whole or not at all).
  --dpkgopt=force-unsafe-io
  '--dpkgopt=path-exclude=/usr/share/man/*' '--dpkgopt=path-exclude=/usr/share/doc/*'
  '--dpkgopt=path-include=/usr/share/doc/*/copyright' '--dpkgopt=path-exclude=/usr/share/locale/*'
  '--dpkgopt=path-exclude=/usr/share/info/*'
  '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin'
  trixie
)
sources=("deb $mirror trixie main" "deb $mirror trixie-updates main" "deb $security trixie-security main")
recipe_hash=$(printf '%s\n' "${recipe[@]}" "${sources[@]}" | sha256sum | cut -c1-12)
base="localhost/media-fetcher-base:trixie-$recipe_hash"
if podman image exists "$base"; then
  say "base $base: reused (same recipe)"
else
  say "base $base: building with mmdebstrap from $mirror"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  "${recipe[@]}" "$work/base.tar" "${sources[@]}" >"$work/mmdebstrap.log" 2>&1 || {
    tail -n 30 "$work/mmdebstrap.log" >&2
    fail 'mmdebstrap could not build the base'
  }
  podman import --quiet "$work/base.tar" "$base" >/dev/null
  rm -rf "$work"
  trap - EXIT
  # Bases of other recipes are of no more use.
  for old in $(podman images --format '{{.Repository}}:{{.Tag}}' --filter reference=localhost/media-fetcher-base); do
    [ "$old" = "$base" ] || podman rmi --force "$old" >/dev/null 2>&1 || true
  done
fi
say "base ready after $(($(date +%s) - started)) s"

# 3. The image. The build's package clients are configured as this machine's are: the npm registry's CA (an
#    egress proxy may re-sign TLS) and pip's index (here a local one), mounted read-only into the build steps.
build_mounts=()
npm_cafile=$(npm config get cafile 2>/dev/null || true)
[ -z "$npm_cafile" ] || [ "$npm_cafile" = null ] || [ "$npm_cafile" = undefined ] && npm_cafile=${NODE_EXTRA_CA_CERTS:-}
if [ -n "$npm_cafile" ] && [ -f "$npm_cafile" ]; then
  npmrc=$(mktemp)
  printf 'cafile=/run/build-ca.crt\n' >"$npmrc"
  build_mounts+=(-v "$npm_cafile:/run/build-ca.crt:ro" -v "$npmrc:/root/.npmrc:ro")
fi
# pip: this machine's effective configuration (its files and PIP_* variables, as `pip config list` merges them),
# less the settings that name host files the build has no use for, and the local folders it points at.
pip_config=$(pip3 config list 2>/dev/null || python3 -m pip config list 2>/dev/null || true)
if [ -n "$pip_config" ]; then
  pipconf=$(mktemp)
  printf '%s\n' "$pip_config" | sed -nE "s/^(global|install|:env:)\.([a-z-]+)='(.*)'$/\2 = \3/p" |
    grep -vE '^(cert|constraint|client-cert) ' | awk '!seen[$1]++' | { echo '[global]'; cat; } >"$pipconf"
  build_mounts+=(-v "$pipconf:/etc/pip.conf:ro")
  for dir in $(printf '%s\n' "$pip_config" | grep -oE "(file://)?/[^ ',\"]+" | sed 's|^file://||' | sort -u); do
    [ -d "$dir" ] || continue
    [ "$(basename "$dir")" = simple ] && dir=$(dirname "$dir")
    case "$dir" in /etc* | /usr* | /root* | /home*) continue ;; esac
    build_mounts+=(-v "$dir:$dir:ro")
  done
fi

image=${MEDIA_FETCHER_IMAGE:-localhost/media-fetcher:ci} # another tag keeps parallel runs apart
say "building $image (podman build --pull=never, base $base)"
build_started=$(date +%s)
podman build "${engine_opts[@]}" --format docker --pull=never --layers --jobs 2 --build-arg "BASE=$base" \
  "${build_mounts[@]}" -t "$image" . >"${TMPDIR:-/tmp}/media-fetcher-container-build.log" 2>&1 || {
  tail -n 60 "${TMPDIR:-/tmp}/media-fetcher-container-build.log" >&2
  fail 'podman build failed (whole log: $TMPDIR/media-fetcher-container-build.log)'
}
rm -f "${npmrc:-}" "${pipconf:-}"
say "image built in $(($(date +%s) - build_started)) s; size $(podman image inspect --format '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}')"
# Untagged images are also the build's cached stages: only those unused for a week go.
podman image prune --force --filter until=168h >/dev/null 2>&1 || true

# 4. The checks, with the documented run options (deploy/README.md, "Run with Docker": Podman).
node scripts/container/seccomp.mjs --check
# This kernel has no AppArmor to enforce the profile; its parser still checks it compiles (AppArmor 3 without the
# `userns` rule, which only AppArmor 4 knows, as the profile's head says).
parser_version=$(apparmor_parser --version | sed -n '1s/.*version //p')
case "$parser_version" in
  [0-3].*) profile_text=$(sed '/^  userns,$/d' deploy/apparmor/media-fetcher-bwrap) ;;
  *) profile_text=$(cat deploy/apparmor/media-fetcher-bwrap) ;;
esac
printf '%s\n' "$profile_text" | apparmor_parser --skip-kernel-load --skip-cache >/dev/null 2>"${TMPDIR:-/tmp}/apparmor-parse.log" || {
  cat "${TMPDIR:-/tmp}/apparmor-parse.log" >&2
  fail "deploy/apparmor/media-fetcher-bwrap does not compile (apparmor_parser $parser_version)"
}
say "deploy/apparmor/media-fetcher-bwrap compiles (apparmor_parser $parser_version; not enforced: this kernel has no AppArmor)"
ENGINE_OPTS="${engine_opts[*]}" IMAGE="$image" npx tsx test/container/checks.ts
# 5. The same image under Docker Engine and Docker Compose, with compose.yaml as deploy/README.md says to use it.
IMAGE="$image" bash scripts/container/compose-ci.sh
say "added CI time: $(($(date +%s) - started)) s"
