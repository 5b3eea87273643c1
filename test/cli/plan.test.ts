/**
 * `nuffle plan FILE`, as a coach runs it: the two-activation turn of `test/plan/analyse.test.ts` (worked by hand
 * there: adaptive 3/8, every fixed order 1/4; a first, then b only while the re-roll is left), its JSON, and the
 * message for a file written as `steps:` only.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nuffle } from '../helpers.js';
import { ADAPT_TURN } from '../plan/turns.js';

const DIR = mkdtempSync(join(tmpdir(), 'nuffle-plan-'));
const write = (name: string, text: string) => {
  const file = join(DIR, name);
  writeFileSync(file, text);
  return file;
};

const TURN = write('adapt.yaml', ADAPT_TURN);

describe('nuffle plan', () => {
  it('prints the adaptive plan beside the written and the best fixed order, and the first activation', () => {
    const run = nuffle('plan', TURN);
    expect(run.code).toBe(0);
    // Each value beside its exact fraction (3/8 and 1/4, worked out in test/plan/analyse.test.ts).
    expect(run.stdout).toMatch(/best adaptive plan +0\.3750 +3\/8 +first: a\b/);
    expect(run.stdout).toMatch(/written order +0\.2500 +1\/4 +a → b/);
    expect(run.stdout).toMatch(/best fixed order +0\.2500 +1\/4 .*\(of 3\)/);
    // a completed 3/4; b reached 1/2, completed (1/2)(3/4) = 3/8.
    expect(run.stdout).toMatch(/\ba +100\.00% +1 +75\.00% +3\/4\n/);
    expect(run.stdout).toMatch(/\bb +50\.00% +1\/2 +37\.50% +3\/8\n/);
    // After a, b only while the team re-roll is left (reached 1/2 of the time with it, 1/4 + 1/4 without).
    expect(run.stdout).toMatch(/after a, 1 team re-roll\(s\) left → b \(reached 50\.00% = 1\/2\)/);
    expect(run.stdout).toMatch(/after a, 0 team re-roll\(s\) left → end the turn \(reached 25\.00% = 1\/4\)/);
  });

  it('gives the same plan as JSON', () => {
    const run = nuffle('plan', TURN, '--json');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as {
      name: string;
      plan: { adaptive: number; fractions: { adaptive: string }; first: string; written: { value: number; fractions: { value: string } } };
    };
    expect(json.name).toBe('adapt');
    expect(json.plan.adaptive).toBeCloseTo(3 / 8, 12);
    expect(json.plan.written.value).toBeCloseTo(1 / 4, 12);
    expect(json.plan.first).toBe('a');
    expect([json.plan.fractions.adaptive, json.plan.written.fractions.value]).toEqual(['3/8', '1/4']);
  });

  it('says under a sampled turn that the plan is solved by the exact method only', () => {
    const run = nuffle('eval', TURN, '--method', 'montecarlo', '--samples', '2000', '--seed', '1');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('plan: the orders are solved by the exact method only');
    expect(run.stdout).not.toContain('best adaptive plan');
  });

  it('says a file written as steps: only has no turn to order, exit 2', () => {
    const run = nuffle('plan', write('line.yaml', 'name: line\nplayer: { ag: 3+ }\nsteps: [dodge]\n'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('nuffle plan orders a turn written as activations:');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
