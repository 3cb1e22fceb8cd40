import { adminUi } from './admin-elements.js';
import { formatBytes } from './admin-format.js';
import type { AdminDashboard, CancelAnswer, JobSurface, RunningJob } from './admin-types.js';
import { post } from './api.js';
import { isolated } from './dom.js';
import { t } from './i18n.js';
import { handleError, showStatus } from './status.js';

/*
 * "Running now": every job on every instance, who asked for it and from
 * where, how far it got, and a Cancel for each. Rows are kept by job id and
 * written over on each answer rather than made anew, so a Cancel button that
 * has the keyboard's focus keeps it while the list refreshes every 2 s.
 */

/** Each surface's name in the catalogue (written out, so test/web/messages.test.ts sees every key used). */
const SURFACES: Record<JobSurface, string> = {
  telegram: 'admin-surface-telegram',
  discord: 'admin-surface-discord',
  http: 'admin-surface-http',
  web: 'admin-surface-web',
};

interface Row {
  item: HTMLLIElement;
  title: HTMLElement;
  meta: HTMLElement;
  progress: HTMLProgressElement;
  amount: HTMLElement;
  cancel: HTMLButtonElement;
}

const rows = new Map<string, Row>();
/** Jobs whose Cancel was pressed here, until they end: the button stays "Cancelling…" before the API says so too. */
const pressed = new Set<string>();
/** The time of the latest answer: a row written between answers counts its job's time to it, as the others do. */
let answeredAt = 0;

function part<K extends keyof HTMLElementTagNameMap>(name: K, className: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(name);
  made.className = className;
  return made;
}

async function cancel(job: RunningJob, refresh: () => void): Promise<void> {
  pressed.add(job.id);
  const row = rows.get(job.id);
  if (row) fill(row, job, answeredAt);
  try {
    const response = await post(`/api/admin/jobs/${encodeURIComponent(job.id)}/cancel`);
    const answer = (await response.json()) as CancelAnswer;
    if (answer.outcome === 'unknown') showStatus('admin-status-cancel-ended');
  } catch (error) {
    pressed.delete(job.id);
    handleError(error);
  }
  // The list shows the job gone (or still stopping) at once instead of at the next poll.
  refresh();
}

function makeRow(job: RunningJob, refresh: () => void): Row {
  const item = part('li', 'job');
  item.dataset.jobId = job.id;
  const head = part('div', 'job-head');
  const title = part('span', 'job-title');
  const cancelButton = part('button', 'action cancel');
  cancelButton.type = 'button';
  cancelButton.addEventListener('click', () => {
    void cancel(job, refresh);
  });
  head.append(title, cancelButton);
  const meta = part('p', 'job-meta');
  const progress = part('progress', 'job-progress');
  progress.max = 100;
  const amount = part('p', 'job-amount');
  item.append(head, meta, progress, amount);
  return { item, title, meta, progress, amount, cancel: cancelButton };
}

/** Writes a row's words and numbers for the job as the latest answer has it; `now` is the answer's time. */
function fill(row: Row, job: RunningJob, now: number): void {
  const name = job.title ?? t('admin-job-untitled');
  row.title.replaceChildren(isolated(name));
  if (job.kind === 'playlist') {
    const tag = part('span', 'tag');
    tag.textContent = t('admin-job-playlist');
    row.title.append(' ', tag);
  }
  const who = job.askerName ?? job.asker;
  const surface = SURFACES[job.surface] ? t(SURFACES[job.surface]) : job.surface;
  const seconds = Math.max(0, (now - Date.parse(job.startedAt)) / 1000);
  row.meta.replaceChildren(
    t('admin-job-who', { name: who, surface }),
    ' · ',
    t('admin-job-instance', { instance: job.instance }),
    ' · ',
    t('admin-job-elapsed', { seconds }),
  );
  // Without a percent the bar is indeterminate: it moves, but claims no share.
  if (job.percent === null) row.progress.removeAttribute('value');
  else row.progress.value = job.percent;
  const sent = t('admin-job-sent', { size: formatBytes(job.bytes) });
  row.amount.textContent =
    job.percent === null ? sent : `${sent} · ${t('admin-job-percent', { percent: Math.floor(job.percent) })}`;
  const stopping = job.cancelRequested || pressed.has(job.id);
  row.cancel.disabled = stopping;
  row.cancel.textContent = t(stopping ? 'admin-cancelling' : 'admin-cancel');
  row.cancel.setAttribute('aria-label', t(stopping ? 'admin-cancelling' : 'admin-cancel-named', { title: name }));
}

/** Draws what runs now from the dashboard's answer; `refresh` asks for a new answer at once (after a Cancel). */
export function drawRunning({ running, generatedAt }: AdminDashboard, refresh: () => void): void {
  answeredAt = Date.parse(generatedAt);
  const ids = new Set(running.map((job) => job.id));
  for (const id of rows.keys()) {
    if (!ids.has(id)) rows.delete(id);
  }
  for (const id of pressed) if (!ids.has(id)) pressed.delete(id);
  const items = running.map((job) => {
    let row = rows.get(job.id);
    if (!row) {
      row = makeRow(job, refresh);
      rows.set(job.id, row);
    }
    fill(row, job, answeredAt);
    return row.item;
  });
  // Moving a row takes its button's focus away: the list is laid anew only when its order changed.
  const current = [...adminUi.running.children];
  if (current.length !== items.length || items.some((item, i) => current[i] !== item)) {
    adminUi.running.replaceChildren(...items);
  }
  adminUi.runningNone.hidden = running.length > 0;
}
