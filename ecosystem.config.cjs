// PM2: `pm2 start ecosystem.config.cjs` after `npm run setup` (which builds dist/).
// Settings come from .env (read by the app itself at start).
module.exports = {
  apps: [
    {
      name: 'media-fetcher',
      script: 'dist/src/main.js',
      cwd: __dirname,
      exec_mode: 'fork',
      instances: 1,
      env: { NODE_ENV: 'production' },
      // The app sends "ready" once migrations ran and the server listens.
      wait_ready: true,
      listen_timeout: 30000,
      // Longer than SHUTDOWN_GRACE_S (default 20 s) so running jobs can finish.
      kill_timeout: 30000,
      max_memory_restart: '512M',
      exp_backoff_restart_delay: 200,
      time: true,
    },
  ],
};
