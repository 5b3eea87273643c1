/**
 * Stacked outcomes, one bar per variant and grid point, summing to 100%: for contact lines what became of the
 * target (not down, down with armour held, stunned, KO, casualty, dead); otherwise success or the step at which
 * the line failed (`failureByStep`).
 */
import { valueLabel, type Comparison } from '../compare/grid.js';
import { pathWords } from '../compare/words.js';
import type { ScenarioResult, VariantResult } from '../results/types.js';
import { pairs } from './data.js';
import type { Chart } from './spec.js';
import { CONFIG, OUTCOME_COLOURS } from './theme.js';
import { PERCENT_AXIS, PERCENT_TOOLTIP } from '../format/d3.js';

/**
 * The target's worst outcome as disjoint parts of 1 (armourBroken = stunned + ko + cas in `metrics.ts`, and the
 * classic apothecary's healed players, a part shown only where there are some).
 */
export function contactOutcomes(m: Readonly<Record<string, number>>): [string, number][] {
  const healed = m.armourBroken - m.stunned - m.ko - m.cas - m.reserves;
  return [
    ['not knocked down', 1 - m.knockdown],
    ['down, armour held', m.knockdown - m.armourBroken],
    ...(healed > 1e-12 ? [['healed by the apothecary', healed] as [string, number]] : []),
    ['stunned', m.stunned],
    ['KO', m.ko],
    ['casualty', m.cas - m.dead],
    ['dead', m.dead],
  ];
}

/** The colour of a contact outcome: the theme's, in `contactOutcomes` order; the healed part a colour of its own. */
function contactColour(outcome: string): string {
  const order = ['not knocked down', 'down, armour held', 'stunned', 'KO', 'casualty', 'dead'];
  return outcome === 'healed by the apothecary' ? HEALED_COLOUR : OUTCOME_COLOURS[order.indexOf(outcome)];
}

const HEALED_COLOUR = '#9ccfa0';

/** Success, then each step's share of the failures: parts of 1. `names[i]` names step i + 1. */
export function stepOutcomes(r: VariantResult, names: readonly string[]): [string, number][] {
  const failed = r.failureByStep.map((p, i): [string, number] => [`fails at ${names[i] ?? `step ${i + 1}`}`, p]);
  return [['success', r.metrics.success], ...failed];
}

/** "step 1: Dodge (marked 1)" where every result labels step 1 alike, else just "step 1". */
function stepNames(stepLabels: readonly (readonly string[])[]): string[] {
  const longest = Math.max(0, ...stepLabels.map((l) => l.length));
  return Array.from({ length: longest }, (_, i) => {
    const labels = new Set(stepLabels.map((l) => l[i]));
    const [only] = labels;
    return labels.size === 1 && only !== undefined ? `step ${i + 1}: ${only}` : `step ${i + 1}`;
  });
}

/** `stepLabels[i]` are the step labels of `result.results[i]`. */
export function outcomesChart(result: ScenarioResult, comparison: Comparison, stepLabels: readonly (readonly string[])[]): Chart {
  const contact = 'knockdown' in result.results[0].metrics;
  const names = stepNames(stepLabels);
  const rows = pairs(comparison).flatMap(({ variant, point, result: r }) => {
    const values = Object.values(comparison.points[point]).map(valueLabel).join(', ');
    const row = values ? `${comparison.variants[variant]} · ${values}` : comparison.variants[variant];
    const parts = contact ? contactOutcomes(r.metrics) : stepOutcomes(r, names);
    return parts.map(([outcome, value], order) => ({ row, outcome, order, value: Math.max(0, value) }));
  });
  const outcomes = [...new Set(rows.map((r) => r.outcome))];
  const rowNames = [...new Set(rows.map((r) => r.row))];
  const spec = {
    title: { text: contact ? 'What happens to the target' : 'Success, or where the line fails' },
    width: 460,
    height: Math.max(60, 26 * rowNames.length),
    data: { values: rows },
    mark: { type: 'bar', tooltip: true },
    encoding: {
      y: { field: 'row', type: 'nominal', title: rowTitle(comparison), sort: rowNames, axis: { labelLimit: 280 } },
      x: { field: 'value', type: 'quantitative', stack: 'normalize', title: null, axis: { format: PERCENT_AXIS } },
      color: {
        field: 'outcome', type: 'nominal', title: null, sort: outcomes, legend: { columns: contact ? 6 : 2, direction: 'horizontal' },
        scale: { domain: outcomes, range: contact ? outcomes.map(contactColour) : ['#5a9e3a', ...OUTCOME_COLOURS.slice(1)] },
      },
      order: { field: 'order', type: 'quantitative' },
      tooltip: [{ field: 'row', title: 'Variant' }, { field: 'outcome', title: 'Outcome' }, { field: 'value', title: 'Probability', format: PERCENT_TOOLTIP }],
    },
    config: CONFIG,
  };
  const caption = contact
    ? 'The worst that happens to the target, each bar adding up to 100%.'
    : 'How often the whole line succeeds, and at which step it fails otherwise.';
  return { kind: 'outcomes', caption, spec };
}

/** "variant · opponent AV" — what a bar's label is made of (null when it is the variant alone). */
function rowTitle(comparison: Comparison): string | null {
  return comparison.axes.length === 0 ? null : `variant · ${comparison.axes.map(pathWords).join(', ')}`;
}
