/**
 * A run explores each variant's graph once: choosing the method, evaluating, drawing the trees and sampling with the
 * optimal policy share it; a turn of activations whose order is chosen serves its plan with the same graph (explored
 * with the turn tracked), its fractions and its count of states those of the model without tracking.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateFiles } from '../../src/run/files.js';
import { resolveRunOptions } from '../../src/run/options.js';
import { explorations, GraphTooLarge } from '../../src/evaluate/graph.js';
import { evaluateGraph, exploreModel } from '../../src/evaluate/exact.js';
import { goalWeights } from '../../src/evaluate/goal.js';
import { exploredGraph, solvedScenario } from '../../src/evaluate/solved.js';
import { compile } from '../../src/steps/compile.js';
import { buildReport } from '../../src/report/build.js';
import { loadVariants } from '../../src/scenario/variants.js';
import { jobFor } from '../../src/run/montecarlo.js';
import { InlineExecutor } from '../../src/montecarlo/pool.js';
import { runJob } from '../../src/montecarlo/runner.js';

const FILE = join(import.meta.dirname, '..', '..', 'scenarios', 'two-blitz-lines.yaml');

describe('exploring once', () => {
  it('explores each variant once for the method, the numbers and the report’s trees', async () => {
    const variants = loadVariants(FILE);
    expect(variants.length).toBe(4); // two lines × rerolls 0, 1
    const before = explorations.count;
    const [result] = await evaluateFiles([variants], resolveRunOptions({ method: 'auto', seed: 1 }));
    expect(result.method).toBe('exact');
    const html = buildReport([{ file: FILE, text: readFileSync(FILE, 'utf8'), variants, result }]);
    expect(html).toContain('<svg');
    expect(explorations.count - before).toBe(variants.length);
  });

  it('hands the solved tables to the Monte Carlo chunks instead of exploring again', async () => {
    const [variant] = loadVariants(FILE);
    const before = explorations.count;
    const job = jobFor(variant.scenario, 'optimal');
    const run = await runJob(job, new InlineExecutor(), { samples: 20_000, seed: 7 });
    expect(explorations.count - before).toBe(1);
    expect(job.tables).toBeDefined();
    expect(run.states).toBe(job.states);
    expect(run.tally.samples).toBe(20_000);
  });
});

const TURN = join(import.meta.dirname, '..', '..', 'scenarios', 'plan-cage-break.yaml');

describe('a turn explored once for its result and its plan', () => {
  it('explores it once for the method, the numbers, the plan and the report', async () => {
    const variants = loadVariants(TURN);
    const before = explorations.count;
    const [result] = await evaluateFiles([variants], resolveRunOptions({ method: 'auto', seed: 1 }));
    expect(result.method).toBe('exact');
    expect(result.results[0].plan).toBeDefined();
    const html = buildReport([{ file: TURN, text: readFileSync(TURN, 'utf8'), variants, result }]);
    expect(html).toContain('<svg');
    // Per variant: its graph (the plan's too) and the models of the written order and of the best fixed order, each
    // solved apart for its exact fraction (docs/plan.md); the plan explored no graph of its own.
    expect(explorations.count - before).toBe(variants.length * 3);
  });

  it('gives the fractions and the count of states of the model without tracking', () => {
    const [{ scenario }] = loadVariants(TURN);
    const fewer = Array.from({ length: scenario.rerolls }, (_, k) => k);
    // The reference: the model without the turn tracked, explored and solved apart.
    const plain = exploreModel(compile(scenario), { alsoWithRerolls: fewer });
    const reference = evaluateGraph(plain, goalWeights(scenario.goal));
    const solved = solvedScenario(scenario);
    // Tracked, the finished turns differ in what the plan reads: more nodes, the same states counted.
    expect(solved.graph.size).toBeGreaterThan(plain.size);
    expect(solved.graph.states).toBe(plain.size);
    expect(solved.exact.num.map((n) => n * reference.exact.den)).toEqual(reference.exact.num.map((n) => n * solved.exact.den));
    // The bound on states counts them alike: the untracked count passes, one fewer does not.
    expect(exploredGraph({ ...scenario }, plain.size).states).toBe(plain.size);
    expect(() => exploredGraph({ ...scenario }, plain.size - 1)).toThrow(GraphTooLarge);
  });
});
