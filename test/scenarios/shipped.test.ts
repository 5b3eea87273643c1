/**
 * Every scenario shipped in `scenarios/` loads and evaluates through the library, and where a file carries a
 * `# hand check: … = a/b` comment, the exact success fraction is the one worked out by hand in that comment
 * (the arithmetic is in the file, next to the rules it uses). Files without a hand check must still evaluate,
 * with every probability in [0, 1].
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../src/run/exact.js';
import { isProbability, type MetricName } from '../../src/model/metrics.js';
import type { ScenarioResult } from '../../src/results/types.js';
import { loadScenario } from '../../src/scenario/load.js';
import type { Scenario } from '../../src/scenario/types.js';
import { SCENARIOS_DIR, SHIPPED_FILES } from './files.js';

const DIR = SCENARIOS_DIR;
const FILES = SHIPPED_FILES;

/** The foundation's scenarios: each must keep its hand check, so that its odds stay pinned. */
const FOUNDATION = [
  'bb2016-dodge-pickup.yaml',
  'bone-head-test.yaml',
  'dodge-rush-pickup.yaml',
  'loner-ogre-rush.yaml',
  'pass-and-catch.yaml',
  'pro-versus-team-reroll.yaml',
  'two-dodges-and-a-rush.yaml',
];

interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** The hand-check line of a scenario's text, if it has one (the last, should there be several). */
function handCheckLine(text: string): string | undefined {
  return text.split(/\r?\n/).filter((line) => /^\s*#\s*hand check:/i.test(line)).pop();
}

/** The last `= a/b` (or `= n`) on a line. */
function lastFraction(line: string): Fraction | undefined {
  const matches = [...line.matchAll(/=\s*(\d+)(?:\s*\/\s*(\d+))?/g)];
  const last = matches.pop();
  if (!last) return undefined;
  return { num: BigInt(last[1]), den: BigInt(last[2] ?? '1') };
}

/** "55/81", "0" or "1" as printed in `fractions`. */
function parseFraction(text: string): Fraction {
  const [num, den = '1'] = text.split('/');
  return { num: BigInt(num), den: BigInt(den) };
}

function sameValue(a: Fraction, b: Fraction): boolean {
  return a.num * b.den === b.num * a.den;
}

const loaded = new Map<string, { scenario: Scenario; result: ScenarioResult }>();

/** Loads and evaluates a shipped file once, however many tests read it. */
function evaluated(file: string): { scenario: Scenario; result: ScenarioResult } {
  let entry = loaded.get(file);
  if (!entry) {
    const scenario = loadScenario(join(DIR, file));
    entry = { scenario, result: evaluateScenario(scenario) };
    loaded.set(file, entry);
  }
  return entry;
}

describe('the hand-check parser', () => {
  it('takes the last fraction of the line', () => {
    const line = '# hand check: success = 3/4 * 25/27 * 3/4 = 225/432 = 25/48';
    expect(lastFraction(line)).toEqual({ num: 25n, den: 48n });
  });

  it('finds the hand-check line among comments', () => {
    const text = 'name: x\n# working: 1/2\n#  hand check: = 1/2\n';
    expect(handCheckLine(text)).toBe('#  hand check: = 1/2');
    expect(handCheckLine('name: x\n')).toBeUndefined();
  });
});

describe('shipped scenarios', () => {
  it('include the foundation scenarios', () => {
    expect(FILES).toEqual(expect.arrayContaining(FOUNDATION));
  });

  for (const file of FILES) {
    const text = readFileSync(join(DIR, file), 'utf8');
    const check = handCheckLine(text);

    describe(file, () => {
      it('evaluates, every probability in [0, 1]', () => {
        const { scenario, result } = evaluated(file);
        expect(result.results.length).toBeGreaterThan(0);
        const maxRerolls = scenario.rerolls + (scenario.leader ? 1 : 0);
        for (const variant of result.results) {
          for (const [name, value] of Object.entries(variant.metrics)) {
            // Expected counts: team re-rolls spent, or opponents (knocked down, removed, casualties).
            const high = isProbability(name as MetricName) ? 1 : name === 'rerollsUsed' ? maxRerolls : scenario.opponents.length;
            expect(value, `${variant.variant}: ${name}`).toBeGreaterThanOrEqual(0);
            expect(value, `${variant.variant}: ${name}`).toBeLessThanOrEqual(high);
          }
          for (const p of variant.byRerolls) {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(1);
          }
        }
      });

      if (FOUNDATION.includes(file)) {
        it('keeps its hand check', () => {
          expect(check, 'a "# hand check: … = a/b" line').toBeDefined();
        });
      }

      if (check !== undefined) {
        it(`succeeds exactly as worked by hand (${check.replace(/^\s*#\s*/, '')})`, () => {
          const expected = lastFraction(check);
          expect(expected, 'a fraction "= a/b" on the hand-check line').toBeDefined();
          const base = evaluated(file).result.results[0];
          const actual = base.fractions.success;
          expect(actual, 'an exact success fraction').toBeDefined();
          expect(sameValue(parseFraction(actual), expected!), `tool ${actual} vs hand ${check}`).toBe(true);
        });
      }
    });
  }
});
