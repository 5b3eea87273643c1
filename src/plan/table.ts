/** The plan of a turn in words, for the terminal table and `nuffle plan` (`analyse.ts` computes it). */
import { count, percent } from '../format/numbers.js';
import type { Plan } from './analyse.js';

/** A plan's value (the goal plus the worths: a count, not a probability), to four places. */
const value = (v: number) => count(v, 4);

/** The plan's lines, indented by `indent`. */
export function planLines(plan: Plan, indent = '    '): string[] {
  const lines = ['plan:'];
  lines.push(`  best adaptive plan   ${value(plan.adaptive)}   first: ${plan.first}`);
  lines.push(`  written order        ${value(plan.written.value)}   ${plan.written.order.join(' → ')}`);
  if (plan.bestFixed === null) lines.push(`  best fixed order     not solved: ${plan.fixedNote ?? ''}`);
  else lines.push(`  best fixed order     ${value(plan.bestFixed.value)}   ${plan.bestFixed.order.join(' → ') || '(none taken)'}  (of ${plan.fixedOrders})`);
  if (plan.decisions.length > 0) {
    lines.push('  next activation, by what happened:');
    for (const d of plan.decisions) {
      const stopped = d.stopped === undefined ? '' : `${d.done.length === 0 ? '' : ', '}${d.stopped.map((label) => `${label} (stopped)`).join(', ')}`;
      const after = d.done.length === 0 && stopped === '' ? 'at the start' : `after ${d.done.join(', ')}${stopped}`;
      lines.push(`    ${after}, ${d.rerollsLeft} team re-roll(s) left → ${d.next} (reached ${percent(d.reached)})`);
    }
  }
  lines.push('  activation           reached  completed');
  const width = Math.max(19, ...plan.activations.map((a) => a.label.length));
  for (const a of plan.activations) lines.push(`    ${a.label.padEnd(width)} ${percent(a.reached).padStart(7)}  ${percent(a.completed).padStart(9)}`);
  return lines.map((line) => `${indent}${line}`);
}
