/** A run explores each variant's graph once: choosing the method, evaluating and drawing the trees share it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateFiles } from '../../src/cli/evaluate-files.js';
import { monteCarloSetup } from '../../src/cli/montecarlo-options.js';
import { explorations } from '../../src/evaluate/graph.js';
import { buildReport } from '../../src/report/build.js';
import { loadVariants } from '../../src/scenario/variants.js';

const FILE = join(import.meta.dirname, '..', '..', 'scenarios', 'two-blitz-lines.yaml');

describe('exploring once', () => {
  it('explores each variant once for the method, the numbers and the report’s trees', async () => {
    const variants = loadVariants(FILE);
    expect(variants.length).toBe(4); // two lines × rerolls 0, 1
    const before = explorations.count;
    const [result] = await evaluateFiles([variants], { method: 'auto', setup: monteCarloSetup({ seed: 1 }), progress: false });
    expect(result.method).toBe('exact');
    const html = buildReport([{ file: FILE, text: readFileSync(FILE, 'utf8'), variants, result }]);
    expect(html).toContain('<svg');
    expect(explorations.count - before).toBe(variants.length);
  });
});
