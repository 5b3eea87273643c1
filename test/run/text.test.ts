/**
 * A text evaluated exactly (the browser page's path): a turn of activations with its plan by default, as
 * `nuffle eval --json` has it, and without it when asked (`plan: false`), every other number the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateText, evaluateVariants, loadVariants } from '../../src/index.js';

const SCENARIOS = join(import.meta.dirname, '../../scenarios');

describe('evaluateText', () => {
  it('leaves a turn\'s plan out when asked, and nothing else', () => {
    const file = 'plan-defensive-turn.yaml';
    const text = readFileSync(join(SCENARIOS, file), 'utf8');
    const withPlan = evaluateText(text, file).result.results[0];
    const without = evaluateText(text, file, { plan: false }).result.results[0];
    expect(withPlan.plan).toBeDefined();
    expect(without.plan).toBeUndefined();
    const { plan, ...rest } = withPlan;
    expect(without).toEqual(rest);
    // The file read from disk, as nuffle eval reads it: the same fractions (and states, test/scenarios/states.test.ts).
    expect(without.fractions).toEqual(evaluateVariants(loadVariants(join(SCENARIOS, file))).results[0].fractions);
    expect(plan?.fixedOrders).toBeGreaterThan(1);
  });
});
