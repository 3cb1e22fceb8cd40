import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

export interface RunningRow {
  id: number;
  user: string;
  action: string;
  url: string;
  selector: string | null;
  startedAt: number;
}

/**
 * Throws, naming them, when the usage table of the SQLite file at
 * `databasePath` still has rows `running`. Call it once the services have
 * stopped their jobs (and shutdown has marked what it cut off): every usage
 * ticket must have ended by then, ok, failed or cancelled. A row left
 * `running` counts against its user's concurrent-download limit until the
 * next start.
 */
export function assertNoRunningRows(databasePath: string, where: string): void {
  const rows = runningRows(databasePath);
  if (rows.length === 0) return;
  const lines = rows.map(
    (r) =>
      `  #${r.id} ${r.action} by ${r.user} of ${r.url}${r.selector ? ` (${r.selector})` : ''}, started ${new Date(r.startedAt).toISOString()}`,
  );
  throw new Error(
    `${where}: ${rows.length} usage row(s) still 'running' after the services stopped; every ticket must end (ok, error or cancelled):\n${lines.join('\n')}`,
  );
}

/** The usage rows still `running` in the SQLite file at `databasePath` (none when there is no file yet). */
export function runningRows(databasePath: string): RunningRow[] {
  if (!existsSync(databasePath)) return [];
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    return db
      .prepare(
        `select e.id, u.platform || ':' || u.external_id as user, e.action, e.url, e.selector, e.started_at as startedAt
         from usage_events e join users u on u.id = e.user_id
         where e.outcome = 'running' order by e.id`,
      )
      .all() as RunningRow[];
  } finally {
    db.close();
  }
}
