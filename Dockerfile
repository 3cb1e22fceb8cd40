# media-fetcher's image: Debian trixie slim (its nodejs is 20.x; its bubblewrap and Python are current), a
# static ffmpeg (scripts/container/ffmpeg.lock), the built service with production dependencies only, yt-dlp
# in a virtualenv that the service updates inside its data volume, tini as init, uid 1000, a read-only root
# filesystem at run time.
#
# The confinement of yt-dlp and ffmpeg (bubblewrap) needs the run options of compose.yaml: a seccomp profile
# (deploy/seccomp-bwrap.json), an AppArmor profile (deploy/apparmor-bwrap) and an unmasked /proc. Without
# them the service refuses to start and says which option is missing (deploy/README.md, "Run with Docker").
#
# BASE: any Debian trixie image; CI builds one with mmdebstrap from Debian's mirror and passes its local
# name with --build-arg BASE=... and --pull=never (scripts/container/ci.sh).
ARG BASE=docker.io/library/debian:trixie-slim

# --- Build tools: Node, npm, a C++ compiler (better-sqlite3 is a native addon), Python's venv. ---
FROM ${BASE} AS toolchain
ARG DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs libnode-dev python3 python3-venv make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
# node-gyp builds against Debian's own Node headers (nothing to download).
ENV npm_config_nodedir=/usr npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# npm itself: the version package-lock.json is written with, fetched from the registry and checked against
# scripts/container/npm.lock (Debian's npm is 9.x, reads the lock differently and brings about 400 packages).
# A CA the build is given (scripts/container/ci.sh mounts the machine's at /run/build-ca.crt) is trusted too.
COPY scripts/container/fetch-tarball.mjs scripts/container/npm.lock /opt/build/
RUN NODE_EXTRA_CA_CERTS=$(ls /run/build-ca.crt 2>/dev/null || true) \
    node /opt/build/fetch-tarball.mjs --pin /opt/build/npm.lock /usr/local/lib/node_modules/npm \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && npm --version
WORKDIR /app

# --- Production dependencies, install scripts off (ffmpeg-static and youtube-dl-exec would download
#     binaries the image takes from elsewhere; better-sqlite3's addon comes from the `native` stage). ---
FROM toolchain AS deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit \
 && rm -rf /root/.npm

# --- better-sqlite3's native addon compiled for this Node (the longest step of a cold build: SQLite's
#     amalgamation), from its own tarball at the lock's version and integrity. Its cache key is that entry
#     of the lock alone (the `sqlite-pin` stage extracts it; COPY --from compares contents), so a lock
#     change that leaves better-sqlite3 as it is reuses the compiled addon. ---
FROM toolchain AS sqlite-pin
COPY package-lock.json /tmp/package-lock.json
RUN node -e " \
      const fs = require('node:fs'); \
      const { version, integrity } = JSON.parse(fs.readFileSync('/tmp/package-lock.json', 'utf8')).packages['node_modules/better-sqlite3']; \
      fs.writeFileSync('/better-sqlite3.lock.json', JSON.stringify({ packages: { 'node_modules/better-sqlite3': { version, integrity } } }));"

FROM toolchain AS native
COPY --from=sqlite-pin /better-sqlite3.lock.json /opt/build/
RUN NODE_EXTRA_CA_CERTS=$(ls /run/build-ca.crt 2>/dev/null || true) \
    node /opt/build/fetch-tarball.mjs --lock /opt/build/better-sqlite3.lock.json better-sqlite3 /opt/better-sqlite3 \
 && cd /opt/better-sqlite3 \
 && node /usr/local/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js rebuild --release \
 && ls -l build/Release/better_sqlite3.node

# --- The build: `npm run build` (TypeScript to dist/) on the production dependencies, whose types it needs
#     (@types/node and the drivers' come with them), and TypeScript at the lock's version and integrity:
#     none of the other dev dependencies (test runner, linter, …) is needed to compile. ---
FROM deps AS build
RUN NODE_EXTRA_CA_CERTS=$(ls /run/build-ca.crt 2>/dev/null || true) \
    node /opt/build/fetch-tarball.mjs --lock package-lock.json typescript node_modules/typescript \
 && ln -s ../typescript/bin/tsc node_modules/.bin/tsc
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY bots ./bots
# The build's last step stamps dist/ with what it was compiled from (for the tests; harmless here).
COPY scripts/dist-stamp.mjs ./scripts/dist-stamp.mjs
RUN npm run build

# --- node_modules as the image has it: better-sqlite3's addon put in, what Node never loads removed (types,
#     sources, maps, docs, tests, better-sqlite3's sources), then every production dependency imported to
#     prove it still loads. ---
FROM deps AS modules
COPY --from=native /opt/better-sqlite3/build/Release/better_sqlite3.node node_modules/better-sqlite3/build/Release/
COPY scripts/container/prune-node-modules.sh /opt/build/
RUN sh /opt/build/prune-node-modules.sh node_modules \
 && node --input-type=module -e " \
      import { readFileSync } from 'node:fs'; \
      const deps = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).dependencies); \
      for (const name of deps) await import(name); \
      const { default: Database } = await import('better-sqlite3'); \
      new Database(':memory:').prepare('select 1').get(); \
      console.log('all ' + deps.length + ' production dependencies load');"

