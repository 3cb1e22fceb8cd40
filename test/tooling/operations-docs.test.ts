/**
 * The operator's files stay in step with GET /metrics: every metric name the
 * Grafana dashboard (ops/grafana/media-fetcher.json), the alerting rules
 * (ops/prometheus/alerts.yml) and docs/OPERATIONS.md use must be one a real
 * scrape of the service stack serves. The names are read from the scrape's
 * `# TYPE` lines, so a counter nothing has moved yet counts too; a histogram
 * is queried by its `_bucket`, `_sum` and `_count` series, never by its bare
 * name. Also checked: the dashboard's shape (unique panel ids, the datasource
 * and instance variables, panels on the grid without overlap) and each
 * alert's fields.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startTestApp, type TestApp } from '../support/app-harness.js';
import {
  allPanels,
  balanced,
  type Dashboard,
  METRIC_NAME,
  type Rule,
  type Served,
  served,
  unknownNames,
} from './operations-files.js';

const DASHBOARD = 'ops/grafana/media-fetcher.json';
const ALERTS = 'ops/prometheus/alerts.yml';
const OPERATIONS = 'docs/OPERATIONS.md';
let app: TestApp;
let metrics: Served;
let dashboard: Dashboard;
let rules: Rule[];
let operations: string;

beforeAll(async () => {
  app = await startTestApp();
  // From loopback: /metrics needs no token here.
  const response = await fetch(`${app.baseUrl}/metrics`);
  expect(response.status).toBe(200);
  metrics = served(await response.text());
  dashboard = JSON.parse(await readFile(DASHBOARD, 'utf8')) as Dashboard;
  const alerts = parseYaml(await readFile(ALERTS, 'utf8')) as { groups: { name: string; rules: Rule[] }[] };
  rules = alerts.groups.flatMap((group) => group.rules);
  operations = await readFile(OPERATIONS, 'utf8');
});
afterAll(async () => {
  await app?.close();
});

/** Every query of the dashboard: its panels' targets and its variables' queries. */
function dashboardQueries(): { where: string; expr: string }[] {
  const queries: { where: string; expr: string }[] = [];
  for (const panel of allPanels(dashboard.panels)) {
    for (const target of panel.targets ?? []) queries.push({ where: `panel "${panel.title}"`, expr: target.expr });
  }
  for (const variable of dashboard.templating.list) {
    if (variable.type !== 'query') continue;
    const query = typeof variable.query === 'string' ? variable.query : variable.query.query;
    queries.push({ where: `variable ${variable.name}`, expr: query });
    if (variable.definition !== undefined)
      queries.push({ where: `variable ${variable.name}`, expr: variable.definition });
  }
  return queries;
}

describe('the name check itself', () => {
  it('reports a misspelled name and a histogram queried by its bare name, and passes real series', () => {
    const known = metrics.series;
    expect(unknownNames('sum(rate(media_fetcher_job_total[5m]))', known)).toEqual(['media_fetcher_job_total']);
    expect(unknownNames('rate(media_fetcher_job_first_byte_seconds[5m])', known)).toEqual([
      'media_fetcher_job_first_byte_seconds',
    ]);
    expect(
      unknownNames(
        'histogram_quantile(0.9, sum by (le) (rate(media_fetcher_job_first_byte_seconds_bucket[5m]))) + media_fetcher_jobs_total + process_cpu_seconds_total',
        known,
      ),
    ).toEqual([]);
    expect(balanced('sum(rate(x{a="(}"}[5m]))')).toBe(true);
    expect(balanced('sum(rate(x{a="b"}[5m])')).toBe(false);
  });
});

