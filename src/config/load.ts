import path from 'node:path';
import { z } from 'zod';
import { checkRoles } from '../roles.js';
import { accessSettings } from './access.js';
import { discordSettings, telegramSettings } from './bots.js';
import { canarySettings } from './canary.js';
import { databaseSettings } from './database.js';
import { followSettings } from './follows.js';
import { hostingSettings } from './hosting.js';
import { mediaSettings } from './media.js';
import { refusalSettings } from './refusals.js';
import { serverSettings } from './server.js';
import { usageLimitSettings } from './usage-limits.js';
import { blankToUndefined } from './values.js';
import { webhookSettings } from './webhooks.js';

// One schema of every variable. Zod reports bad values in the order of its keys, so the themes
// are joined in the order the variables have always had: a refusal naming several reads the same.
export const settingsSchema = z.object({
  ...serverSettings,
  ...mediaSettings,
  ...refusalSettings,
  ...canarySettings,
  ...databaseSettings,
  ...usageLimitSettings,
  ...followSettings,
  ...webhookSettings,
  ...accessSettings,
  ...telegramSettings,
  ...discordSettings,
  ...hostingSettings,
});

type Env = z.infer<typeof settingsSchema>;

/** Every variable's name, in the schema's order: what .env.example and docs/CONFIGURATION.md must each document. */
export const settingNames: readonly string[] = Object.keys(settingsSchema.shape);

/** The typed, frozen configuration; paths are absolute. */
export type Config = Readonly<
  Omit<Env, 'DATA_DIR' | 'DATABASE_PATH'> & {
    DATA_DIR: string;
    DATABASE_PATH: string;
    TMP_DIR: string;
  }
>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A folder shared with a local Bot API server means nothing without that server, nor its path there without the folder. */
function localFilesProblems(data: Env): string[] {
  return [
    ...(data.TELEGRAM_LOCAL_FILES_DIR && !data.TELEGRAM_API_ROOT
      ? ['TELEGRAM_LOCAL_FILES_DIR: needs TELEGRAM_API_ROOT (the local Bot API server that reads it)']
      : []),
    ...(data.TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES && !data.TELEGRAM_LOCAL_FILES_DIR
      ? [
          'TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES: needs TELEGRAM_LOCAL_FILES_DIR (the same folder as this process sees it)',
        ]
      : []),
  ];
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const data = parsed.data;
  const problems = [
    ...checkRoles({ ...data, rolesGiven: blankToUndefined(env.ROLES) !== undefined }).map(
      (problem) => `${problem.variable}: ${problem.message}`,
    ),
    // Both would listen on it: say so here rather than as EADDRINUSE from the second listen.
    ...(data.METRICS_PORT && data.METRICS_PORT === data.PORT && data.ROLES.includes('api')
      ? ['METRICS_PORT: must differ from PORT (the API already serves /metrics there)']
      : []),
    ...localFilesProblems(data),
  ];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const dataDir = path.resolve(data.DATA_DIR);
  // Every process sweeps its temp folder at start and stop, so processes that share DATA_DIR need
  // folders of their own: PM2 cluster workers by their number, others by the INSTANCE_ID they must set.
  const pm2Worker = env.NODE_APP_INSTANCE !== undefined && /^\d+$/.test(env.NODE_APP_INSTANCE);
  const ownTmp = [
    ...(data.INSTANCE_ID ? [`instance-${data.INSTANCE_ID}`] : []),
    ...(pm2Worker ? [`worker-${env.NODE_APP_INSTANCE}`] : []),
  ];
  return Object.freeze({
    ...data,
    DATA_DIR: dataDir,
    DATABASE_PATH: path.resolve(data.DATABASE_PATH ?? path.join(dataDir, 'app.db')),
    TMP_DIR: path.join(dataDir, 'tmp', ...ownTmp),
  });
}
