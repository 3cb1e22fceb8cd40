// PM2, several processes on one machine (README "Several instances and roles"):
//
//   pm2 start ecosystem.cluster.config.cjs     # after `npm run setup`, which builds dist/
//   API_INSTANCES=4 pm2 start ecosystem.cluster.config.cjs
//
// - media-fetcher-api: the HTTP API in cluster mode, API_INSTANCES processes (default: one per core)
//   behind PM2's shared port. With TELEGRAM_WEBHOOK_URL the Telegram bot runs in every one of them
//   (the webhook is a route of the API), so updates spread over the workers.
// - media-fetcher-bots: one process for the bots that must not run twice: Telegram long polling
//   (only one process may poll; a second one refuses to start) and the Discord gateway. It does not
//   listen on PORT. Left out when neither bot has a token.
//
// Everything else comes from .env, read by each process at start (values set here or in the shell
// win). All processes use one database: PostgreSQL (DATABASE_URL), or the SQLite file under
// DATA_DIR, which processes on one machine share (WAL mode). Each process gets its own instance id
// and temp folder: the workers `<id>-<n>` and DATA_DIR/tmp/worker-<n>, the bots process `<id>` and
// DATA_DIR/tmp (so it is not given PM2's worker number, see instance_var below). Each process runs up to
// MAX_CONCURRENT_JOBS downloads (default: one per core): with several, set it to about cores / processes.
//
// Metrics: the workers share PORT, so a scrape of PORT reads one worker chosen at random, and the bots
// process does not listen on it at all. With METRICS_PORT set (e.g. 9400) each process serves /metrics
// on a port of its own: the bots process on METRICS_PORT, the API workers on the ports after it
// (9401, 9402, …; PM2's increment_var), so Prometheus scrapes each one apart.
const fs = require('node:fs');
const path = require('node:path');
const dotenv = require('dotenv');

/** A setting as the processes will see it: the shell's value, else .env's. */
function setting(name) {
  let file = {};
  try {
    file = dotenv.parse(fs.readFileSync(path.join(__dirname, '.env')));
  } catch {
    // No .env: the shell's environment only.
  }
  const value = process.env[name] ?? file[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

const webhook = setting('TELEGRAM_WEBHOOK_URL') !== undefined;
const telegram = setting('TELEGRAM_BOT_TOKEN') !== undefined;
const discord = setting('DISCORD_BOT_TOKEN') !== undefined && setting('DISCORD_APPLICATION_ID') !== undefined;
const apiInstances = setting('API_INSTANCES') ?? 'max';
// A fixed port to count from; anything else (0: any free port, or a mistake the process's own config names) is passed on as it is.
const metricsPort = /^[1-9]\d*$/.test(setting('METRICS_PORT') ?? '') ? Number(setting('METRICS_PORT')) : undefined;

// What each app runs (ROLES, see src/roles.ts).
const apiRoles = ['api', ...(telegram && webhook ? ['telegram'] : [])];
const botRoles = [...(telegram && !webhook ? ['telegram'] : []), ...(discord ? ['discord'] : [])];

// What every app shares is the one-process layout's settings (script, wait_ready, kill_timeout, memory
// restart, backoff: reasons in ecosystem.config.cjs), so the two layouts never drift apart.
const [single] = require('./ecosystem.config.cjs').apps;
const { name: _name, exec_mode: _mode, instances: _instances, env: _env, ...common } = single;

module.exports = {
  apps: [
    {
      ...common,
      name: 'media-fetcher-api',
      exec_mode: 'cluster',
      instances: apiInstances === 'max' ? 'max' : Number(apiInstances),
      env: {
        NODE_ENV: 'production',
        ROLES: apiRoles.join(','),
        ...(metricsPort ? { METRICS_PORT: String(metricsPort + 1) } : {}),
      },
      ...(metricsPort ? { increment_var: 'METRICS_PORT' } : {}),
    },
    ...(botRoles.length > 0
      ? [
          {
            ...common,
            name: 'media-fetcher-bots',
            exec_mode: 'fork',
            instances: 1,
            // PM2 gives every process its number in NODE_APP_INSTANCE, fork mode too; this one's would
            // be 0, the same instance id and temp folder as the first API worker. Named otherwise, it is not read.
            instance_var: 'BOTS_APP_INSTANCE',
            env: {
              NODE_ENV: 'production',
              ROLES: botRoles.join(','),
              ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
            },
          },
        ]
      : []),
  ],
};