describe('the Grafana dashboard', () => {
  it('uses only metric names a scrape serves, in balanced queries', () => {
    const queries = dashboardQueries();
    expect(queries.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const { where, expr } of queries) {
      if (expr.match(METRIC_NAME) === null && !/\bup\{/.test(expr)) problems.push(`${where}: no metric in ${expr}`);
      for (const name of unknownNames(expr, metrics.series)) problems.push(`${where}: ${name} is not served`);
      if (!balanced(expr)) problems.push(`${where}: unbalanced ${expr}`);
    }
    expect(problems).toEqual([]);
  });

  it('has unique panel ids, a prometheus datasource variable and an instance variable, and panels on the grid', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.uid).toBe('media-fetcher');
    const panels = allPanels(dashboard.panels);
    const ids = panels.map((panel) => panel.id);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);

    const variables = new Map(dashboard.templating.list.map((variable) => [variable.name, variable]));
    expect(variables.get('datasource')).toMatchObject({ type: 'datasource', query: 'prometheus' });
    const instance = variables.get('instance');
    expect(instance?.type).toBe('query');
    expect(JSON.stringify(instance?.query)).toMatch(/label_values\(.*, instance\)/);

    const cells = new Map<string, string>();
    for (const panel of panels) {
      const { x, y, w, h } = panel.gridPos;
      expect(x >= 0 && w > 0 && h > 0 && x + w <= 24, `panel "${panel.title}" off the grid`).toBe(true);
      // Rows hold no targets; every other panel queries the chosen datasource and the chosen instances.
      if (panel.type !== 'row') {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's own variable syntax, not a template literal
        expect(panel.datasource, `panel "${panel.title}"`).toEqual({ type: 'prometheus', uid: '${datasource}' });
        expect(panel.targets?.length, `panel "${panel.title}" has no query`).toBeGreaterThan(0);
        for (const target of panel.targets ?? []) expect(target.expr, `panel "${panel.title}"`).toContain('$instance');
      }
      for (let row = y; row < y + h; row++) {
        for (let column = x; column < x + w; column++) {
          const taken = cells.get(`${row}/${column}`);
          expect(taken, `panel "${panel.title}" overlaps "${taken}"`).toBeUndefined();
          cells.set(`${row}/${column}`, panel.title);
        }
      }
    }
  });

  it('has the panels docs/OPERATIONS.md promises', () => {
    const exprs = dashboardQueries()
      .map((query) => query.expr)
      .join('\n');
    for (const name of [
      'media_fetcher_queue_running_jobs',
      'media_fetcher_queue_waiting_jobs',
      'media_fetcher_queue_depth',
      'media_fetcher_jobs_total',
      'media_fetcher_job_first_byte_seconds_bucket',
      'media_fetcher_job_duration_seconds_bucket',
      'media_fetcher_bytes_sent_total',
      'media_fetcher_tool_processes',
      'media_fetcher_egress_refusals_total',
      'media_fetcher_bot_updates_total',
      'media_fetcher_bot_update_failures_total',
      'media_fetcher_bot_uploads_total',
      'media_fetcher_leases_held',
      'media_fetcher_db_query_duration_seconds_bucket',
      'media_fetcher_ytdlp_age_days',
    ]) {
      expect(exprs, name).toContain(name);
    }
    for (const quantile of ['0.5', '0.9', '0.99']) {
      expect(exprs).toContain(
        `histogram_quantile(${quantile}, sum by (le) (rate(media_fetcher_job_first_byte_seconds_bucket`,
      );
    }
  });
});

describe('the alerting rules', () => {
  it('each have a name, an expression of served metrics, a for, a severity, a summary and a description', () => {
    expect(rules.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const rule of rules) {
      const where = `alert ${rule.alert ?? '(no name)'}`;
      if (!rule.alert || !/^[A-Z][A-Za-z0-9]+$/.test(rule.alert)) problems.push(`${where}: no alert name`);
      if (!rule.expr?.trim()) problems.push(`${where}: no expr`);
      if (!rule.for || !/^\d+[smhd]$/.test(rule.for)) problems.push(`${where}: for is ${rule.for}`);
      if (!['critical', 'warning', 'info'].includes(rule.labels?.severity ?? '')) problems.push(`${where}: severity`);
      if (!rule.annotations?.summary?.trim()) problems.push(`${where}: no summary`);
      if (!rule.annotations?.description?.trim()) problems.push(`${where}: no description`);
      const expr = rule.expr ?? '';
      for (const name of unknownNames(expr, metrics.series)) problems.push(`${where}: ${name} is not served`);
      if (!balanced(expr)) problems.push(`${where}: unbalanced ${expr}`);
    }
    expect(problems).toEqual([]);
    const names = rules.map((rule) => rule.alert);
    expect(new Set(names).size).toBe(names.length);
  });

  it('cover an instance down, an old yt-dlp, errors by code, a full queue and a lost lease', () => {
    const exprs = rules.map((rule) => rule.expr ?? '');
    const some = (test: (expr: string) => boolean) => exprs.some(test);
    expect(some((expr) => /\bup\{[^}]*\} == 0/.test(expr))).toBe(true);
    expect(some((expr) => expr.includes('media_fetcher_ytdlp_age_days'))).toBe(true);
    expect(
      some(
        (expr) =>
          /media_fetcher_jobs_total\{[^}]*outcome="error"/.test(expr) &&
          /by \([^)]*\bcode\b/.test(expr) &&
          expr.includes('/'),
      ),
    ).toBe(true);
    expect(some((expr) => expr.includes('code="queue_full"'))).toBe(true);
    expect(some((expr) => expr.includes('media_fetcher_queue_waiting_jobs'))).toBe(true);
    expect(some((expr) => expr.includes('media_fetcher_leases_lost_total'))).toBe(true);
  });

  it('select the scrape job docs/OPERATIONS.md configures', () => {
    const job = /job_name: (\S+)/.exec(operations)?.[1];
    expect(job).toBe('media-fetcher');
    for (const rule of rules) expect(rule.expr, rule.alert).toContain(`job="${job}"`);
  });
});

describe('docs/OPERATIONS.md', () => {
  it('names only served metrics, and every media_fetcher_ family', () => {
    const known = new Set([...metrics.series, ...metrics.families]);
    expect(unknownNames(operations, known)).toEqual([]);
    const missing = [...metrics.families].filter(
      (family) => family.startsWith('media_fetcher_') && !new RegExp(`\\b${family}\\b`).test(operations),
    );
    expect(missing).toEqual([]);
  });

  it('links the dashboard and the rules, and the README links it', async () => {
    expect(operations).toContain(DASHBOARD);
    expect(operations).toContain(ALERTS);
    expect(await readFile('README.md', 'utf8')).toContain('docs/OPERATIONS.md');
  });
});
