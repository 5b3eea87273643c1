/**
 * The fixed orders of a turn (`src/plan/orders.ts`): their count without listing them (`countFixedOrders`) against
 * a brute force written here over every sequence of distinct activations (each kept when it respects `after:`,
 * takes interchangeable ones first-written first and leaves only optional ones out), and against counts worked out
 * by hand; and the walk's order (`walkOrder`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countFixedOrders, fixedOrders, walkOrder } from '../../src/plan/orders.js';
import type { ActivationSpan } from '../../src/vocabulary/index.js';

function span(a: number, optional: boolean, after: readonly number[] = []): ActivationSpan {
  return { label: `a${a}`, by: a, start: a, end: a + 1, after, optional, worth: 0 };
}

/** Every sequence of distinct activations of `n`, the empty one included. */
function sequences(n: number): number[][] {
  const out: number[][] = [];
  const grow = (seq: number[]) => {
    out.push(seq);
    for (let a = 0; a < n; a++) if (!seq.includes(a)) grow([...seq, a]);
  };
  grow([]);
  return out;
}

/** Whether `seq` is a fixed order of `spans`, checked straight from the definition. */
function isFixedOrder(spans: readonly ActivationSpan[], classOf: readonly number[], seq: readonly number[]): boolean {
  const everyRequired = spans.every((s, a) => s.optional || seq.includes(a));
  const afterRespected = seq.every((a, k) => spans[a].after.every((b) => seq.slice(0, k).includes(b)));
  // Of two interchangeable activations, the later one only once the earlier one is taken, before it.
  const twinsInOrder = seq.every((a, k) => spans.every((_, b) => b >= a || classOf[b] !== classOf[a] || seq.slice(0, k).includes(b)));
  return everyRequired && afterRespected && twinsInOrder;
}

describe('the count of fixed orders', () => {
  it('is the number of sequences the definition admits, and of the orders listed', () => {
    const turn = fc.array(fc.record({ optional: fc.boolean(), afterFirst: fc.boolean(), twinOfFirst: fc.boolean() }), { minLength: 1, maxLength: 6 });
    fc.assert(fc.property(turn, (acts) => {
      const spans = acts.map((x, a) => span(a, x.optional, x.afterFirst && a > 0 ? [0] : []));
      // A class of interchangeable ones: those marked, with activation 1 (when it is marked too) the first of them.
      const marked = acts.flatMap((x, a) => (x.twinOfFirst && a > 0 ? [a] : []));
      const classOf = spans.map((_, a) => (marked.includes(a) ? marked[0] : a));
      const brute = sequences(spans.length).filter((seq) => isFixedOrder(spans, classOf, seq)).length;
      expect(countFixedOrders(spans, classOf)).toBe(brute);
      expect(fixedOrders(spans, classOf).length).toBe(brute);
    }), { numRuns: 60, seed: 2323 });
  });

  it('counts orders by hand', () => {
    // Three required, no after: 3! = 6. One of them optional: 3! + 2! = 8. The third after the first: 6 / 2 = 3.
    expect(countFixedOrders([span(0, false), span(1, false), span(2, false)])).toBe(6);
    expect(countFixedOrders([span(0, false), span(1, false), span(2, true)])).toBe(8);
    expect(countFixedOrders([span(0, false), span(1, false), span(2, false, [0])])).toBe(3);
    // Ten without after (bench/plan/ten-activations.yaml): four optional alike, two required alike, four others;
    // k of the four taken (the first k) give (6 + k)! / (2! k!): 360 + 2,520 + 10,080 + 30,240 + 75,600 = 118,800.
    const kinds = ['b', 'm', 'b', 'm', 'd', 'b', 'm', 'd', 'm', 'r'];
    const spans = kinds.map((k, a) => span(a, k === 'm'));
    const classOf = kinds.map((k, a) => (k === 'm' ? 1 : k === 'd' ? 4 : a));
    expect(countFixedOrders(spans, classOf)).toBe(118_800);
  });
});

describe('the walk of the fixed orders', () => {
  it('takes the first activation where two orders differ, an order before the ones extending it', () => {
    expect(walkOrder([0, 2], [1])).toBeLessThan(0);
    expect(walkOrder([1, 0], [0, 1, 2])).toBeGreaterThan(0);
    expect(walkOrder([0], [0, 1])).toBeLessThan(0);
    expect(walkOrder([2, 1], [2, 1])).toBe(0);
    // The order fixedOrders lists them in, checked on a turn: every order before the next in the walk.
    const listed = fixedOrders([span(0, true), span(1, false), span(2, true)]);
    for (let k = 1; k < listed.length; k++) expect(walkOrder(listed[k - 1], listed[k])).toBeLessThan(0);
  });
});
