/** `nuffle eval FILE...`: evaluate and print a table or JSON. */
import { evaluateScenario } from '../evaluate/run.js';
import { toJson } from '../results/json.js';
import { formatTable } from '../results/table.js';
import { expandScenarioPaths, loadScenario } from '../scenario/load.js';

export interface EvalOptions {
  readonly json?: boolean;
}

export function evalCommand(paths: readonly string[], options: EvalOptions): void {
  // Load every file first, so a bad one is reported before any output.
  const scenarios = expandScenarioPaths(paths).map((file) => loadScenario(file));
  const results = scenarios.map((scenario) => evaluateScenario(scenario));
  if (options.json) {
    process.stdout.write(`${toJson(results)}\n`);
    return;
  }
  process.stdout.write(`${results.map((r, i) => formatTable(scenarios[i], r)).join('\n\n')}\n`);
}
