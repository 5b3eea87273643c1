/** Helpers for contact scenarios written inline: one player, one or more opponents, a line of steps. */
import { evaluate } from '../../helpers.js';
import { evaluateExact } from '../../../src/evaluate/exact.js';
import { formatFraction } from '../../../src/evaluate/rational.js';
import { compile } from '../../../src/steps/compile.js';
import { METRICS, type MetricName } from '../../../src/model/metrics.js';
import type { VariantResult } from '../../../src/results/types.js';
import { scenarioFromText } from '../../../src/scenario/load.js';

export interface ContactLine {
  /** The acting player; null when `extra` gives `players:`. */
  readonly player?: string | null;
  readonly opponent?: string;
  readonly opponents?: string;
  readonly steps: readonly string[];
  readonly rerolls?: number;
  readonly edition?: string;
  readonly extra?: string;
}

export function contactYaml(line: ContactLine): string {
  return [
    'name: contact test',
    `edition: ${line.edition ?? 'bb2020'}`,
    `rerolls: ${line.rerolls ?? 0}`,
    line.player === null ? '' : `player: ${line.player ?? '{ ag: 3+, st: 3 }'}`,
    line.opponents ? `opponents: ${line.opponents}` : `opponent: ${line.opponent ?? '{ st: 3 }'}`,
    'steps:',
    ...line.steps.map((s) => `  - ${s}`),
    line.extra ?? '',
  ].join('\n');
}

/** The exact fractions of a contact line. */
export function fractions(line: ContactLine): Readonly<Record<string, string>> {
  return evaluateLine(line).fractions;
}

export function evaluateLine(line: ContactLine): VariantResult {
  return evaluate(contactYaml(line));
}

/** Every metric of a contact line as an exact fraction (the casualty breakdown included). */
export function allFractions(line: ContactLine): Record<MetricName, string> {
  const { exact } = evaluateExact(compile(scenarioFromText(contactYaml(line), 'test.yaml')));
  return Object.fromEntries(METRICS.map((name, i) => [name, formatFraction(exact.num[i], exact.den)])) as Record<MetricName, string>;
}

/** "a/b" in lowest terms, for counts worked out by enumeration. */
export function fraction(count: number, total: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const g = gcd(count, total) || 1;
  return total / g === 1 ? String(count / g) : `${count / g}/${total / g}`;
}
