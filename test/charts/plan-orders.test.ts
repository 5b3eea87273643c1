/**
 * The orders chart of a turn (`src/charts/plan-orders.ts`) on the two-activation turn of test/plan/analyse.test.ts
 * (worked by hand there: adaptive 3/8; a alone, a → b and b → a each 1/4), and on a sweep with a variant: one chart
 * per variant at the focus point.
 */
import { describe, expect, it } from 'vitest';
import { chartsFor } from '../../src/charts/choose.js';
import { MAX_ORDER_BARS, orderRows, planOrdersChart } from '../../src/charts/plan-orders.js';
import { analysePlan } from '../../src/plan/analyse.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { expandVariants } from '../../src/scenario/variants.js';
import { ADAPT_TURN, SEVEN_DODGERS } from '../plan/turns.js';

describe('the orders chart', () => {
  const plan = analysePlan(scenarioFromText(ADAPT_TURN));

  it('has a bar for the adaptive plan, the written order, the best fixed order and the one other order', () => {
    // Fixed orders a, a → b (written), b → a, each 1/4; the best fixed is the first found among equals: a.
    expect(orderRows(plan).map((r) => [r.kind, r.order, r.exact])).toEqual([
      ['best adaptive plan', 'adapted to the dice (first: a)', '3/8'],
      ['written order', 'written: a → b', '1/4'],
      ['best fixed order', 'a', '1/4'],
      ['fixed order', 'b → a', 'not worked out'],
    ]);
    expect(orderRows(plan).map((r) => r.value)).toEqual([3 / 8, 1 / 4, 1 / 4, 1 / 4]);
  });

  it('draws them as bars, the exact fraction in the tooltip, and says how many orders there were', () => {
    const chart = planOrdersChart(plan, 'adapt');
    expect(chart.kind).toBe('plan');
    expect((chart.spec.mark as { type: string }).type).toBe('bar');
    const tooltip = (chart.spec.encoding as { tooltip: { field: string }[] }).tooltip.map((t) => t.field);
    expect(tooltip).toContain('exact');
    expect(chart.caption).toContain('(3 in all)');
  });

  it('draws at most the best of many orders, and says so', () => {
    // Six dodgers, none after another, alike in pairs (AG 3+, 4+, 2+ twice each: the fixed orders take twins in their
    // written order): 6!/(2!·2!·2!) = 90 fixed orders, all valued; the chart keeps the best few.
    const many = `name: many
players: { ${[1, 2, 3, 4, 5, 6].map((i) => `p${i}: { ag: ${i % 3 + 2}+ }`).join(', ')} }
activations:
${[1, 2, 3, 4, 5, 6].map((i) => `  - { by: p${i}, steps: [dodge], worth: 1 }`).join('\n')}
goal: worth
`;
    const big = analysePlan(scenarioFromText(many));
    expect(big.orders.length).toBe(90);
    const rows = orderRows(big);
    expect(rows.filter((r) => r.kind === 'fixed order').length).toBe(MAX_ORDER_BARS - 1);
    const others = rows.filter((r) => r.kind === 'fixed order').map((r) => r.value);
    expect(others).toEqual([...others].sort((a, b) => b - a));
    expect(planOrdersChart(big, 'many').caption).toContain(`the best ${MAX_ORDER_BARS - 1} of the others drawn`);
  });

  it('past 5,040 orders, says that the best 25 are listed and the best of those drawn', () => {
    // 6! + 7! = 5,760 fixed orders (test/plan/turns.ts); the best fixed order found by branch and bound.
    const seven = analysePlan(scenarioFromText(SEVEN_DODGERS));
    const caption = planOrdersChart(seven, 'seven').caption;
    expect(caption).toContain('tried (5,760 fixed orders; the best 25 found by branch and bound (');
    expect(caption).toContain(`; the best ${MAX_ORDER_BARS - 1} of the others listed drawn).`);
  });
});

describe('the charts of a turn compared and swept', () => {
  it('adds one orders chart per variant at the middle of the sweep', () => {
    const text = `${ADAPT_TURN}compare:\n  plain: {}\n  b has Dodge: { players.b.skills: [Dodge] }\nsweep:\n  rerolls: [0, 1, 2]\n`;
    const variants = expandVariants(parseScenarioText('t.yaml', text));
    const result = evaluateVariants(variants);
    const charts = chartsFor(result, { goal: variants[0].scenario.goal, stepLabels: variants.map((v) => v.scenario.steps.map((s) => s.label)) });
    const plans = charts.filter((c) => c.kind === 'plan');
    expect(plans.map((c) => (c.spec.title as { text: string }).text)).toEqual([
      'The turn\'s value by order: plain (bb2020 · Blood Bowl 2020)', 'The turn\'s value by order: b has Dodge (bb2020 · Blood Bowl 2020)',
    ]);
    // At 1 team re-roll (the middle): plain is the turn worked by hand, 3/8.
    const adaptive = (c: (typeof plans)[number]) => (c.spec.data as { values: { kind: string; exact: string }[] }).values[0].exact;
    expect(adaptive(plans[0])).toBe('3/8');
    // b has Dodge: b passes 3/4 with or without the team re-roll (its die is re-rolled once, by Dodge), so b is worth
    // 3/4 − 2·1/4 = 1/4 > 0 whatever a left. a first: 3/4 − 2·1/4 + (3/4)(1/4) = 7/16; b first: 1/4 + (3/4)(1/4) = 7/16.
    expect(adaptive(plans[1])).toBe('7/16');
  });
});
