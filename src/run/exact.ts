/**
 * Exact evaluation of a scenario, or of every variant of a file, into its result. Each variant's graph is the
 * one the run already explored to choose the method (`evaluate/solved.ts` keeps it per scenario), and its
 * solution stays there for the report's tree and the Monte Carlo tables.
 */
import { solvedScenario } from '../evaluate/solved.js';
import { exactVariantResult, rerollCurveOf } from '../results/build.js';
import { editionsField, ownEdition } from '../results/editions.js';
import { noEffectFields } from '../results/no-effect.js';
import type { ScenarioResult } from '../results/types.js';
import type { Scenario } from '../scenario/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';

/** One scenario, exactly. */
export function evaluateScenario(scenario: Scenario): ScenarioResult {
  return evaluateVariants([{ variant: 'base', params: {}, scenario }]);
}

/** How `evaluateVariants` reports: `plan: false` leaves a turn's plan out (`exactVariantResult`). */
export interface ExactOptions {
  readonly plan?: boolean;
}

/** Every (variant, grid point) of one file: one entry of `results` each, in the file's order. */
export function evaluateVariants(variants: readonly ScenarioVariant[], reason?: string, options: ExactOptions = {}): ScenarioResult {
  const { scenario } = variants[0];
  const results = variants.map((v) => ({
    ...exactVariantResult(v.scenario, solvedScenario(v.scenario), v.variant, { ...v.params }, options.plan ?? true),
    ...ownEdition(v.scenario.edition, scenario.edition),
  }));
  return {
    name: scenario.name, edition: scenario.edition, ...editionsField(variants.map((v) => v.scenario)), method: 'exact', ...(reason === undefined ? {} : { reason }),
    results, rerollCurve: rerollCurveOf(scenario), ...noEffectFields(scenario),
  };
}
