import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/steps/compile.js';
import { GreedyPolicy } from '../../src/montecarlo/greedy.js';
import { LazyGraph } from '../../src/montecarlo/lazy.js';
import { StreamCursor } from '../../src/montecarlo/plan.js';
import { runChunk } from '../../src/montecarlo/source.js';
import { mergeTally, emptyTally } from '../../src/montecarlo/tally.js';
import { loadScenario } from '../../src/scenario/load.js';

const scenario = loadScenario(join(import.meta.dirname, '..', '..', 'scenarios', 'pro-versus-team-reroll.yaml'));

function run(budget: number, chunks: number) {
  const model = compile(scenario);
  const graph = new LazyGraph(model, new GreedyPolicy(model), budget);
  const cursor = new StreamCursor(77);
  const tally = emptyTally(scenario.steps.length, model.context.width);
  let largest = 0;
  for (let c = 0; c < chunks; c++) {
    mergeTally(tally, runChunk(graph, scenario.steps.length, cursor.next(), 5000));
    largest = Math.max(largest, graph.states);
  }
  return { tally, largest, states: graph.states };
}

describe('the lazy graph', () => {
  it('builds only what the trials reach, and at most the whole graph', () => {
    const { states } = run(1_000_000, 4);
    expect(states).toBeGreaterThan(1);
    expect(states).toBeLessThan(200);
  });

  it('starts afresh past its budget and still draws the same trials', () => {
    const big = run(1_000_000, 4);
    const tiny = run(3, 4);
    expect(tiny.tally).toEqual(big.tally);
    // After each chunk a graph over budget starts again from the root alone.
    expect(tiny.states).toBe(1);
  });
});
