/**
 * After the injury roll: Regeneration and the apothecary, by hand. Sources: seed 001 Regeneration (4+, the
 * player goes to the reserves); bb2020.md "Armour and injury" (apothecary: KO'd becomes Stunned; on a casualty
 * roll again and choose; a chosen Badly Hurt goes to the reserves); bb2016 (a KO'd player goes to the reserves,
 * see src/rules/bb2016.ts). Against 9+ with no skills: armour 10/36, then injury 2–7 Stunned 21/36, 8–9 KO'd
 * 9/36, 10+ casualty 6/36 (cas 5/108); D16 Badly Hurt 6/16; D68 Badly Hurt 24/48.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../helpers.js';
import { allFractions, evaluateLine } from './helpers.js';

describe('Regeneration', () => {
  it('halves the casualties and sends the rest to the reserves: 5/216 each', () => {
    const result = allFractions({ opponent: '{ skills: [Regeneration] }', steps: ['knockdown'] });
    expect([result.cas, result.reserves, result.removed]).toEqual(['5/216', '5/216', '25/216']);
  });
});

describe('apothecary', () => {
  it('bb2020: a KO becomes Stunned; a casualty is rolled again and the better kept, Badly Hurt to the reserves', () => {
    const result = allFractions({ opponent: '{ apothecary: true }', steps: ['knockdown'] });
    // No KO stays: stunned 10/36 · 30/36 = 25/108.
    expect([result.ko, result.stunned]).toEqual(['0', '25/108']);
    // A casualty stays one when both rolls are worse than Badly Hurt: (10/16)^2 = 25/64 → 5/108 · 25/64.
    expect(result.cas).toBe('125/6912');
    // The rest of the casualties go to the reserves: 5/108 · 39/64 = 195/6912 = 65/2304.
    expect(result.reserves).toBe('65/2304');
  });
  it('bb2016: a KO goes to the reserves; casualties as in bb2020 with the D68', () => {
    const result = allFractions({ edition: 'bb2016', player: '{ ag: 3 }', opponent: '{ av: 8, apothecary: true }', steps: ['knockdown'] });
    // KO 10/36 · 9/36 = 5/72 to the reserves; casualty 5/108: kept when both D68 rolls beat Badly Hurt (1/4).
    expect(result.ko).toBe('0');
    expect(result.cas).toBe('5/432');
    // 5/72 + 5/108 · 3/4 = 10/144 + 5/144 = 15/144.
    expect(result.reserves).toBe('5/48');
  });
  it('is used once per line: the second knock-down gets none', () => {
    // Two opponents of one team, each knocked down; the worse of the two counts. The first KO or casualty takes
    // the apothecary, which the opposing coach spends where it helps them most.
    const one = allFractions({ opponents: '{ a: { apothecary: true }, b: { apothecary: true } }', steps: ['knockdown: { target: a }', 'knockdown: { target: b }'] });
    const none = allFractions({ opponents: '{ a: { }, b: { } }', steps: ['knockdown: { target: a }', 'knockdown: { target: b }'] });
    // Without it: either removed, 1 − (1 − 25/216)^2 = 1 − (191/216)^2 = (46656 − 36481)/46656.
    expect(none.removed).toBe('10175/46656');
    expect(Number(one.removed.split('/')[0]) / Number(one.removed.split('/')[1])).toBeLessThan(9975 / 46656);
  });
});

describe('the casualty breakdown (JSON `casualties`)', () => {
  it('against 9+: casualty 5/108 split by the D16 (6, 3, 3, 2, 2 of 16)', () => {
    const { casualties } = evaluateLine({ steps: ['knockdown'] });
    // 5/108 · 6/16 = 5/288; · 3/16 = 5/576; · 2/16 = 5/864.
    expect(casualties?.fractions).toEqual({
      badlyHurt: '5/288', seriouslyHurt: '5/576', seriousInjury: '5/576', lastingInjury: '5/864', dead: '5/864',
    });
  });
  it('is absent from a scenario with no opponent', () => {
    expect(evaluate('name: x\nplayer: { ag: 3+ }\nsteps: [dodge]\n').casualties).toBeUndefined();
  });
});
