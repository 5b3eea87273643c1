/**
 * Comparisons and the report: for each shipped file with `compare:`/`sweep:`, the time to expand and check its
 * variants and to evaluate every pair; then the time to build the whole report of `scenarios/` (charts, trees,
 * HTML) from results already evaluated, and its size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateVariants } from '../src/run/exact.js';
import { buildReport } from '../src/report/build.js';
import { expandScenarioPaths } from '../src/scenario/load.js';
import { loadVariants } from '../src/scenario/variants.js';
import { perSecond } from './exact.js';

const ROOT = join(import.meta.dirname, '..', '..');

export function benchReport(): void {
  const files = expandScenarioPaths([join(ROOT, 'scenarios')]);
  console.log('\ncomparisons (ms per file: expand and check the variants; evaluate every pair)');
  const inputs = files.map((file) => {
    const variants = loadVariants(file);
    const result = evaluateVariants(variants);
    if (variants.length > 1) {
      const expand = 1000 / perSecond(() => loadVariants(file), 200);
      // Fresh scenario objects each time: solutions are kept per scenario object (`solved.ts`), and this measures the work.
      const evaluate = 1000 / perSecond(() => evaluateVariants(variants.map((v) => ({ ...v, scenario: { ...v.scenario } }))), 300);
      console.log(`${(file.split('/').pop() as string).padEnd(44)} ${String(variants.length).padStart(4)} pairs ${expand.toFixed(2).padStart(8)} ms ${evaluate.toFixed(2).padStart(9)} ms`);
    }
    return { file, text: readFileSync(file, 'utf8'), variants, result };
  });
  const html = buildReport(inputs);
  const build = 1000 / perSecond(() => buildReport(inputs), 1000);
  console.log(`report of ${files.length} files from their results: ${build.toFixed(0)} ms, ${(html.length / 1024).toFixed(0)} KiB`);
}
