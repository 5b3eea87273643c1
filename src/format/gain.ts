/**
 * The skill advisor's numbers (`advise/`): a gain in percentage points when every goal is a probability ("+4.1
 * pp"), in points of the goal otherwise ("+0.041"); a situation's value ("72.92%", "0.7292"); the d3 formats of
 * its charts. The sign is passed in (an exact fraction knows it; a double that rounds to zero does not).
 */
import { count, percent } from './numbers.js';

/** Percentage points, points of the goal, or points of worth per game (the library's currency). */
export type GainUnit = 'pp' | 'points' | 'perGame';

/** The charts' axis and cell labels of a gain (in the unit already scaled), and their tooltips. */
export const GAIN_AXIS = '.1f';
export const GAIN_TOOLTIP = '.2f';

/** "+4.1 pp", "-0.8 pp", "+0.041": `digits` decimals of percentage points (two more for points of the goal). */
export function signedGain(value: number, negative: boolean, unit: GainUnit, digits = 1, minus = '-'): string {
  const size = unit === 'pp' ? Math.abs(100 * value).toFixed(digits) : Math.abs(value).toFixed(digits + (unit === 'perGame' ? 1 : 2));
  return `${negative ? minus : '+'}${size}${unit === 'pp' ? ' pp' : unit === 'perGame' ? ' per game' : ''}`;
}

/** A situation's value: a percentage for a probability goal, a plain number otherwise. */
export function goalValueText(value: number, unit: GainUnit, digits = 2): string {
  return unit === 'pp' ? percent(value, digits) : count(value, digits + 2);
}

/** Wall time in seconds: "2.1 s". */
export function secondsText(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
