/** Evaluates a scenario into its result (exact method). */
import { evaluateVariant } from '../results/build.js';
import type { ScenarioResult } from '../results/types.js';
import type { Scenario } from '../scenario/types.js';

export function evaluateScenario(scenario: Scenario): ScenarioResult {
  return { name: scenario.name, edition: scenario.edition, method: 'exact', results: [evaluateVariant(scenario)] };
}
