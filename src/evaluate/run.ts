/** Evaluates a scenario, or every variant of a file, into its result (exact method). */
import { evaluateVariant } from '../results/build.js';
import type { ScenarioResult } from '../results/types.js';
import type { Scenario } from '../scenario/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';

/** How to evaluate (the method and its settings grow here). */
export interface RunOptions {}

export function evaluateScenario(scenario: Scenario, options: RunOptions = {}): ScenarioResult {
  return evaluateVariants([{ variant: 'base', params: {}, scenario }], options);
}

/** Every (variant, grid point) of one file: one entry of `results` each, in the file's order. */
export function evaluateVariants(variants: readonly ScenarioVariant[], options: RunOptions = {}): ScenarioResult {
  void options;
  const { scenario } = variants[0];
  const results = variants.map((v) => evaluateVariant(v.scenario, v.variant, { ...v.params }));
  return { name: scenario.name, edition: scenario.edition, method: 'exact', results };
}
