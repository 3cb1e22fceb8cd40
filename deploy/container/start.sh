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

# The one folder this script manages, fixed (never derived from a setting): the seed was built there,
# and a copy anywhere else would have wrong #! lines. The mark says this script put it there.
seed=/opt/yt-dlp-seed
own=/data/yt-dlp
mark=.media-fetcher-seed

# The installed yt-dlp version, from its dist-info folder's name (yt_dlp-2026.8.19.dist-info); no Python start.
version_of() {
  for info in "$1"/lib/python3*/site-packages/yt_dlp-*.dist-info; do
    [ -d "$info" ] || continue
    basename "$info" .dist-info | sed 's/^yt_dlp-//'
    return 0
  done
}

cfg_of() {
  sed -n "s/^$2 *= *//p" "$1/pyvenv.cfg" 2>/dev/null
}

python_of() {
  cfg_of "$1" version | cut -d. -f1,2
}

# Made by this script: marked, or (volumes of images before the mark) made by the seed's own venv command.
ours() {
  [ -f "$own/$mark" ] && return 0
  made=$(cfg_of "$own" command)
  [ -n "$made" ] && [ "$made" = "$(cfg_of "$seed" command)" ]
}

# Whether the volume's copy should be replaced by the seed: missing, another Python, or older.
stale() {
  have=$(version_of "$own" || true)
  seeded=$(version_of "$seed" || true)
  older=$(printf '%s\n%s\n' "$have" "$seeded" | sort -V | head -n 1)
  [ -z "$have" ] || [ "$(python_of "$own")" != "$(python_of "$seed")" ] ||
    { [ "$older" = "$have" ] && [ "$have" != "$seeded" ]; }
}

# Copies into a folder of its own making first, so a failure leaves the volume's copy as it was.
place_seed() {
  new=$(mktemp -d "$own.new.XXXXXX") &&
    cp -a "$seed/." "$new/" &&
    : >"$new/$mark" &&
    rm -rf "$own" &&
    mv "$new" "$own"
}

seed_volume() {
  if [ -e "$own" ] && ! ours; then
    echo "${own} was not put there by this image: left as it is (remove it to get the image's yt-dlp there)."
    return 0
  fi
  stale || return 0
  echo "Putting the image's yt-dlp ${seeded} into ${own} (the data volume had ${have:-none})."
  # Unwritable (a read-only volume, another owner): the service starts and says what it finds there.
  if ! place_seed; then
    [ -z "${new:-}" ] || rm -rf "$new"
    echo "Could not put the image's yt-dlp into ${own}; starting with what is there."
  fi
}

# Only the image's own YTDLP_PATH is seeded: a yt-dlp of the owner's, anywhere else, is never touched.
case "$YTDLP_PATH" in
"$own"/*) [ ! -d "$seed" ] || seed_volume ;;
esac

exec node /app/dist/src/main.js "$@"
