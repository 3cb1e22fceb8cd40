// The operator's files as operations-docs.test.ts reads them: the series a scrape serves, the metric names of a
// query and whether its brackets balance, and the shapes of the Grafana dashboard and the alerting rules.
import { parsePrometheusText } from '../support/prometheus-text.js';

/** Metric names in a PromQL expression or a text: this service's own and Node's default families (a bare prefix, as prose names it, is none). */
export const METRIC_NAME = /\b(?:media_fetcher|process|nodejs)_[a-zA-Z0-9_:]+/g;

/** The series names a scrape can hold, by family: a histogram's `_bucket`, `_sum` and `_count`, else its own name. */
export interface Served {
  /** Names a query may select. */
  series: Set<string>;
  /** The families (`# TYPE` names): what prose may name. */
  families: Set<string>;
}

export function served(text: string): Served {
  const families = parsePrometheusText(text);
  const series = new Set<string>();
  for (const family of families.values()) {
    if (family.type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) series.add(family.name + suffix);
    else if (family.type === 'summary') for (const suffix of ['', '_sum', '_count']) series.add(family.name + suffix);
    else series.add(family.name);
  }
  return { series, families: new Set(families.keys()) };
}

/** The metric names of `expr` that no scrape serves. */
export function unknownNames(expr: string, known: ReadonlySet<string>): string[] {
  return [...expr.matchAll(METRIC_NAME)].map(([name]) => name).filter((name) => !known.has(name));
}

/** Brackets, braces, parentheses and double quotes balance: what a typo in a hand-edited query breaks first. */
export function balanced(expr: string): boolean {
  const closers: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  let quoted = false;
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i] as string;
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (c in closers && stack.pop() !== closers[c]) return false;
  }
  return !quoted && stack.length === 0;
}

export interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource?: { type: string; uid: string };
  targets?: { expr: string; refId: string }[];
  panels?: Panel[];
}

export interface Variable {
  name: string;
  type: string;
  query: string | { query: string };
  definition?: string;
}

export interface Dashboard {
  schemaVersion: number;
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: Variable[] };
}

export interface Rule {
  alert?: string;
  expr?: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; description?: string };
}

/** Every panel, those inside collapsed rows too. */
export function allPanels(panels: Panel[]): Panel[] {
  return panels.flatMap((panel) => [panel, ...allPanels(panel.panels ?? [])]);
}
