/**
 * The run hands Monte Carlo the solution it already has (`run/montecarlo.ts`): `montecarlo/` samples jobs and
 * returns tallies; it neither looks a solution up nor shapes a result.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { solvedScenario } from '../../src/evaluate/solved.js';
import { monteCarloJob } from '../../src/montecarlo/job.js';
import { jobFor } from '../../src/run/montecarlo.js';
import { scenarioFromText } from '../../src/scenario/load.js';

const MONTECARLO = join(import.meta.dirname, '..', '..', 'src', 'montecarlo');

describe('the jobs of a run', () => {
  it('carry the tables of the solved graph under the optimal policy, and none under the others', () => {
    const scenario = scenarioFromText('name: j\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge, rush]\n');
    const optimal = jobFor(scenario, 'optimal');
    expect(optimal.tables).toBeDefined();
    expect(optimal.states).toBe(solvedScenario(scenario).graph.size);
    expect(jobFor(scenario, 'greedy').tables).toBeUndefined();
    expect(jobFor(scenario, 'lookahead').tables).toBeUndefined();
    // Without a solution handed in, montecarlo/ builds none (each worker then builds its own source).
    expect(monteCarloJob(scenario, 'optimal').tables).toBeUndefined();
    expect(monteCarloJob(scenario, 'optimal').key).toBe(optimal.key);
  });

  it('leave solutions and results to the run: montecarlo/ imports neither evaluate/solved nor results/', () => {
    const reaches = readdirSync(MONTECARLO).filter((f) => f.endsWith('.ts')).flatMap((f) =>
      [...readFileSync(join(MONTECARLO, f), 'utf8').matchAll(/from '(\.\.\/(?:evaluate\/solved|results\/)[^']*)'/g)].map((m) => `${f} -> ${m[1]}`));
    expect(reaches).toEqual([]);
  });
});
