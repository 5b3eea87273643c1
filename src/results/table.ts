/** A readable table of a scenario's result for the terminal: percentages, fractions, the re-roll curve. */
import { isProbability, type MetricName } from '../model/metrics.js';
import type { Scenario } from '../scenario/types.js';
import type { ScenarioResult, VariantResult } from './types.js';

export function percent(p: number, digits = 2): string {
  return `${(100 * p).toFixed(digits)}%`;
}

function pad(rows: string[][]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd());
}

function metricRows(result: VariantResult): string[][] {
  return Object.entries(result.metrics).map(([name, value]) => [
    name,
    isProbability(name as MetricName) ? percent(value) : value.toFixed(3),
    result.fractions[name] ?? '',
  ]);
}

export function formatTable(scenario: Scenario, result: ScenarioResult): string {
  const lines: string[] = [];
  lines.push(`${result.name}  [${result.edition}, ${result.method}]`);
  lines.push(`  steps: ${scenario.steps.map((s) => s.label).join(' → ')}`);
  for (const variant of result.results) {
    if (result.results.length > 1) lines.push(`  variant ${variant.variant}`);
    for (const row of pad([['metric', 'value', 'exact'], ...metricRows(variant)])) lines.push(`    ${row}`);
    if (variant.byRerolls.length > 1) {
      const curve = variant.byRerolls.map((p, k) => `${k}: ${percent(p)}`).join('   ');
      lines.push(`    success with k team re-rolls   ${curve}`);
    }
    const spent = variant.decisions.filter((d) => d.by === 'coach' && d.choice !== 'accept');
    if (spent.length > 0) {
      lines.push('    choices:');
      for (const d of spent.slice(0, 8)) {
        lines.push(`      step ${d.step}: ${d.at}, ${d.rerollsLeft} team re-roll(s) left → ${d.choice} (reached ${percent(d.reach)})`);
      }
    }
  }
  return lines.join('\n');
}
