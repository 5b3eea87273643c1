/** Shared test helpers: evaluate a scenario written inline, read metrics and exact fractions. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { evaluateScenario } from '../src/run/exact.js';
import { UserError } from '../src/log/errors.js';
import { scenarioFromText } from '../src/scenario/load.js';
import { parseScenarioText } from '../src/scenario/parse.js';
import { expandVariants } from '../src/scenario/variants.js';
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

/** The message of the UserError that reading `text` (as bad.yaml) raises; fails the test when none is raised. */
export function errorOf(text: string): string {
  try {
    scenarioFromText(text, 'bad.yaml');
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as UserError).message;
  }
  throw new Error('expected a UserError');
}

/** Every variant of YAML text (`compare:` and `sweep:` expanded), as `loadVariants` gives them for a file. */
export function expandText(text: string) {
  return expandVariants(parseScenarioText('s.yaml', text));
}

/** The user error expanding the variants of `text` raises; fails the test when it raises none. */
export function variantErrorOf(text: string): UserError {
  try {
    expandText(text);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected a user error');
}

/** The compiled CLI, as a user runs it. */
export const CLI = join(import.meta.dirname, '../dist/src/cli/main.js');

/** Runs the compiled CLI in a child process: its exit code, stdout and stderr. */
export function nuffle(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
