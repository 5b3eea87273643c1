/**
 * `compare:` and `sweep:` on a turn written as `activations:`: every pair gets its own plan (the JSON's `plan` of
 * each result) and the comparison table lists them side by side. The two-activation turn of
 * test/plan/analyse.test.ts (a must, b optional, each dodging 4+, each worth 1, a turnover −2), worked by hand:
 *  plain, 0 re-rolls: a alone 1/2 − 2·1/2 = −1/2; b after a would add 1/2 − 2·1/2 < 0, so the plan stops: −1/2;
 *                     written a → b: −1/2 + (1/2)(−1/2) = −3/4.
 *  plain, 1 re-roll:  3/8 adaptive, 1/4 every fixed order (analyse.test.ts).
 *  b has Dodge, 0 re-rolls: b passes 3/4 (its Dodge re-roll), worth 3/4 − 2·1/4 = 1/4; a (must) then 1/2 − 1 = −1/2.
 *                     b first: 1/4 + (3/4)(−1/2) = −1/8; a first (written): −1/2 + (1/2)(1/4) = −3/8.
 *  b has Dodge, 1 re-roll: a first 3/4 − 1/2 + (3/4)(1/4) = 7/16, b first 1/4 + (3/4)(3/4 − 1/2) = 7/16: level, and
 *                     b first spends fewer team re-rolls ((3/4)(1/2) = 3/8 against 1/2), so the plan opens with b.
 */
import { describe, expect, it } from 'vitest';
import { formatComparison } from '../../src/compare/table.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { expandVariants } from '../../src/scenario/variants.js';
import { ADAPT_TURN } from '../plan/turns.js';

const TEXT = `${ADAPT_TURN}compare:
  plain: {}
  b has Dodge: { players.b.skills: [Dodge] }
sweep:
  rerolls: [0, 1]
`;

const variants = expandVariants(parseScenarioText('t.yaml', TEXT));
const result = evaluateVariants(variants);

describe('a turn compared and swept', () => {
  it('solves each pair\'s plan: adaptive, written and best fixed exactly, and the first activation', () => {
    expect(result.results.map((r) => [r.variant, r.params.rerolls, r.plan?.fractions.adaptive, r.plan?.written.fractions.value, r.plan?.bestFixed?.fractions.value, r.plan?.first])).toEqual([
      ['plain', 0, '-1/2', '-3/4', '-1/2', 'a'],
      ['plain', 1, '3/8', '1/4', '1/4', 'a'],
      ['b has Dodge', 0, '-1/8', '-3/8', '-1/8', 'b'],
      ['b has Dodge', 1, '7/16', '7/16', '7/16', 'b'],
    ]);
  });

  it('lists the plans under the comparison table, a row per pair', () => {
    const table = formatComparison(result, variants[0].scenario.goal);
    expect(table).toMatch(/plan +best adaptive +written +best fixed +first/);
    expect(table).toMatch(/plain · team re-rolls = 0 +-0\.5000 +-0\.7500 +-0\.5000 +a\n/);
    expect(table).toMatch(/plain · team re-rolls = 1 +0\.3750 +0\.2500 +0\.2500 +a\n/);
    expect(table).toMatch(/b has Dodge · team re-rolls = 0 +-0\.1250 +-0\.3750 +-0\.1250 +b\n/);
    expect(table).toMatch(/b has Dodge · team re-rolls = 1 +0\.4375 +0\.4375 +0\.4375 +b$/);
  });
});
