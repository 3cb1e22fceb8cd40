/*
 * The dashboard's charts, plain SVG written here (no charting library, nothing
 * from elsewhere): columns per day, step lines per day, and the bar of a
 * ranked row. Each drawing stretches to its box (preserveAspectRatio="none"),
 * so only rectangles and lines go in it, strokes kept thin by
 * non-scaling-stroke; every word and number around it is HTML, which the page's
 * styles, language and direction lay out. Colours are the stylesheet's, by
 * class: the CSP allows no style attribute, and needs none.
 */

const SVG = 'http://www.w3.org/2000/svg';
/** A day's slot in a chart's own units; the column leaves a gap on both sides. */
const SLOT = 10;
const COLUMN = 7;
const HEIGHT = 100;

type Attributes = Record<string, string | number>;

function draw<K extends keyof SVGElementTagNameMap>(name: K, attributes: Attributes): SVGElementTagNameMap[K] {
  const made = document.createElementNS(SVG, name);
  for (const [attribute, value] of Object.entries(attributes)) made.setAttribute(attribute, String(value));
  return made;
}

/** The drawing's frame: a faint line halfway, and the base line. The words beside it say what it holds. */
function frame(width: number, className: string): SVGSVGElement {
  const svg = draw('svg', {
    viewBox: `0 0 ${width} ${HEIGHT}`,
    preserveAspectRatio: 'none',
    class: className,
    // The figure's caption and the table of numbers say it in words; a screen reader skips the picture.
    'aria-hidden': 'true',
    focusable: 'false',
  });
  const line = (y: number, name: string) =>
    draw('line', { x1: 0, x2: width, y1: y, y2: y, class: name, 'vector-effect': 'non-scaling-stroke' });
  svg.append(line(HEIGHT / 2, 'grid'), line(HEIGHT, 'base'));
  return svg;
}

/** Where a value stands: its height above the base as a share of the scale's top. */
function heightOf(value: number, top: number): number {
  return (Math.min(value, top) / top) * HEIGHT;
}

/** One of a chart's points: its value, and what a pointer resting on it reads. */
export interface Point {
  value: number;
  tip: string;
}

/**
 * One column per point (a day), scaled to `top`; a day with nothing has no
 * column, and one with little still shows as a sliver.
 */
export function columns(points: readonly Point[], top: number): SVGSVGElement {
  const svg = frame(points.length * SLOT, 'plot columns');
  points.forEach(({ value, tip }, i) => {
    if (value <= 0) return;
    const height = Math.max(heightOf(value, top), 1.5);
    const column = draw('rect', {
      x: i * SLOT + (SLOT - COLUMN) / 2,
      y: HEIGHT - height,
      width: COLUMN,
      height,
      class: 'column',
      'data-value': value,
    });
    const title = draw('title', {});
    title.textContent = tip;
    column.append(title);
    svg.append(column);
  });
  return svg;
}

/** A line of a step chart: a value per day or null for none, and the class that colours it. */
export interface Line {
  values: readonly (number | null)[];
  className: string;
}

/**
 * Step lines: each day's value runs flat across that day's slot and steps to
 * the next day's, so a single day with a value still shows; a day without one
 * breaks the line.
 */
export function steps(lines: readonly Line[], days: number, top: number): SVGSVGElement {
  const svg = frame(days * SLOT, 'plot steps');
  for (const { values, className } of lines) {
    let path = '';
    let previous: number | null = null;
    values.forEach((value, i) => {
      if (value === null) {
        previous = null;
        return;
      }
      const y = (HEIGHT - heightOf(value, top)).toFixed(2);
      path += previous === null ? `M${i * SLOT} ${y}` : `V${y}`;
      path += `H${(i + 1) * SLOT}`;
      previous = value;
    });
    if (path) svg.append(draw('path', { d: path, class: className, 'vector-effect': 'non-scaling-stroke' }));
  }
  return svg;
}

/** The bar of a ranked row: `share` (0–1) of the longest row's length. */
export function bar(share: number): SVGSVGElement {
  const svg = draw('svg', {
    viewBox: '0 0 100 1',
    preserveAspectRatio: 'none',
    class: 'bar',
    'aria-hidden': 'true',
    focusable: 'false',
  });
  svg.append(draw('rect', { x: 0, y: 0, width: Math.max(share * 100, 0.5), height: 1, class: 'bar-fill' }));
  return svg;
}
