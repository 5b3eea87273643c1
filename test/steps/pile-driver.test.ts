/**
 * Pile Driver, by hand (seed 001 Pile Driver and its Q&A; bb2020.md "Block", "Armour and injury", "Foul"). One die,
 * ST 3 against ST 3, AV 9+, goal cas: POW and Stumble (2/6) knock the target down with the attacker Standing; Both
 * Down (1/6) knocks both down (no Pile Driver from the ground). The block's harm: armour 9+ breaks 10/36, a casualty
 * 6/36 of those (5/108); the target stays on the pitch when the armour holds (26/36) or it is stunned (10/36 · 21/36):
 * 1146/1296. Then the free foul: armour 9+ (10/36), a casualty 6/36: 5/108.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line } from '../helpers.js';

const block = (skills: string, extra = '') =>
  evaluate(line({ player: `{ st: 3, skills: [${skills}] }`, steps: [`block${extra}`], extra: 'opponent: { st: 3, av: 9+ }\ngoal: cas' }));

describe('Pile Driver', () => {
  it('the free foul adds its casualty chance where the target is still on the pitch', () => {
    // 1/6 · 5/108 + 2/6 · (5/108 + 1146/1296 · 5/108) = 2575/69984.
    expect(block('Pile Driver').fractions.cas).toBe('2575/69984');
    expect(block('').fractions.cas).toBe('5/216'); // without it: 1/6 · 5/108 + 2/6 · 5/108
  });
  it('used, the attacker is placed prone unless a natural double sends it off', () => {
    const result = block('Pile Driver');
    // The foul comes with P = 2/6 · 1146/1296 = 191/648. Sent off on an armour double (6/36) or, the armour broken
    // on a non-double (9: 4, 10: 2, 11: 2 of 36 = 8/36), an injury double (6/36): 6/36 + 8/36 · 6/36 = 11/54.
    expect(result.fractions.sentOff).toBe('2101/34992'); // 191/648 · 11/54
    // Placed prone when not sent off (43/54), plus Both Down and Player Down (1/6 each) knocking the attacker down.
    expect(result.fractions.playerDown).toBe('19877/34992'); // 191/648 · 43/54 + 1/3
  });
  it('its send-off may be argued as a foul’s: sent off 2101/34992 · 5/6, the coach ejected 2101/34992 · 1/6', () => {
    // The casualty chance does not move (the argue comes after the foul's own dice); the send-off, argued, stands
    // on 1-5 (a 1 ejects the coach): 2101/34992 · 5/6 = 10505/209952; ejected 2101/209952.
    const result = block('Pile Driver', ': { pileDriver: { argueTheCall: true } }');
    expect(result.fractions.cas).toBe('2575/69984');
    expect(result.fractions.sentOff).toBe('10505/209952');
    expect(result.fractions.coachEjected).toBe('2101/209952');
  });
  it('needs the skill for its assists', () => {
    expect(errorOf(line({ player: '{ st: 3 }', steps: ['block: { pileDriver: { assists: 1 } }'], extra: 'opponent: { st: 3 }' }))).toMatch(/needs the 'Pile Driver' skill/);
  });
});
