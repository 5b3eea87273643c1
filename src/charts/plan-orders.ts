/**
 * The orders of a turn side by side (`plan/analyse.ts`): a bar for the best adaptive plan, the written order, the
 * best fixed order and each other fixed order tried, the best first, each bar's exact fraction in its tooltip (the
 * other fixed orders are valued on the adaptive plan's states, `plan/fixed-values.ts`, with no fraction). Past
 * `MAX_ORDER_BARS` fixed orders only the best are drawn (the caption says how many are left out).
 */
import type { FixedOrderValue, Plan } from '../plan/analyse.js';
import type { Chart } from './spec.js';
import { CONFIG, PALETTE } from './theme.js';
import { COUNT_AXIS, COUNT_TOOLTIP } from '../format/d3.js';
import { wholeNumber } from '../format/numbers.js';

/** Fixed orders drawn at most, the best first. */
export const MAX_ORDER_BARS = 24;

/** What a bar stands for, in the legend's order. */
const KINDS = ['best adaptive plan', 'written order', 'best fixed order', 'fixed order'] as const;

/** The tooltip of a fixed order other than the best: its value is read off the adaptive graph, not solved exactly. */
const NOT_WORKED_OUT = 'not worked out';

/** One bar: what it is, the order in words, its value and exact fraction. */
interface OrderRow {
  readonly kind: (typeof KINDS)[number];
  readonly order: string;
  readonly value: number;
  readonly exact: string;
}

const words = (o: FixedOrderValue) => o.order.join(' → ') || '(none taken)';

/** The bars of a plan: adaptive, written, best fixed, then the other fixed orders tried (neither of those two), best first. */
export function orderRows(plan: Plan): OrderRow[] {
  const best = plan.bestFixed === null ? '' : words(plan.bestFixed);
  const written = words(plan.written);
  const rows: OrderRow[] = [
    { kind: 'best adaptive plan', order: `adapted to the dice (first: ${plan.first})`, value: plan.adaptive, exact: plan.fractions.adaptive },
    { kind: 'written order', order: `written: ${words(plan.written)}`, value: plan.written.value, exact: plan.written.fractions.value },
  ];
  if (plan.bestFixed !== null) rows.push({ kind: 'best fixed order', order: best, value: plan.bestFixed.value, exact: plan.bestFixed.fractions.value });
  const others = plan.orders.filter((o) => words(o) !== best && words(o) !== written).sort((a, b) => b.value - a.value).slice(0, MAX_ORDER_BARS - 1);
  return [...rows, ...others.map((o) => ({ kind: 'fixed order' as const, order: words(o), value: o.value, exact: NOT_WORKED_OUT }))];
}

/** The orders chart of one plan; `title` names the scenario (and the variant, with several). */
export function planOrdersChart(plan: Plan, title: string): Chart {
  const values = orderRows(plan);
  const others = values.filter((r) => r.kind === 'fixed order').length;
  const left = plan.orders.filter((o) => ![plan.bestFixed, plan.written].some((shown) => shown !== null && words(shown) === words(o))).length - others;
  const spec = {
    title: { text: `The turn's value by order: ${title}`, subtitle: 'the goal plus what the completed activations are worth' },
    width: 360,
    height: { step: 18 },
    data: { values },
    mark: { type: 'bar', cornerRadiusEnd: 2, tooltip: true },
    encoding: {
      y: { field: 'order', type: 'nominal', title: null, sort: values.map((r) => r.order), axis: { labelLimit: 520 } },
      x: { field: 'value', type: 'quantitative', title: 'value of the turn', axis: { format: COUNT_AXIS } },
      color: { field: 'kind', type: 'nominal', title: null, sort: [...KINDS], scale: { domain: [...KINDS], range: [PALETTE[2], PALETTE[1], PALETTE[0], '#9fb4c2'] } },
      tooltip: [
        { field: 'kind', title: 'What' }, { field: 'order', title: 'Order' },
        { field: 'value', title: 'Value', format: COUNT_TOOLTIP }, { field: 'exact', title: 'Exactly' },
      ],
    },
    config: CONFIG,
  };
  const drawn = left > 0 ? `; the best ${others} of the others${plan.fixedNote !== undefined ? ' listed' : ''} drawn` : '';
  // Past the orders listed, the note gives their count itself ("118,800 fixed orders, the first 5,040 listed; …").
  const tried = plan.fixedNote ?? `${wholeNumber(plan.fixedOrders)} in all`;
  const caption = `The best adaptive plan beside the written order, the best fixed order and each fixed order tried (${tried}${drawn}).`;
  return { kind: 'plan', caption, spec };
}
