/** `nuffle eval FILE...`: evaluate and print a table or JSON. */
import { evaluateVariants } from '../evaluate/run.js';
import { formatComparison } from '../results/compare-table.js';
import { toJson } from '../results/json.js';
import { formatTable } from '../results/table.js';
import { expandScenarioPaths } from '../scenario/load.js';
import { loadVariants } from '../scenario/variants.js';

export interface EvalOptions {
  readonly json?: boolean;
}

export function evalCommand(paths: readonly string[], options: EvalOptions): void {
  // Load every file first, so a bad one is reported before any output.
  const files = expandScenarioPaths(paths).map((file) => loadVariants(file));
  const results = files.map((variants) => evaluateVariants(variants));
  if (options.json) {
    process.stdout.write(`${toJson(results)}\n`);
    return;
  }
  const tables = results.map((r, i) => {
    const base = files[i][0].scenario;
    return r.results.length === 1 ? formatTable(base, r) : formatComparison(r, base.goal);
  });
  process.stdout.write(`${tables.join('\n\n')}\n`);
}
