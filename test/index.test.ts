/** The library entry point exposes the pipeline end to end. */
import { describe, expect, it } from 'vitest';
import * as nuffle from '../src/index.js';

describe('library entry', () => {
  it('reads, evaluates and prints a scenario through the public API only', () => {
    const scenario = nuffle.scenarioFromText('name: api\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge, rush]\n');
    const result = nuffle.evaluateScenario(scenario);
    expect(result.results[0].fractions.success).toBe('55/81'); // rules README sanity number
    expect(JSON.parse(nuffle.toJson([result])).method).toBe('exact');
    expect(nuffle.METRICS).toContain('success');
  });

  it('raises a UserError for bad input', () => {
    expect(() => nuffle.scenarioFromText('name: x\nplayer: { ag: 3+ }\nsteps: [dodgy]\n')).toThrow(nuffle.UserError);
  });
});
