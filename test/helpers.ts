/** Shared test helpers: evaluate a scenario written inline, read metrics and exact fractions. */
import { evaluateScenario } from '../src/evaluate/run.js';
import { scenarioFromText } from '../src/scenario/load.js';
import type { VariantResult } from '../src/results/types.js';

/** Evaluates YAML text and returns the base variant's result. */
export function evaluate(yaml: string): VariantResult {
  return evaluateScenario(scenarioFromText(yaml, 'test.yaml')).results[0];
}

/** The exact success fraction of a scenario, e.g. "55/81". */
export function success(yaml: string): string {
  return evaluate(yaml).fractions.success;
}

/** A one-player scenario from a player line and step lines (YAML flow or block text). */
export function line(options: { player: string; steps: string[]; rerolls?: number; edition?: string; extra?: string }): string {
  return [
    'name: test',
    `edition: ${options.edition ?? 'bb2020'}`,
    `rerolls: ${options.rerolls ?? 0}`,
    `player: ${options.player}`,
    'steps:',
    ...options.steps.map((s) => `  - ${s}`),
    options.extra ?? '',
  ].join('\n');
}
