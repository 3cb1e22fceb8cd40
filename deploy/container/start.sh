#!/bin/sh
# The image's start (tini runs it as uid 1000): puts the image's yt-dlp virtualenv into the data volume
# when the volume has none, or an older one, or one made for another Python; then runs the service.
# The virtualenv lives in the volume so that the service (the owner's dashboard, `npm run ytdlp:update`)
# can update yt-dlp with pip while the image itself stays read-only. It was built at this same path,
# so its scripts' #! lines and pyvenv.cfg are right as copied.
set -eu

# A blank setting means the default, and the image's defaults are these (a .env copied from .env.example
# has YTDLP_PATH= and FFMPEG_PATH= blank, which would otherwise hide the image's values).
: "${DATA_DIR:=/data}" "${YTDLP_PATH:=/data/yt-dlp/bin/yt-dlp}" "${FFMPEG_PATH:=/usr/local/bin/ffmpeg}"
export DATA_DIR YTDLP_PATH FFMPEG_PATH

seed=/opt/yt-dlp-seed
venv=$(dirname "$(dirname "$YTDLP_PATH")")

# The installed yt-dlp version, from its dist-info folder's name (yt_dlp-2026.8.19.dist-info); no Python start.
version_of() {
  for info in "$1"/lib/python3*/site-packages/yt_dlp-*.dist-info; do
    [ -d "$info" ] || continue
    basename "$info" .dist-info | sed 's/^yt_dlp-//'
    return 0
  done
}

python_of() {
  sed -n 's/^version *= *//p' "$1/pyvenv.cfg" 2>/dev/null | cut -d. -f1,2
}

if [ "$venv" != "$seed" ] && [ -d "$seed" ]; then
  have=$(version_of "$venv" || true)
  seeded=$(version_of "$seed" || true)
  older=$(printf '%s\n%s\n' "$have" "$seeded" | sort -V | head -n 1)
  if [ -z "$have" ] || [ "$(python_of "$venv")" != "$(python_of "$seed")" ] ||
    { [ "$older" = "$have" ] && [ "$have" != "$seeded" ]; }; then
    echo "Putting the image's yt-dlp ${seeded} into ${venv} (the data volume had ${have:-none})."
    rm -rf "${venv}.new"
    mkdir -p "$(dirname "$venv")"
    cp -a "$seed" "${venv}.new"
    rm -rf "$venv"
    mv "${venv}.new" "$venv"
  fi
fi

exec node /app/dist/src/main.js "$@"
