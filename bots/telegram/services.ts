import type { AppDatabase } from '../../src/db/client.js';
import type { Logger } from '../../src/logger.js';
import type { MediaApi } from '../../src/media/types.js';
import type { UsageService } from '../../src/usage/index.js';
import type { BotMaintenance } from '../shared/maintenance.js';
import type { BackgroundTasks } from './background.js';
import type { CardStore } from './card-store.js';
import type { DownloadJobs } from './download-job.js';

/** What the feature composers share; built once per bot in bot.ts. */
export interface TelegramServices {
  media: MediaApi;
  usage: UsageService;
  db: AppDatabase;
  logger: Logger;
  token: string;
  cards: CardStore;
  jobs: DownloadJobs;
  tasks: BackgroundTasks;
  uploadLimitBytes: number;
  maintenance?: BotMaintenance | undefined;
}
