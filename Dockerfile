# media-fetcher's image: Debian trixie slim (its nodejs is 20.x; its bubblewrap, ffmpeg and Python are
# current), the built service with production dependencies only, yt-dlp in a virtualenv that the
# service updates inside its data volume, tini as init, uid 1000, a read-only root filesystem at run time.
#
# The confinement of yt-dlp and ffmpeg (bubblewrap) needs the run options of compose.yaml: a seccomp profile
# (deploy/seccomp-bwrap.json), an AppArmor profile (deploy/apparmor-bwrap) and an unmasked /proc. Without
# them the service refuses to start and says which option is missing (README, "Run with Docker").
#
# BASE: any Debian trixie image; CI builds one with mmdebstrap from Debian's mirror and passes its local
# name with --build-arg BASE=... and --pull=never (scripts/container/ci.sh).
ARG BASE=docker.io/library/debian:trixie-slim

# --- Build tools: Node, npm, a C++ compiler (better-sqlite3 is a native addon), Python's venv. ---
FROM ${BASE} AS toolchain
ARG DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm libnode-dev python3 python3-venv make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
# node-gyp builds against Debian's own Node headers (nothing to download).
ENV npm_config_nodedir=/usr npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# Debian's npm (9.x) only bootstraps the npm the lock file is written with (11.x): npm 9 reads it differently.
RUN npm install --global npm@11 && hash -r && npm --version
WORKDIR /app

# --- Production dependencies: install scripts off (ffmpeg-static and youtube-dl-exec would download
#     binaries the image takes from Debian and pip instead), then better-sqlite3 compiled for this Node. ---
FROM toolchain AS deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit \
 && npm rebuild better-sqlite3 \
 && rm -rf node_modules/better-sqlite3/build/Release/obj* node_modules/better-sqlite3/deps /root/.npm

# --- The build: `npm run build` (TypeScript to dist/). ---
FROM toolchain AS build
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY bots ./bots
# The build's last step stamps dist/ with what it was compiled from (for the tests; harmless here).
COPY scripts/dist-stamp.mjs ./scripts/dist-stamp.mjs
RUN npm run build

# --- yt-dlp as `npm run setup` installs it (scripts/yt-dlp/: the same lock files, pip as the build
#     machine configures it), at the path where the data volume holds it at run time. ---
FROM toolchain AS ytdlp
COPY scripts/yt-dlp ./scripts/yt-dlp
RUN node scripts/yt-dlp/install-venv.mjs /data/yt-dlp

# --- The image that runs. ---
FROM ${BASE}
ARG DEBIAN_FRONTEND=noninteractive
# ffmpeg's libraries pull in Mesa's GPU drivers and the LLVM they compile shaders with (about 200 MB) that
# a headless ffmpeg never loads (they are dlopen()ed, not linked): removed, and ffmpeg checked to still load
# every library it links and to encode.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs ffmpeg bubblewrap tini python3 ca-certificates \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /var/log/apt /var/log/dpkg.log \
 && unused=$(dpkg-query -W -f '${Package}\n' 'libllvm*' 'libz3-*' mesa-libgallium libgl1-mesa-dri libglx-mesa0 mesa-vulkan-drivers 2>/dev/null || true) \
 && if [ -n "$unused" ]; then dpkg --purge --force-depends $unused; fi \
 && if ldd /usr/bin/ffmpeg /usr/bin/ffprobe | grep 'not found'; then exit 1; fi \
 && ffmpeg -hide_banner -loglevel error -f lavfi -i testsrc=d=0.2 -f lavfi -i sine=d=0.2 -c:v libx264 -c:a aac -f null - \
 && groupadd --gid 1000 app \
 && useradd --uid 1000 --gid 1000 --home-dir /home/app --create-home --shell /usr/sbin/nologin app \
 && mkdir -p /data \
 && chown 1000:1000 /data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
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
    FFMPEG_PATH=/usr/bin/ffmpeg \
    PIP_NO_CACHE_DIR=1
USER 1000:1000
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/media-fetcher-start"]
