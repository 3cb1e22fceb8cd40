/**
 * A strict reader of the Prometheus text exposition format (0.0.4), for the
 * tests of GET /metrics: it throws, naming the line, on anything a scraper
 * could stumble on, and gives the samples by family for before/after reads.
 *
 * Checked: every line is `# HELP`, `# TYPE` with a known type, or a sample
 * `name{label="value",...} number [timestamp]` with valid metric and label
 * names and escaped label values; every sample belongs to a family whose TYPE
 * came before it, a family's lines come in one group, no series twice;
 * histograms have, per label set, buckets in order of `le`, cumulative, ending
 * with `+Inf` equal to `_count`, and a `_sum`.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  /** The sample's own name (`x_bucket`, `x_sum` for a histogram `x`). */
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help?: string | undefined;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES: ReadonlySet<string> = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

class MetricsTextError extends Error {
  constructor(lineNumber: number, line: string, problem: string) {
    super(`line ${lineNumber}: ${problem}: ${JSON.stringify(line.slice(0, 200))}`);
  }
}

/**
 * A number as Prometheus reads it: Go's ParseFloat, which takes NaN, Inf and
 * Infinity in any case (prom-client writes an empty event-loop mean as `Nan`).
 */
function parseValue(text: string): number | undefined {
  const special = text.toLowerCase();
  if (special === 'nan') return Number.NaN;
  if (/^\+?inf(inity)?$/.test(special)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/.test(special)) return Number.NEGATIVE_INFINITY;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Reads `{a="x",b="y"}` from `text` at `at` (just past the `{`); returns the labels and the index past `}`. */
function readLabels(text: string, start: number, fail: (problem: string) => never) {
  const labels: Record<string, string> = {};
  let at = start;
  for (;;) {
    if (text[at] === '}') return { labels, end: at + 1 };
    const eq = text.indexOf('=', at);
    if (eq < 0) fail('a label without =');
    const name = text.slice(at, eq);
    if (!LABEL_NAME.test(name) || name.startsWith('__')) fail(`bad label name ${JSON.stringify(name)}`);
    if (Object.hasOwn(labels, name)) fail(`label ${name} twice`);
    if (text[eq + 1] !== '"') fail('a label value without quotes');
    let value = '';
    let i = eq + 2;
    for (;;) {
      const c = text[i];
      if (c === undefined) fail('an unterminated label value');
      if (c === '"') break;
      if (c === '\n') fail('a raw newline in a label value');
      if (c === '\\') {
        const next = text[i + 1];
        if (next === '\\') value += '\\';
        else if (next === '"') value += '"';
        else if (next === 'n') value += '\n';
        else fail(`a bad escape \\${next ?? ''} in a label value`);
        i += 2;
        continue;
      }
      value += c;
      i++;
    }
    labels[name] = value;
    at = i + 1;
    if (text[at] === ',') at++;
    else if (text[at] !== '}') fail('labels not separated by commas');
  }
}

/** The family a sample name belongs to, given the families declared so far. */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  const own = families.get(name);
  if (own && own.type !== 'histogram') return own;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!name.endsWith(suffix)) continue;
    const family = families.get(name.slice(0, -suffix.length));
    if (family?.type === 'histogram') return family;
    if (family?.type === 'summary' && suffix !== '_bucket') return family;
  }
  return undefined;
}

const seriesKey = (name: string, labels: Record<string, string>) =>
  `${name}{${Object.keys(labels)
    .sort()
    .map((k) => `${k}=${JSON.stringify(labels[k])}`)
    .join(',')}}`;

