// The first process inside a tool's network namespace (see confinement.ts).
// The namespace has only a loopback interface, so nothing in it can reach any
// address at all; this bridge makes one exception: 127.0.0.1:<port> inside is
// relayed to the egress proxy's Unix socket outside (a file, which the network
// namespace does not hide). Then it runs the tool with the given file
// descriptors, under `prlimit --as=<max-bytes>`, and exits as the tool did.
// Before that it makes the run's private copies (view.ts, RunPaths.copied):
// <copies> is a JSON list of [read-only original inside, path of the copy].
//
// Usage: node bridge.mjs <proxy-socket> <port> <fd-count> <copies> <prlimit> <max-bytes> <file> [args...]
import { spawn } from 'node:child_process';
import { accessSync, constants, copyFileSync, writeSync } from 'node:fs';
import net from 'node:net';
import { Writable } from 'node:stream';

// The tool inherits our stdin, stdout and stderr, and with them their file
// status flags. Node makes its own stdio non-blocking the first time anything
// touches process.stdout or process.stderr (Readable.pipe and Socket.destroy
// both look at them), and the tool's writes would then fail with EAGAIN. So
// this process never opens them: they are replaced by sinks before anything
// else runs, and the few messages of its own are written with writeSync.
for (const name of ['stdout', 'stderr']) {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  Object.defineProperty(process, name, { value: sink, configurable: true });
}
/** @param {string} message */
const say = (message) => writeSync(2, `${message}\n`);

const [socketPath, portText, fdCountText, copiesText, prlimit, maxBytes, file, ...args] = process.argv.slice(2);
const port = Number(portText);
const fdCount = Number(fdCountText);
/** @type {unknown} */
let copies;
try {
  copies = JSON.parse(copiesText ?? '');
} catch {
  copies = undefined;
}
const isCopyList = (/** @type {unknown} */ list) =>
  Array.isArray(list) &&
  list.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((p) => typeof p === 'string'));
if (
  !socketPath ||
  !prlimit ||
  !/^\d+$/.test(maxBytes ?? '') ||
  !file ||
  !Number.isInteger(port) ||
  fdCount < 3 ||
  !isCopyList(copies)
) {
  say('bridge: usage: bridge.mjs <proxy-socket> <port> <fd-count> <copies> <prlimit> <max-bytes> <file> [args...]');
  process.exit(2);
}
// An original that is missing leaves no copy: the tool then reports the file missing in its own words.
for (const [from, to] of /** @type {[string, string][]} */ (copies)) {
  try {
    copyFileSync(from, to);
  } catch {
    // see above
  }
}
// prlimit would report a missing tool in its own (localized) words; the
// supervisor recognises this line instead.
try {
  if (file.includes('/')) accessSync(file, constants.X_OK);
} catch (caught) {
  const error = /** @type {NodeJS.ErrnoException} */ (caught);
  say(`spawn failed: ${error.code ?? error.message}`);
  process.exit(127);
}

const server = net.createServer((client) => {
  const proxy = net.connect(socketPath);
  const close = () => {
    client.destroy();
    proxy.destroy();
  };
  client.setNoDelay(true);
  client.on('error', close).on('close', close);
  proxy.on('error', close).on('close', close);
  client.pipe(proxy);
  proxy.pipe(client);
});

// The supervisor signals the whole process group: the tool gets it too and
// decides when to exit; the bridge must outlive it to relay its last bytes.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => {});

server.listen(port, '127.0.0.1', () => {
  const stdio = Array.from({ length: fdCount }, (_, fd) => fd);
  const tool = spawn(prlimit, [`--as=${maxBytes}`, '--', file, ...args], { stdio });
  tool.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    say(`spawn failed: ${error.code ?? error.message}`);
    process.exit(127);
  });
  tool.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
});
server.on('error', (error) => {
  say(`bridge: ${error.message}`);
  process.exit(125);
});
