#!/usr/bin/env bash
# The Docker half of `npm run test:container` (ci.sh calls it after Podman's checks): deploy/README.md's compose.yaml run
# by a real Docker engine and Docker Compose v2, on the image Podman just built. As root, on Debian:
#   1. installs Docker's engine (Debian's docker.io) with apt-get where missing (only here: the service never
#      needs it);
#   2. takes Docker Compose v2 from Debian trixie's docker-compose package, since bookworm ships only the old
#      Python Compose v1 (its `docker-compose` knows neither `env_file.required` nor `!reset`): apt-get, with a
#      private list of trixie's sources, downloads and checks it against trixie's signed index; the plugin is
#      kept in /var/cache/media-fetcher-ci and fetched again only when missing;
#   3. uses the Docker engine that answers, or starts one of its own for this run (its own socket, state and
#      storage under /var/lib/media-fetcher-docker; no bridge and no iptables rules: the checks use the host's
#      network) and stops it at the end;
#   4. loads the image from Podman's store (docker-archive) unless Docker already holds that same image ID;
#   5. runs test/container/compose-checks.ts.
set -euo pipefail
cd "$(dirname "$0")/../.."
say() { printf '[container] %s\n' "$*"; }
fail() {
  printf '[container] FAILED: %s\n' "$*" >&2
  exit 1
}
image=${IMAGE:-localhost/media-fetcher:ci}
started=$(date +%s)

# 1. The engine.
if ! command -v dockerd >/dev/null; then
  say 'installing docker.io with apt-get'
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends docker.io >/dev/null ||
    { DEBIAN_FRONTEND=noninteractive apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends docker.io; }
fi

# 2. Compose v2 (2.24 or later: compose.yaml's optional env_file). A DOCKER_CONFIG of our own holds the plugin.
export DOCKER_CONFIG=/var/cache/media-fetcher-ci/docker-config
plugin=$DOCKER_CONFIG/cli-plugins/docker-compose
if ! "$plugin" version >/dev/null 2>&1; then
  say "fetching Docker Compose v2 from Debian trixie's docker-compose package"
  apt_dir=$(mktemp -d)
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
  printf 'Types: deb\nURIs: %s\nSuites: trixie\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$apt_dir/trixie.sources"
  apt_opts=(-q -o "Dir::Etc::SourceList=$apt_dir/trixie.sources" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o Dir::State::Status=/dev/null
    -o Acquire::Languages=none)
  apt-get "${apt_opts[@]}" update >"$apt_dir/apt.log" 2>&1 || { cat "$apt_dir/apt.log" >&2; fail "trixie's index"; }
  (cd "$apt_dir" && apt-get "${apt_opts[@]}" download docker-compose >>"$apt_dir/apt.log" 2>&1) ||
    { cat "$apt_dir/apt.log" >&2; fail "trixie's docker-compose package"; }
  dpkg-deb -x "$apt_dir"/docker-compose_*.deb "$apt_dir/root"
  mkdir -p "$DOCKER_CONFIG/cli-plugins"
  install -m 0755 "$apt_dir/root/usr/libexec/docker/cli-plugins/docker-compose" "$plugin"
  rm -rf "$apt_dir"
fi

# 3. A Docker engine: the one that answers, else our own for this run.
if ! docker info >/dev/null 2>&1; then
  export DOCKER_HOST=unix:///run/media-fetcher-docker.sock
  pidfile=/run/media-fetcher-docker.pid
  [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
  dockerd --host "$DOCKER_HOST" --pidfile "$pidfile" --data-root /var/lib/media-fetcher-docker \
    --exec-root /run/media-fetcher-docker --bridge none --iptables=false >"${TMPDIR:-/tmp}/media-fetcher-dockerd.log" 2>&1 &
  dockerd_pid=$!
  trap 'kill "$dockerd_pid" 2>/dev/null; wait "$dockerd_pid" 2>/dev/null || true' EXIT
  for _ in $(seq 1 300); do
    docker info >/dev/null 2>&1 && break
    kill -0 "$dockerd_pid" 2>/dev/null || { cat "${TMPDIR:-/tmp}/media-fetcher-dockerd.log" >&2; fail 'dockerd stopped'; }
    sleep 0.2
  done
  docker info >/dev/null 2>&1 || fail 'dockerd did not answer within 60 s'
fi
say "Docker engine $(docker version --format '{{.Server.Version}}'), $(docker compose version)"

# 4. The image Podman built, unless Docker holds the same one.
want=$(podman image inspect --format '{{.Id}}' "$image")
have=$(docker image inspect --format '{{.Id}}' "$image" 2>/dev/null || true)
if [ "$have" = "sha256:$want" ]; then
  say "$image: already in Docker's store"
else
  podman save --format docker-archive "$image" 2>/dev/null | docker load >/dev/null || fail 'docker load'
  docker image prune --force >/dev/null 2>&1 || true
  say "$image: loaded into Docker's store"
fi

# 5. The checks.
IMAGE="$image" npx tsx test/container/compose-checks.ts
say "Docker Compose: $(($(date +%s) - started)) s"
