import { ui } from './elements.js';
import type { Line } from './status.js';

/** The part asked for in the "Only a part" fields, in seconds (either end may be left out). */
export interface Part {
  start?: number;
  end?: number;
}

/*
 * A time as the server reads it (src/options/clip parseTimecode, which this
 * browser-only build cannot import): decimal seconds or [h:]mm:ss[.fff]. The
 * page checks the fields before asking for a link, since a link followed by
 * the browser's download shows no error sentence; the server checks again.
 */
function parseTime(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^\d{1,9}(\.\d{1,9})?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000) / 1000;
  const parts = /^(?:(\d{1,6}):)?(\d{1,6}):(\d{1,2})(\.\d{1,3})?$/.exec(trimmed);
  if (!parts) return undefined;
  const [, h, m, s, fraction] = parts;
  if (Number(s) >= 60 || (h !== undefined && Number(m) >= 60)) return undefined;
  return Math.round((Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(fraction ?? 0)) * 1000) / 1000;
}

/** The part asked for, or a sentence saying what is wrong with it (naming the field). */
export function chosenPart(durationSeconds: number | undefined): Part | Line {
  const fromText = ui.clipStart.value.trim();
  const toText = ui.clipEnd.value.trim();
  const start = fromText ? parseTime(fromText) : undefined;
  const end = toText ? parseTime(toText) : undefined;
  if (fromText && start === undefined) return { key: 'web-clip-error-from-format' };
  if (toText && end === undefined) return { key: 'web-clip-error-to-format' };
  if (start !== undefined && durationSeconds !== undefined && start >= durationSeconds) {
    return { key: 'web-clip-error-from-end', args: { seconds: durationSeconds } };
  }
  if (end !== undefined && durationSeconds !== undefined && end > durationSeconds) {
    return { key: 'web-clip-error-to-end', args: { seconds: durationSeconds } };
  }
  if (end !== undefined && end <= (start ?? 0)) return { key: 'web-clip-error-order' };
  return { ...(start !== undefined ? { start } : {}), ...(end !== undefined ? { end } : {}) };
}