# --- ffmpeg: John Van Sickle's static build (GPLv3; the one the npm package ffmpeg-static names), as the
#     imageio-ffmpeg wheel carries it, pinned by version and sha256 (scripts/container/ffmpeg.lock) and
#     downloaded with pip as the build machine configures it. One static file instead of Debian's ffmpeg and
#     its ~150 libraries. The wheel is x86_64 only: elsewhere /out stays empty and the image takes Debian's. ---
FROM toolchain AS ffmpeg
COPY scripts/container/ffmpeg.lock /opt/build/
RUN mkdir -p /out \
 && if [ "$(dpkg --print-architecture)" = amd64 ]; then \
      python3 -m venv /tmp/pip \
      && /tmp/pip/bin/pip download --no-input --retries 1 --disable-pip-version-check --no-deps --only-binary :all: \
           --require-hashes -r /opt/build/ffmpeg.lock -d /tmp/wheel \
      && python3 -m zipfile -e /tmp/wheel/imageio_ffmpeg-*.whl /tmp/wheel/unpacked \
      && install -m 0755 /tmp/wheel/unpacked/imageio_ffmpeg/binaries/ffmpeg-linux-x86_64-v* /out/ffmpeg \
      && rm -rf /tmp/pip /tmp/wheel; \
    fi

# --- yt-dlp as `npm run setup` installs it (scripts/yt-dlp/: the same lock files, pip as the build
#     machine configures it), at the path where the data volume holds it at run time. ---
FROM toolchain AS ytdlp
COPY scripts/yt-dlp ./scripts/yt-dlp
RUN node scripts/yt-dlp/install-venv.mjs /data/yt-dlp

# --- The image that runs. ---
FROM ${BASE}
ARG DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs bubblewrap tini python3 ca-certificates \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /var/log/apt /var/log/dpkg.log \
 && groupadd --gid 1000 app \
 && useradd --uid 1000 --gid 1000 --home-dir /home/app --create-home --shell /usr/sbin/nologin app \
 && mkdir -p /data \
 && chown 1000:1000 /data
COPY --from=ffmpeg /out/ /usr/local/bin/
# What it is, where its source is, its licence (the lock's comments).
COPY scripts/container/ffmpeg.lock /usr/local/share/doc/ffmpeg/README
# Where the ffmpeg stage had no static build (not x86_64): Debian's ffmpeg, without Mesa's GPU drivers and
# the LLVM they compile shaders with (about 200 MB a headless ffmpeg never loads: dlopen()ed, not linked),
# at the same path. Then, either way: ffmpeg runs and encodes what the service asks of it (H.264 + AAC,
# MP3 at 320 kbit/s, a JPEG thumbnail; -y, or ffmpeg declines to overwrite /dev/null and exits 0).
RUN if [ ! -e /usr/local/bin/ffmpeg ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends ffmpeg \
      && apt-get clean \
      && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /var/log/apt /var/log/dpkg.log \
      && unused=$(dpkg-query -W -f '${Package}\n' 'libllvm*' 'libz3-*' mesa-libgallium libgl1-mesa-dri libglx-mesa0 mesa-vulkan-drivers 2>/dev/null || true) \
      && if [ -n "$unused" ]; then dpkg --purge --force-depends $unused; fi \
      && if ldd /usr/bin/ffmpeg | grep 'not found'; then exit 1; fi \
      && ln -s /usr/bin/ffmpeg /usr/local/bin/ffmpeg \
      && echo "Debian's ffmpeg package: dpkg -s ffmpeg" >/usr/local/share/doc/ffmpeg/README; \
    fi \
 && ffmpeg -hide_banner -version | head -n 1 \
 && ffmpeg -y -hide_banner -loglevel error -f lavfi -i testsrc=d=0.2 -f lavfi -i sine=d=0.2 \
      -map 0:v -map 1:a -c:v libx264 -c:a aac -f mp4 -movflags frag_keyframe+empty_moov /dev/null \
      -map 1:a -c:a libmp3lame -b:a 320k -f mp3 /dev/null \
      -map 0:v -frames:v 1 -c:v mjpeg -f image2pipe /dev/null
WORKDIR /app
COPY --from=modules /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY locales ./locales
COPY drizzle ./drizzle
COPY src/web ./src/web
COPY src/media/tools/ytdlp-worker.py ./src/media/tools/ytdlp-worker.py
COPY --from=ytdlp /data/yt-dlp /opt/yt-dlp-seed
COPY deploy/container/start.sh /usr/local/bin/media-fetcher-start
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    YTDLP_PATH=/data/yt-dlp/bin/yt-dlp \
    FFMPEG_PATH=/usr/local/bin/ffmpeg \
    PIP_NO_CACHE_DIR=1
USER 1000:1000
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/media-fetcher-start"]
