/**
 * Properties of the contact model over random players, opponents and steps (fast-check):
 * - the injury results partition the broken-armour mass, and the casualty results partition the casualties;
 * - adding Mighty Blow never lowers the chance of a casualty (when the coach plays for casualties);
 * - one more assist never lowers the chance of a knock-down (when the coach plays for knock-downs).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFractions, type ContactLine } from './helpers.js';

const value = (f: string) => {
  const [n, d] = f.split('/').map(Number);
  return d === undefined ? n : n / d;
};

const edition = fc.constantFrom('bb2020', 'bb2016');
const victimSkills = fc.subarray(['Stunty', 'Thick Skull', 'Decay', 'Regeneration', 'Block', 'Dodge', 'Wrestle']);
const attackerSkills = fc.subarray(['Block', 'Claws', 'Tackle', 'Frenzy', 'Wrestle', 'Pro']);

function line(ed: string, av: number, attacker: string[], victim: string[], apothecary: boolean, step: string, extra = ''): ContactLine {
  const old = ed === 'bb2016';
  return {
    edition: ed,
    player: `{ ag: ${old ? 3 : '3+'}, skills: [${attacker.join(', ')}] }`,
    opponent: `{ av: ${old ? av - 1 : `${av}+`}, apothecary: ${apothecary}, skills: [${victim.join(', ')}] }`,
    steps: [step],
    extra,
  };
}

describe('contact properties', () => {
  it('injury and casualty results partition their mass', () => {
    fc.assert(fc.property(
      edition, fc.integer({ min: 4, max: 12 }), attackerSkills, victimSkills, fc.boolean(),
      fc.constantFrom('knockdown', 'block', 'block: { dice: 2 }', 'foul: { assists: 1 }'),
      (ed, av, attacker, victim, apothecary, step) => {
        const m = allFractions(line(ed, av, attacker, victim, apothecary, step));
        const parts = value(m.stunned) + value(m.reserves) + value(m.ko) + value(m.cas);
        expect(parts).toBeCloseTo(value(m.armourBroken), 12);
        const cas = value(m.badlyHurt) + value(m.seriouslyHurt) + value(m.seriousInjury) + value(m.lastingInjury) + value(m.dead);
        expect(cas).toBeCloseTo(value(m.cas), 12);
        expect(value(m.removed)).toBeCloseTo(value(m.reserves) + value(m.ko) + value(m.cas), 12);
        expect(value(m.armourBroken)).toBeLessThanOrEqual(value(m.knockdown) + 1e-12);
      },
    ), { numRuns: 40 });
  });

  it('adding Mighty Blow never lowers cas', () => {
    fc.assert(fc.property(
      edition, fc.integer({ min: 4, max: 12 }), attackerSkills, victimSkills, fc.boolean(), fc.integer({ min: 1, max: 2 }),
      fc.constantFrom('knockdown', 'block', 'block: { dice: 2 }', 'block: { dice: -2 }'),
      (ed, av, attacker, victim, apothecary, bonus, step) => {
        const without = allFractions(line(ed, av, attacker, victim, apothecary, step, 'goal: cas'));
        const withBlow = allFractions(line(ed, av, [...attacker, `Mighty Blow (+${bonus})`], victim, apothecary, step, 'goal: cas'));
        expect(value(withBlow.cas)).toBeGreaterThanOrEqual(value(without.cas) - 1e-12);
      },
    ), { numRuns: 40 });
  });

  it('one more assist never lowers knockdown', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }),
      attackerSkills, victimSkills, fc.boolean(),
      (st, targetSt, assists, defensive, attacker, victim, blitz) => {
        const at = (a: number) => allFractions({
          player: `{ ag: 3+, st: ${st}, skills: [${attacker.join(', ')}] }`,
          opponent: `{ st: ${targetSt}, skills: [${victim.join(', ')}] }`,
          steps: [`block: { assists: ${a}, defensiveAssists: ${defensive}, blitz: ${blitz} }`],
        }).knockdown;
        expect(value(at(assists + 1))).toBeGreaterThanOrEqual(value(at(assists)) - 1e-12);
      },
    ), { numRuns: 60 });
  });
});
