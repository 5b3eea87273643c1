import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/log/errors.js';
import { exploredGraph } from '../../src/evaluate/solved.js';
import { chooseMethod, largestModel } from '../../src/run/method.js';
import { DEFAULT_STATE_BOUND, MAX_STATE_BOUND, resolveRunOptions } from '../../src/run/options.js';
import { loadScenario } from '../../src/scenario/load.js';

const scenario = loadScenario(join(import.meta.dirname, '..', '..', 'scenarios', 'dodge-rush-pickup.yaml'));
// The graph evaluation explores: the scenario's start and the starts with fewer team re-rolls (the re-roll curve).
const size = exploredGraph(scenario).size;

describe('choosing the method', () => {
  it('measures the model against the bound', () => {
    expect(largestModel([scenario], size)).toBe(size);
    expect(largestModel([scenario], size - 1)).toBeNull();
  });

  it('auto: exact within the bound, Monte Carlo with the lookahead policy beyond it (greedy on request)', () => {
    expect(chooseMethod([scenario], { method: 'auto', maxStates: size }, 'f')).toEqual({
      method: 'exact', reason: `exact: the model has ${size} states, within the bound of ${size}`,
    });
    expect(chooseMethod([scenario], { method: 'auto', maxStates: size - 1 }, 'f')).toMatchObject({ method: 'montecarlo', policy: 'lookahead' });
    expect(chooseMethod([scenario], { method: 'auto', policy: 'greedy' }, 'f')).toMatchObject({ method: 'montecarlo', policy: 'greedy' });
  });

  it('exact when asked, but refused past the bound rather than running out of memory', () => {
    expect(chooseMethod([scenario], { method: 'exact', maxStates: size }, 'f')).toMatchObject({ method: 'exact' });
    expect(() => chooseMethod([scenario], { method: 'exact', maxStates: size - 1 }, 'f')).toThrow(/too many to solve exactly/);
  });

  it('montecarlo: the optimal policy where it is computable, else the lookahead one', () => {
    expect(chooseMethod([scenario], { method: 'montecarlo' }, 'f')).toMatchObject({ method: 'montecarlo', policy: 'optimal' });
    expect(chooseMethod([scenario], { method: 'montecarlo', maxStates: 3 }, 'f')).toMatchObject({ policy: 'lookahead' });
    expect(chooseMethod([scenario], { method: 'montecarlo', policy: 'greedy', maxStates: 3 }, 'f')).toMatchObject({ policy: 'greedy' });
    expect(() => chooseMethod([scenario], { method: 'montecarlo', policy: 'optimal', maxStates: 3 }, 'f')).toThrow(UserError);
  });

  it('exact: no fallback policy', () => {
    expect(() => chooseMethod([scenario], { method: 'exact', policy: 'greedy' }, 'f')).toThrow(UserError);
    expect(() => chooseMethod([scenario], { method: 'exact', policy: 'lookahead' }, 'f')).toThrow(/--policy lookahead is a Monte Carlo policy/);
  });
});

describe('each method has its own bound unless one is given', () => {
  it('auto and Monte Carlo solve up to 200,000 states, --method exact up to 1,000,000; --max-states wins', () => {
    expect([DEFAULT_STATE_BOUND, MAX_STATE_BOUND]).toEqual([200_000, 1_000_000]);
    expect(resolveRunOptions({ seed: 1 }).maxStates).toBe(200_000);
    expect(resolveRunOptions({ seed: 1, method: 'montecarlo' }).maxStates).toBe(200_000);
    expect(resolveRunOptions({ seed: 1, method: 'exact' }).maxStates).toBe(1_000_000);
    expect(resolveRunOptions({ seed: 1, method: 'exact', maxStates: 500 }).maxStates).toBe(500);
  });
});
