import { adminUi } from './admin-elements.js';
import { formatBytes, formatCount, formatDay, formatDuration, niceCeiling } from './admin-format.js';
import type { AdminDashboard, AdminDay } from './admin-types.js';
import { columns, type Line, type Point, steps } from './chart.js';
import { t } from './i18n.js';

/*
 * "The last 30 days": the totals, three charts (downloads, data sent and time
 * to first byte per day) and, for a screen reader or anyone who wants the
 * exact numbers, the same days as a table.
 */

const MIB = 1024 ** 2;

/** A number with its machine-readable value beside it (<data>), as a test or a script reads it. */
function data(value: number, text: string): HTMLDataElement {
  const made = document.createElement('data');
  made.value = String(value);
  made.textContent = text;
  return made;
}

function span(className: string, ...children: (Node | string)[]): HTMLSpanElement {
  const made = document.createElement('span');
  made.className = className;
  made.append(...children);
  return made;
}

/** A size scale's top: a round number of MB (of kB up to 500 kB), so its label reads "20 MB", "1 MB" or "200 kB". */
function sizeCeiling(bytes: number): number {
  const unit = bytes > 500 * 1024 ? MIB : 1024;
  return niceCeiling(bytes / unit) * unit;
}

interface Figure {
  title: string;
  svg: SVGSVGElement;
  /** The scale's top, written. */
  top: string;
  legend?: HTMLElement[];
}

/** A chart with its words: title above, the scale's top and zero beside, first and last day and the legend below. */
function figure({ title, svg, top, legend = [] }: Figure, days: readonly AdminDay[]): HTMLElement {
  const made = document.createElement('figure');
  made.className = 'chart';
  const caption = document.createElement('figcaption');
  caption.textContent = title;
  const scale = span('scale', span('scale-top', top), span('scale-zero', formatCount(0)));
  const plot = span('plot-box', scale, svg);
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  plot.append(span('axis', span('', first ? formatDay(first) : ''), span('', last ? formatDay(last) : '')));
  made.append(caption, plot);
  // Under the drawing, so the charts side by side start their drawings at the same height.
  if (legend.length > 0) plot.append(span('legends', ...legend));
  return made;
}

function legendKey(className: string, key: string): HTMLElement {
  return span(`legend ${className}`, t(key));
}

function charts(days: readonly AdminDay[]): HTMLElement[] {
  const tip = (day: AdminDay, value: string): string => t('admin-chart-tip', { day: formatDay(day.day), value });
  const downloads: Point[] = days.map((day) => ({ value: day.downloads, tip: tip(day, formatCount(day.downloads)) }));
  const bytes: Point[] = days.map((day) => ({ value: day.bytes, tip: tip(day, formatBytes(day.bytes)) }));
  const countTop = niceCeiling(Math.max(...days.map((day) => day.downloads)));
  const sizeTop = sizeCeiling(Math.max(...days.map((day) => day.bytes)));
  const lines: Line[] = [
    { values: days.map((day) => day.firstByteP90Ms), className: 'line p90' },
    { values: days.map((day) => day.firstByteP50Ms), className: 'line p50' },
  ];
  const msTop = niceCeiling(Math.max(0, ...days.map((day) => day.firstByteP90Ms ?? day.firstByteP50Ms ?? 0)));
  return [
    figure({ title: t('admin-chart-downloads'), svg: columns(downloads, countTop), top: formatCount(countTop) }, days),
    figure({ title: t('admin-chart-bytes'), svg: columns(bytes, sizeTop), top: formatBytes(sizeTop) }, days),
    figure(
      {
        title: t('admin-chart-first-byte'),
        svg: steps(lines, days.length, msTop),
        top: formatDuration(msTop),
        legend: [legendKey('p50', 'admin-legend-median'), legendKey('p90', 'admin-legend-p90')],
      },
      days,
    ),
  ];
}

function total(label: string, ...values: (Node | string)[]): HTMLDivElement {
  const group = document.createElement('div');
  group.className = 'total';
  const term = document.createElement('dt');
  term.textContent = label;
  const value = document.createElement('dd');
  value.append(...values);
  group.append(term, value);
  return group;
}

function totals({ days, firstByte }: AdminDashboard): HTMLElement[] {
  const sum = (read: (day: AdminDay) => number) => days.reduce((all, day) => all + read(day), 0);
  const downloads = sum((day) => day.downloads);
  const bytes = sum((day) => day.bytes);
  const failed = sum((day) => day.failed);
  const spread = [
    firstByte.p90Ms === null ? '' : t('admin-first-byte-p90', { time: formatDuration(firstByte.p90Ms) }),
    firstByte.p99Ms === null ? '' : t('admin-first-byte-p99', { time: formatDuration(firstByte.p99Ms) }),
    t('admin-first-byte-count', { count: firstByte.count }),
  ].filter(Boolean);
  const median =
    firstByte.p50Ms === null
      ? span('value', t('admin-no-data'))
      : span('value', data(firstByte.p50Ms, formatDuration(firstByte.p50Ms)));
  return [
    total(t('admin-total-downloads'), span('value', data(downloads, formatCount(downloads)))),
    total(t('admin-total-bytes'), span('value', data(bytes, formatBytes(bytes)))),
    total(t('admin-total-failed'), span('value', data(failed, formatCount(failed)))),
    total(t('admin-total-first-byte'), median, span('detail', spread.join(' · '))),
  ];
}

/** The table of numbers per day, newest first; each row carries its day (data-day), each number its value. */
function tableRows(days: readonly AdminDay[]): HTMLTableRowElement[] {
  const duration = (ms: number | null) => (ms === null ? '–' : data(ms, formatDuration(ms)));
  return [...days].reverse().map((day) => {
    const row = document.createElement('tr');
    row.dataset.day = day.day;
    const head = document.createElement('th');
    head.scope = 'row';
    head.textContent = formatDay(day.day);
    const cells = [
      data(day.downloads, formatCount(day.downloads)),
      data(day.failed, formatCount(day.failed)),
      data(day.bytes, formatBytes(day.bytes)),
      duration(day.firstByteP50Ms),
      duration(day.firstByteP90Ms),
    ].map((content) => {
      const cell = document.createElement('td');
      cell.append(content);
      return cell;
    });
    row.append(head, ...cells);
    return row;
  });
}

/** Draws the 30 days of the dashboard's answer, in the page's language. */
export function drawDays(dashboard: AdminDashboard): void {
  adminUi.totals.replaceChildren(...totals(dashboard));
  adminUi.charts.replaceChildren(...charts(dashboard.days));
  adminUi.daysTable.tBodies[0]?.replaceChildren(...tableRows(dashboard.days));
}
