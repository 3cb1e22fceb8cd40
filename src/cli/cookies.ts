/**
 * `npm run cookies -- add FILE | list | remove ID` (in the image: `node dist/src/cli/cookies.js …`):
 * the owner's cookie sets from a shell, in the database every instance reads. A file is checked
 * as the dashboard checks it; nothing printed carries a cookie.
 */
import { readFile } from 'node:fs/promises';
import { config as loadDotenv } from 'dotenv';
import pino from 'pino';
import { loadConfig } from '../config/index.js';
import { CookieFileError, CookieSets } from '../cookies/index.js';
import { connectDatabase } from '../db/index.js';
import { renderSentence, translate } from '../i18n/index.js';
import { ownerChatsFor } from '../refusals/index.js';

const USAGE = 'usage: npm run cookies -- add FILE | list | remove ID';

async function run(sets: CookieSets, [command, argument]: string[]): Promise<number> {
  if (command === 'add' && argument) {
    const added = await sets.add(await readFile(argument, 'utf8'));
    console.log(JSON.stringify({ added: added.id, sites: added.sites, cookies: added.cookieCount }));
    return 0;
  }
  if (command === 'list' && !argument) {
    for (const set of await sets.list()) console.log(JSON.stringify(set));
    return 0;
  }
  if (command === 'remove' && argument) {
    const removed = await sets.remove(argument);
    console.log(removed ? `removed ${argument}` : translate('en', 'error-cookies-unknown-set'));
    return removed ? 0 : 1;
  }
  console.error(USAGE);
  return 2;
}

loadDotenv({ quiet: true });
const config = loadConfig();
const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, databasePath: config.DATABASE_PATH });
const logger = pino({ level: 'warn' });
let code = 1;
try {
  // The owners' chats too: a set added here that expires soon is told there (CookieSets.add), as the dashboard's is.
  const sets = new CookieSets({ database, logger, chats: ownerChatsFor(config) });
  code = await run(sets, process.argv.slice(2));
} catch (error) {
  if (error instanceof CookieFileError) {
    console.error(renderSentence('en', error.sentence));
  } else console.error(error instanceof Error ? error.message : String(error));
} finally {
  await database.close();
}
process.exit(code);
