// Piped into `podman exec -i <container> node --input-type=module -` by checks.ts: starts one tool run through
// the service's own confinement (the built dist/ in the image, as yt-dlp and ffmpeg are started) and prints
// what that run could see and do, next to what the service's own process sees.
import { mkdtempSync, readdirSync } from 'node:fs';
import path from 'node:path';

// The image's built service (imported by path: it exists only inside the container).
const dist = '/app/dist/src';
const { collect } = await import(`${dist}/media/tools/process.js`);
const { createConfinement } = await import(`${dist}/media/tools/sandbox/confinement.js`);

const look = `
const fs = require('node:fs'), os = require('node:os');
const list = (p) => { try { return fs.readdirSync(p); } catch (e) { return e.code; } };
const write = (p) => { try { fs.writeFileSync(p, 'x'); return 'ok'; } catch (e) { return e.code; } };
console.log(JSON.stringify({
  interfaces: Object.keys(os.networkInterfaces()),
  data: list('/data'),
  app: list('/app'),
  nodeModules: list('/app/node_modules'),
  jobDir: list(process.argv[1]),
  writeJobDir: write(process.argv[1] + '/made-inside'),
  writeEtc: write('/etc/made-inside'),
  processes: fs.readdirSync('/proc').filter((n) => /^[0-9]+$/.test(n)).length,
  uid: process.getuid(),
}));
`;

const job = mkdtempSync('/tmp/probe-job-');
// The proxy socket's folder is bound into every view, so it is one of its own, as the service's is.
const proxySocket = path.join(mkdtempSync('/tmp/probe-proxy-'), 'proxy.sock');
const confinement = createConfinement({ proxySocket, memoryLimitMb: 1024, allowUnconfined: false });
const run = await collect(process.execPath, ['-e', look, job], {
  launcher: confinement.launcher('http://user:secret@127.0.0.1:1'),
  paths: { writable: [job] },
  timeoutMs: 60_000,
});
console.log(
  JSON.stringify({
    status: confinement.status,
    code: run.code,
    stderr: run.stderr,
    inside: run.code === 0 ? JSON.parse(run.stdout) : undefined,
    outside: {
      data: readdirSync('/data'),
      processes: readdirSync('/proc').filter((n) => /^[0-9]+$/.test(n)).length,
      madeInside: readdirSync(job).includes(path.basename(`${job}/made-inside`)),
    },
  }),
);
