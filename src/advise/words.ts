/** Gains in words and cells: percentage points for probabilities ("+4.1 pp"), points of the goal otherwise. */
import { goalValueText, signedGain, type GainUnit } from '../format/gain.js';
import type { Advice } from './advise.js';
import type { Candidate } from './candidates.js';
import { fractionValue, type Fraction } from '../evaluate/fraction.js';

/** A gain with its sign: "+4.1 pp", "-0.8 pp", "+0.041"; `digits` decimals of the unit. */
export function gainText(gain: Fraction, unit: GainUnit, digits = 1, minus = '-'): string {
  return signedGain(fractionValue(gain), gain.num < 0n, unit, digits, minus);
}

/** A table cell: "+4.12", "-0.80", "0" for exactly nothing. */
export function gainCell(gain: Fraction, unit: GainUnit, minus = '-'): string {
  if (gain.num === 0n) return '0';
  return gainText(gain, unit, 2, minus).replace(/ (pp|per game)$/, '');
}

/** A situation's value: "72.9%" for a probability goal, "0.729" otherwise. */
export function valueText(value: Fraction, unit: GainUnit, digits = 2): string {
  return goalValueText(fractionValue(value), unit, digits);
}

/** "A, B and C". */
export function andList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The skills of a ranking entry: "Tackle", "Block + Dodge". */
export function skillsName(skills: readonly { readonly name: string }[]): string {
  return skills.map((s) => s.name).join(' + ');
}

/** The skills the ranking leaves out, by why: they change nothing, or were not tried (no effect, not modelled yet). */
export function leftOut(advice: Advice): { unchanged: string[]; noEffect: string[]; unmodelled: string[] } {
  const notTried = (status: Candidate['status']) => advice.notTried.filter((c) => c.status === status).map((c) => c.name);
  return {
    unchanged: advice.ranking.filter((r) => !r.changes).map((r) => r.skills[0].name),
    noEffect: notTried('noEffect'),
    unmodelled: notTried('unmodelled'),
  };
}
