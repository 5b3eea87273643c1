/** The contact tables of each edition, read against the sheets (bb2020.md, bb2016.md "Armour and injury"). */
import { describe, expect, it } from 'vitest';
import { edition } from '../../src/rules/edition.js';

const bb2020 = edition('bb2020');
const bb2016 = edition('bb2016');
const plain = { stunty: false, thickSkull: false };

describe('armour', () => {
  it('bb2020 breaks at ≥ AV, bb2016 above AV', () => {
    expect([bb2020.armourBroken(9, 9), bb2020.armourBroken(8, 9)]).toEqual([true, false]);
    expect([bb2016.armourBroken(9, 8), bb2016.armourBroken(8, 8)]).toEqual([true, false]);
  });
  it('Claws: a natural 8 in bb2020 (modifiers do not count), 8 after modifiers in bb2016', () => {
    expect([bb2020.clawsBreaks(8, 0), bb2020.clawsBreaks(7, 1)]).toEqual([true, false]);
    expect([bb2016.clawsBreaks(7, 1), bb2016.clawsBreaks(7, 0)]).toEqual([true, false]);
  });
});

describe('injury tables', () => {
  const row = (e: typeof bb2020, victim: { stunty: boolean; thickSkull: boolean }) =>
    Array.from({ length: 11 }, (_, i) => e.injuryResult(i + 2, victim)).join(' ');
  it('no skills, both editions: 2–7 Stunned, 8–9 KO, 10+ casualty', () => {
    const expected = 'stunned stunned stunned stunned stunned stunned ko ko casualty casualty casualty';
    expect(row(bb2020, plain)).toBe(expected);
    expect(row(bb2016, plain)).toBe(expected);
  });
  it('Thick Skull: 8 is Stunned', () => {
    expect(bb2020.injuryResult(8, { stunty: false, thickSkull: true })).toBe('stunned');
    expect(bb2016.injuryResult(8, { stunty: false, thickSkull: true })).toBe('stunned');
  });
  it('Stunty: 2–6 Stunned, 7–8 KO, 9 Badly Hurt, 10+ casualty', () => {
    const expected = 'stunned stunned stunned stunned stunned ko ko badlyHurt casualty casualty casualty';
    expect(row(bb2020, { stunty: true, thickSkull: false })).toBe(expected);
    expect(row(bb2016, { stunty: true, thickSkull: false })).toBe(expected);
  });
  it('Stunty with Thick Skull: bb2020 7 is Stunned (seed 001 Thick Skull); bb2016 8 is Stunned, checked first', () => {
    expect([7, 8].map((t) => bb2020.injuryResult(t, { stunty: true, thickSkull: true }))).toEqual(['stunned', 'ko']);
    expect([7, 8].map((t) => bb2016.injuryResult(t, { stunty: true, thickSkull: true }))).toEqual(['ko', 'stunned']);
  });
});

describe('casualty tables', () => {
  it('bb2020 D16: 6 Badly Hurt, 3 Seriously Hurt, 3 Serious Injury, 2 Lasting, 2 Dead; Decay shifts one up', () => {
    expect(bb2020.casualtyTable(false)).toEqual({ total: 16, weights: { badlyHurt: 6, seriouslyHurt: 3, seriousInjury: 3, lastingInjury: 2, dead: 2 } });
    expect(bb2020.casualtyTable(true)).toEqual({ total: 16, weights: { badlyHurt: 5, seriouslyHurt: 3, seriousInjury: 3, lastingInjury: 2, dead: 3 } });
  });
  it('bb2016 D68: 24 Badly Hurt, 8 miss a game, 2 niggling, 6 characteristic, 8 Dead of 48', () => {
    expect(bb2016.casualtyTable(false)).toEqual({ total: 48, weights: { badlyHurt: 24, seriouslyHurt: 8, seriousInjury: 2, lastingInjury: 6, dead: 8 } });
  });
  it('bb2016 Decay: the worse of two rolls, P(worst ≤ k) = F(k)^2 out of 48^2', () => {
    // Cumulative 24, 32, 34, 40, 48 → squares 576, 1024, 1156, 1600, 2304.
    expect(bb2016.casualtyTable(true)).toEqual({
      total: 2304, weights: { badlyHurt: 576, seriouslyHurt: 448, seriousInjury: 132, lastingInjury: 444, dead: 704 },
    });
  });
});
