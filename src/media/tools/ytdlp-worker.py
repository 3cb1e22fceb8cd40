"""A warm yt-dlp for reading links: imported once, then one lookup at a time.

Started by src/media/tools/ytdlp-worker.ts inside the same confinement as any
yt-dlp run (its own network namespace whose only way out is the egress proxy,
a memory cap, a filesystem view of its own). Usage:

    python3 ytdlp-worker.py [<path to import yt_dlp from>]

The optional path is the official yt-dlp binary, a zip Python can import.

Protocol, on stdin and stdout (nothing else is written to stdout: yt-dlp's own
prints go to /dev/null):
- once yt_dlp is imported: {"ready": true, "version": "..."} and a newline;
- then, per request line {"args": [...], "proxy": "http://user:secret@...",
  "maxJsonBytes": n}: the arguments are read by yt-dlp's own command-line
  parser and run as `yt-dlp <args>` runs them, in a new YoutubeDL whose proxy
  is the request's (so its egress session and credentials are that request's
  alone, and nothing of a cookie jar, headers or credentials stays for the
  next one; the cookie file, where there is one, is a fresh copy each time).
  The answer is a header line {"code": n, "stderr": "...", "stdoutBytes": n}
  followed by that many bytes: what yt-dlp printed (the JSON of -J), or
  {"code": n, "overflow": true, ...} with no bytes when that is over
  maxJsonBytes.
"""

import json
import os
import shutil
import sys
import tempfile


def send(channel, header, payload=b''):
    channel.write(json.dumps(header).encode() + b'\n' + payload)
    channel.flush()


class Messages:
    """yt-dlp's messages for one request: errors and warnings, as its stderr would show them."""

    def __init__(self):
        self.lines = []

    def debug(self, message):
        pass

    def info(self, message):
        pass

    def warning(self, message):
        self.lines.append(message if message.startswith('WARNING:') else f'WARNING: {message}')

    def error(self, message):
        self.lines.append(message)

    def text(self):
        return '\n'.join(self.lines)[-8192:]


def private_cookie_copy(ydl_opts):
    """yt-dlp writes its cookie file back when it closes: each request gets a copy of its own to change."""
    original = ydl_opts.get('cookiefile')
    if not original or not os.path.exists(original):
        return None
    handle, copy = tempfile.mkstemp(prefix='cookies-', suffix='.txt')
    os.close(handle)
    shutil.copyfile(original, copy)
    ydl_opts['cookiefile'] = copy
    return copy


def run(yt_dlp, request):
    """One `yt-dlp <args>` run; returns (exit code, printed bytes, messages)."""
    messages = Messages()
    printed = []
    copy = None
    try:
        parsed = yt_dlp.parse_options(request['args'])
        ydl_opts = dict(parsed.ydl_opts)
        ydl_opts['proxy'] = request['proxy']
        ydl_opts['logger'] = messages
        copy = private_cookie_copy(ydl_opts)
        with yt_dlp.YoutubeDL(ydl_opts) as ydl:
            # What the command line prints (the JSON of -J) is kept instead of written out.
            ydl.to_stdout = lambda message, *args, **kwargs: printed.append(message)
            code = ydl.download(parsed.urls)
    except SystemExit as exit_:
        # The option parser's way to refuse arguments.
        code = exit_.code if isinstance(exit_.code, int) else 2
    except yt_dlp.utils.DownloadError:
        code = 1
    except Exception as error:  # noqa: BLE001 - any failure of one lookup is that lookup's answer
        messages.error(f'ERROR: {type(error).__name__}: {error}')
        code = 1
    finally:
        if copy:
            os.unlink(copy)
    return code, '\n'.join(printed).encode(), messages.text()


def main():
    if len(sys.argv) > 1 and sys.argv[1]:
        sys.path.insert(0, sys.argv[1])
    channel = os.fdopen(os.dup(1), 'wb')
    quiet = os.open(os.devnull, os.O_WRONLY)
    os.dup2(quiet, 1)
    sys.stdout = open(os.devnull, 'w')
    try:
        import yt_dlp
        from yt_dlp.version import __version__
        yt_dlp.parse_options  # noqa: B018 - the parser this worker needs (yt-dlp 2022.04 and later)
    except Exception as error:  # noqa: BLE001
        sys.stderr.write(f'cannot import yt_dlp: {type(error).__name__}: {error}\n')
        sys.exit(3)
    send(channel, {'ready': True, 'version': __version__})
    for line in sys.stdin.buffer:
        request = json.loads(line)
        code, printed, stderr = run(yt_dlp, request)
        if len(printed) > int(request.get('maxJsonBytes', 16 << 20)):
            send(channel, {'code': code, 'stderr': stderr, 'overflow': True, 'stdoutBytes': 0})
        else:
            send(channel, {'code': code, 'stderr': stderr, 'stdoutBytes': len(printed)}, printed)


if __name__ == '__main__':
    main()
