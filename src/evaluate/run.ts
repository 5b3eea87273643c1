/** Evaluates a scenario, or every variant of a file, into its result by the exact method. */
import { evaluateVariant } from '../results/build.js';
import type { ScenarioResult } from '../results/types.js';
import type { Scenario } from '../scenario/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';

export function evaluateScenario(scenario: Scenario): ScenarioResult {
  return evaluateVariants([{ variant: 'base', params: {}, scenario }]);
}

/** Every (variant, grid point) of one file: one entry of `results` each, in the file's order. */
export function evaluateVariants(variants: readonly ScenarioVariant[]): ScenarioResult {
  const { scenario } = variants[0];
  const results = variants.map((v) => evaluateVariant(v.scenario, v.variant, { ...v.params }));
  return { name: scenario.name, edition: scenario.edition, method: 'exact', results };
}