/** Checks one histogram's series: per label set, ordered cumulative buckets ending with +Inf = _count, and a _sum. */
function checkHistogram(family: Family): void {
  const groups = new Map<string, { buckets: [number, number][]; count?: number; sum?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = seriesKey('', rest);
    const group = groups.get(key) ?? { buckets: [] };
    groups.set(key, group);
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: a bucket without le`);
      const bound = parseValue(le);
      if (bound === undefined || Number.isNaN(bound)) throw new Error(`${family.name}: bad le ${le}`);
      group.buckets.push([bound, sample.value]);
    } else if (le !== undefined) throw new Error(`${family.name}: le on ${sample.name}`);
    else if (sample.name.endsWith('_count')) group.count = sample.value;
    else group.sum = sample.value;
  }
  for (const [key, group] of groups) {
    const where = `${family.name}${key}`;
    if (group.buckets.length === 0) throw new Error(`${where}: no buckets`);
    for (let i = 1; i < group.buckets.length; i++) {
      const [bound, count] = group.buckets[i] as [number, number];
      const [previousBound, previousCount] = group.buckets[i - 1] as [number, number];
      if (!(bound > previousBound)) throw new Error(`${where}: buckets out of order at le=${bound}`);
      if (count < previousCount) throw new Error(`${where}: bucket le=${bound} is not cumulative`);
    }
    const last = group.buckets.at(-1) as [number, number];
    if (last[0] !== Number.POSITIVE_INFINITY) throw new Error(`${where}: the last bucket is not +Inf`);
    if (group.count === undefined || group.sum === undefined) throw new Error(`${where}: no _count or _sum`);
    if (last[1] !== group.count) throw new Error(`${where}: +Inf bucket ${last[1]} is not _count ${group.count}`);
  }
}

/** Parses the text strictly; throws on the first problem. */
export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const series = new Set<string>();
  const finished = new Set<string>();
  /** Families whose TYPE line has come. */
  const typed = new Set<string>();
  let current: Family | undefined;
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  else throw new Error('the text does not end with a newline');
  for (const [index, line] of lines.entries()) {
    const fail = (problem: string): never => {
      throw new MetricsTextError(index + 1, line, problem);
    };
    if (line.trim() === '') continue;
    const enter = (family: Family) => {
      if (current !== family) {
        if (current) finished.add(current.name);
        if (finished.has(family.name)) fail(`${family.name} is split into groups`);
        current = family;
      }
    };
    if (line.startsWith('#')) {
      const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!match) fail('a comment that is neither HELP nor TYPE');
      const [, keyword, name, rest] = match as unknown as [string, string, string, string];
      if (!METRIC_NAME.test(name)) fail('a bad metric name');
      if (keyword === 'TYPE') {
        if (!TYPES.has(rest)) fail(`an unknown type ${JSON.stringify(rest)}`);
        if (typed.has(name)) fail(`TYPE of ${name} twice`);
        typed.add(name);
        const family = families.get(name) ?? { name, type: 'untyped' as const, samples: [] };
        family.type = rest as MetricType;
        families.set(name, family);
        enter(family);
      } else {
        if (/\\[^\\n]/.test(rest.replaceAll('\\\\', ''))) fail('a bad escape in HELP');
        const known = families.get(name);
        if (known?.help !== undefined) fail(`HELP of ${name} twice`);
        const family = known ?? { name, type: 'untyped' as const, samples: [] };
        family.help = rest.replaceAll('\\n', '\n').replaceAll('\\\\', '\\');
        families.set(name, family);
        enter(family);
      }
      continue;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) fail('a sample without a value');
    const name = line.slice(0, nameEnd);
    if (!METRIC_NAME.test(name)) fail('a bad metric name');
    let labels: Record<string, string> = {};
    let at = nameEnd;
    if (line[at] === '{') ({ labels, end: at } = readLabels(line, at + 1, fail));
    if (line[at] !== ' ') fail('no space before the value');
    const [valueText, timestamp, extra] = line.slice(at + 1).split(' ');
    const value = parseValue(valueText ?? '');
    if (value === undefined) fail(`a bad value ${JSON.stringify(valueText)}`);
    if (timestamp !== undefined && !/^-?\d+$/.test(timestamp)) fail('a bad timestamp');
    if (extra !== undefined) fail('more than a value and a timestamp');
    const family = familyOf(name, families);
    if (!family || !typed.has(family.name)) fail(`a sample of ${name} before its TYPE`);
    enter(family as Family);
    const key = seriesKey(name, labels);
    if (series.has(key)) fail('the same series twice');
    series.add(key);
    (family as Family).samples.push({ name, labels, value: value as number });
  }
  for (const family of families.values()) {
    if (family.type === 'histogram') checkHistogram(family);
  }
  return families;
}

/**
 * The sum of the samples named `name` whose labels include `match` (0 when
 * none): a counter's or gauge's series, or a histogram's `_count` or `_sum`.
 */
export function sampleSum(families: Map<string, Family>, name: string, match: Record<string, string> = {}): number {
  let total = 0;
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name !== name) continue;
      if (Object.entries(match).every(([k, v]) => sample.labels[k] === v)) total += sample.value;
    }
  }
  return total;
}

/** Every label value of every sample, for checks on what a label may hold. */
export function labelValues(families: Map<string, Family>): { series: string; label: string; value: string }[] {
  const found: { series: string; label: string; value: string }[] = [];
  for (const family of families.values()) {
    for (const sample of family.samples) {
      for (const [label, value] of Object.entries(sample.labels)) found.push({ series: sample.name, label, value });
    }
  }
  return found;
}
