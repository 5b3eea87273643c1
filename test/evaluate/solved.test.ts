/**
 * A run explores each variant's graph once: choosing the method, evaluating, drawing the trees and sampling with the
 * optimal policy share it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateFiles } from '../../src/run/files.js';
import { resolveRunOptions } from '../../src/run/options.js';
import { explorations } from '../../src/evaluate/graph.js';
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
