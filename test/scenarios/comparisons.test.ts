/**
 * The shipped comparison files (`compare:` / `sweep:`), every variant evaluated, pinned at a grid point each to
 * odds worked out by hand here (2D6 sums out of 36: 7+ = 21, 8+ = 15, 9+ = 10, 10+ = 6).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluateVariants } from '../../src/run/exact.js';
import type { ScenarioResult } from '../../src/results/types.js';
import { loadVariants } from '../../src/scenario/variants.js';

function evaluated(name: string): ScenarioResult {
  return evaluateVariants(loadVariants(fileURLToPath(new URL(`../../scenarios/${name}`, import.meta.url))));
}

/** The exact fraction of a metric for a variant at a grid point. */
function fraction(result: ScenarioResult, variant: string, params: Record<string, unknown>, metric: string): string | undefined {
  const entry = result.results.find((r) => r.variant === variant && JSON.stringify(r.params) === JSON.stringify(params));
  return entry?.fractions[metric];
}

describe('shipped comparisons', () => {
  it('Claws or Mighty Blow: casualties against AV 9+', () => {
    const result = evaluated('claws-or-mighty-blow.yaml');
    expect(result.results.length).toBe(15);
    const at9 = { 'opponent.av': '9+' };
    // Claws breaks on 8+ (15/36), casualty on 10+ (6/36): 90/1296 = 5/72.
    expect(fraction(result, 'Claws', at9, 'cas')).toBe('5/72');
    // Mighty Blow: natural 9+ (10/36) then injury 9+ with the +1 (10/36), or natural 8 (5/36) with the +1 on
    // armour and injury 10+ (6/36): 130/1296 = 65/648.
    expect(fraction(result, 'Mighty Blow', at9, 'cas')).toBe('65/648');
    // Both: Claws breaks on 8+ (15/36), the +1 goes to injury, 9+ (10/36): 150/1296 = 25/216.
    expect(fraction(result, 'Both', at9, 'cas')).toBe('25/216');
  });

  it('Pro or one more team re-roll: the line with one opponent marking the ball', () => {
    const result = evaluated('pro-or-team-reroll-line.yaml');
    const at = { 'steps.2.pickup.marked': 1 };
    // Dodge 4+ with the Dodge re-roll 3/4; rush 2+ 5/6; pick-up 4+ 1/2.
    expect(fraction(result, 'Neither', at, 'success')).toBe('5/16'); // 3/4 * 5/6 * 1/2 = 15/48
    // The team re-roll saves the first of rush and pick-up to fail: 3/4 * (5/6 * 3/4 + 1/6 * 5/6 * 1/2) = 25/48.
    expect(fraction(result, 'Team re-roll', at, 'success')).toBe('25/48');
    // Pro (a 3+ to re-roll) likewise, 2/3 of the time: 3/4 * (5/6 * (1/2 + 1/2 * 2/3 * 1/2) + 1/6 * 2/3 * 5/6 * 1/2)
    //   = 3/4 * (10/18 + 10/216) = 3/4 * 130/216 = 65/144.
    expect(fraction(result, 'Pro', at, 'success')).toBe('65/144');
  });

  it('a blitzer: Block or Dodge with no team re-roll', () => {
    const result = evaluated('blitzer-block-wrestle-dodge.yaml');
    const at = { rerolls: 0 };
    // Two dice, attacker's choice; the target goes down on POW, Stumble (no Dodge) and Both Down (no Block):
    // 3 faces of 6, so 1 - (1/2)^2 = 3/4 with two dice. Dodge 4+ (marked 1): 1/2 alone, 3/4 with the skill.
    expect(fraction(result, 'Block', at, 'knockdown')).toBe('3/8'); // 1/2 * 3/4
    expect(fraction(result, 'Dodge', at, 'knockdown')).toBe('9/16'); // 3/4 * 3/4
  });

  it('two blitz lines with no team re-roll', () => {
    const result = evaluated('two-blitz-lines.yaml');
    const at = { rerolls: 0 };
    // With Block, POW, Stumble and Both Down knock the target down: 1/2 a die.
    expect(fraction(result, 'Dodge out (2 dice)', at, 'knockdown')).toBe('3/8'); // dodge 4+ 1/2 * (1 - 1/4)
    expect(fraction(result, 'Go around (1 die)', at, 'knockdown')).toBe('25/72'); // 5/6 * 5/6 * 1/2
  });

  it('a foul with no assist against AV 9+', () => {
    const result = evaluated('foul-with-assists.yaml');
    expect(result.results.length).toBe(27);
    const at = { 'steps.0.foul.assists': 0, 'opponent.av': '9+' };
    // Armour 9+ (10/36), then KO or casualty on injury 8+ (15/36): 150/1296 = 25/216.
    expect(fraction(result, 'No skill', at, 'removed')).toBe('25/216');
    // Dirty Player (+1) on whichever roll needs it: natural 9+ (10/36) and injury 7+ (21/36), or natural 8
    // (5/36) with the +1 on armour and injury 8+ (15/36): (210 + 75)/1296 = 95/432.
    expect(fraction(result, 'Dirty Player', at, 'removed')).toBe('95/432');
    // Two assists: armour 7+ (21/36), injury 8+ (15/36): 315/1296 = 35/144.
    expect(fraction(result, 'No skill', { 'steps.0.foul.assists': 2, 'opponent.av': '9+' }, 'removed')).toBe('35/144');
  });
});
