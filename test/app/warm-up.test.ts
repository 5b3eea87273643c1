/**
 * The worker's warm-up, in Node: it evaluates every shipped scenario, the turns written as `activations:` last, one
 * per task, counts those that read, and tells when it is done.
 */
import { describe, expect, it } from 'vitest';
import { shippedExamples } from '../../scripts/build-app.js';
import { WARM_UP_ROUNDS, warmUp, warmUpTexts, type WarmedUp } from '../../src/app/warm-up.js';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

describe('the warm-up', () => {
  it('warms with every shipped scenario, the two turns of activations (the plan files) last', () => {
    const examples = shippedExamples(ROOT);
    const order = warmUpTexts(examples).map((t) => t.file);
    expect([...order].sort()).toEqual(examples.map((e) => e.file).sort());
    // The two files written as `activations:` (docs/plan.md) close the list; the rest keep the examples' order.
    expect(order.slice(-2)).toEqual(['plan-cage-break.yaml', 'plan-defensive-turn.yaml']);
    expect(order.slice(0, -2)).toEqual(examples.map((e) => e.file).filter((f) => !f.startsWith('plan-')));
  });

  it('evaluates the texts one per task, counts those that read, and then says so', () => {
    const tasks: (() => void)[] = [];
    let warmed: WarmedUp | undefined;
    const texts = [
      { file: 'a.yaml', text: 'name: a\nplayer: { ag: 3+ }\nsteps: [dodge]\n' },
      { file: 'typo.yaml', text: 'name: t\nplayer: { ag: 3+ }\nsteps: [dodgy]\n' },
      { file: 'b.yaml', text: 'name: b\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, rush]\n' },
    ];
    warmUp({ kind: 'warm', texts }, (w) => { warmed = w; }, (next) => tasks.push(next), 1);
    // Nothing runs until the first task: the worker answers a question waiting before it.
    expect(tasks.length).toBe(1);
    let ran = 0;
    while (tasks.length > 0) {
      tasks.shift()?.();
      ran += 1;
    }
    // One task to start, one per text: 1 + 3; the typo reads as nothing to warm, so two of three count.
    expect(ran).toBe(4);
    expect(warmed?.count).toBe(2);
    expect(warmed?.ms).toBeGreaterThanOrEqual(0);
  });

  it('goes over the texts WARM_UP_ROUNDS times, one text per task, counting each text once', () => {
    const tasks: (() => void)[] = [];
    let warmed: WarmedUp | undefined;
    const texts = [
      { file: 'a.yaml', text: 'name: a\nplayer: { ag: 3+ }\nsteps: [dodge]\n' },
      { file: 'typo.yaml', text: 'name: t\nplayer: { ag: 3+ }\nsteps: [dodgy]\n' },
    ];
    warmUp({ kind: 'warm', texts }, (w) => { warmed = w; }, (next) => tasks.push(next));
    let ran = 0;
    while (tasks.length > 0) {
      tasks.shift()?.();
      ran += 1;
      if (ran <= WARM_UP_ROUNDS * texts.length) expect(warmed).toBeUndefined();
    }
    // One task to start, then each of the 2 texts once per round; the typo never counts, the dodge once.
    expect(WARM_UP_ROUNDS).toBeGreaterThan(1);
    expect(ran).toBe(1 + WARM_UP_ROUNDS * 2);
    expect(warmed).toMatchObject({ count: 1, rounds: WARM_UP_ROUNDS });
  });
});
