/**
 * The numbers of the progress line (`montecarlo/progress.ts`): the share done as a whole percentage, counts
 * and rates in short ("12k", "4.5M"), the time left ("0.6 s", "42 s", "3 min").
 */
import { percent } from './numbers.js';

/** The share done, a whole percentage padded to four characters: " 45%", "100%". */
export function progressPercent(fraction: number): string {
  return percent(fraction, 0).padStart(4);
}

/** 950, 12.3k, 4.5M, 1.2G: one decimal below 10 of the unit, none above (9.97M is "10M"). */
export function shortCount(n: number): string {
  if (n < 1e3) return n.toFixed(0);
  for (const [scale, unit] of [[1e9, 'G'], [1e6, 'M'], [1e3, 'k']] as const) {
    if (n < scale) continue;
    const one = (n / scale).toFixed(1);
    return `${Number(one) < 10 ? one : (n / scale).toFixed(0)}${unit}`;
  }
  return n.toFixed(0);
}

/** "0.6 s", "42 s", "3 min", "?" (an unknown time left). */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 120) return `${seconds.toFixed(0)} s`;
  return `${(seconds / 60).toFixed(0)} min`;
}
