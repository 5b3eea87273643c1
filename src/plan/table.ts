/**
 * The plan of a turn in words, for the terminal table and `nuffle plan` (`analyse.ts` computes it): each value with
 * its exact fraction beside it, or past the digits a table prints (`TABLE_FRACTION_DIGITS`) the value to more
 * places after "≈" (`--wide` prints the fraction; the JSON always keeps it).
 */
import { exactColumn, shortFractionAfter } from '../format/fraction.js';
import { count, percent, PRECISE, wholeNumber } from '../format/numbers.js';
import type { Plan } from './analyse.js';

/** A plan's value (the goal plus the worths: a count, not a probability), to four places. */
const value = (v: number) => count(v, 4);

/** How the plan's lines are printed. */
export interface PlanLineOptions {
  /** Lines start with this (default four spaces: under a table's variant). */
  readonly indent?: string;
  /** Every exact fraction whole, however long (`--wide`). */
  readonly wide?: boolean;
}

/** Under the plan when an exact column shows a value to more places: why, and how to see the fraction. */
const LONG_FRACTIONS = '  ≈ the exact fraction runs past 9 digits: --wide prints it, --json keeps it';

/** The plan's lines. */
export function planLines(plan: Plan, options: PlanLineOptions = {}): string[] {
  const wide = options.wide === true;
  const valueExact = (v: number, fraction: string) => exactColumn(fraction, () => count(v, PRECISE.count), wide);
  const chanceExact = (p: number, fraction: string) => exactColumn(fraction, () => percent(p, PRECISE.percent), wide);
  const orders: [string, string, string, string][] = [
    ['best adaptive plan', value(plan.adaptive), valueExact(plan.adaptive, plan.fractions.adaptive), `first: ${plan.first}`],
    ['written order', value(plan.written.value), valueExact(plan.written.value, plan.written.fractions.value), plan.written.order.join(' → ')],
    plan.bestFixed === null
      ? ['best fixed order', 'not solved', '', plan.fixedNote ?? '']
      : ['best fixed order', value(plan.bestFixed.value), valueExact(plan.bestFixed.value, plan.bestFixed.fractions.value),
        `${plan.bestFixed.order.join(' → ') || '(none taken)'}  (of ${wholeNumber(plan.fixedOrders)})`],
  ];
  const exactWidth = Math.max(5, ...orders.map((o) => o[2].length));
  const lines = ['plan:', `  ${'order'.padEnd(19)}  ${'value'.padStart(6)}  ${'exact'.padEnd(exactWidth)}`];
  for (const [name, v, exact, words] of orders) lines.push(`  ${name.padEnd(19)}  ${v.padStart(6)}  ${exact.padEnd(exactWidth)}  ${words}`);
  // Past the orders listed, how the best fixed order was found (the row above says it when it was not).
  if (plan.bestFixed !== null && plan.fixedNote !== undefined) lines.push(`  ${''.padEnd(19)}  ${plan.fixedNote}`);
  if (plan.decisions.length > 0) {
    lines.push('  next activation, by what happened:');
    for (const d of plan.decisions) {
      const stopped = d.stopped === undefined ? '' : `${d.done.length === 0 ? '' : ', '}${d.stopped.map((label) => `${label} (stopped)`).join(', ')}`;
      const after = d.done.length === 0 && stopped === '' ? 'at the start' : `after ${d.done.join(', ')}${stopped}`;
      lines.push(`    ${after}, ${d.rerollsLeft} team re-roll(s) left → ${d.next} (reached ${percent(d.reached)}${shortFractionAfter(d.fractions.reached)})`);
    }
  }
  const rows = plan.activations.map((a) => [a.label, percent(a.reached), chanceExact(a.reached, a.fractions.reached), percent(a.completed), chanceExact(a.completed, a.fractions.completed)]);
  const header = ['activation', 'reached', 'exact', 'completed', 'exact'];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const row = (cells: readonly string[]) => `  ${cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')}`;
  lines.push(row(header), ...rows.map(row));
  if ([...orders.map((o) => o[2]), ...rows.flatMap((r) => [r[2], r[4]])].some((cell) => cell.startsWith('≈'))) lines.push(LONG_FRACTIONS);
  const indent = options.indent ?? '    ';
  return lines.map((line) => `${indent}${line}`.trimEnd());
}

/**
 * The plans of a comparison side by side (one row per variant and swept value, `compare/table.ts`): the best
 * adaptive plan's value, the written order's and the best fixed order's, and the first activation.
 */
export function planComparisonLines(rows: readonly { readonly label: string; readonly plan: Plan }[]): string[] {
  if (rows.length === 0) return [];
  const header = ['plan', 'best adaptive', 'written', 'best fixed', 'first'];
  const cells = rows.map(({ label, plan }) => [
    label, value(plan.adaptive), value(plan.written.value), plan.bestFixed === null ? 'not solved' : value(plan.bestFixed.value), plan.first,
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((r) => r[c].length)));
  const line = (r: readonly string[]) => `    ${r.map((cell, c) => (c === 0 || c === r.length - 1 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('   ')}`.trimEnd();
  return [line(header), ...cells.map(line)];
}
