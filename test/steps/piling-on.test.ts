/**
 * bb2016's Piling On and Stakes, by hand. Piling On (LRB6; bb2016 has it, bb2020 dropped it): after a block knocks
 * the victim down, "You may re-roll the Armour roll or Injury roll for the victim. The Piling On player is Placed
 * Prone … Piling On does not cause a turnover". Stakes (seed 004): "may add 1 to the Armour roll when they make a Stab
 * attack against any player playing for a Khemri, Necromantic, Undead or Vampire team". bb2016.md: armour broken when
 * 2D6 > AV (AV 8: 9+, 10/36; +1: 8+, 15/36); injury 2–7 Stunned, 8–9 KO'd, 10+ casualty (6/36). One block die by a
 * player with Block against one without: the victim goes down on Both Down, Stumble (no Dodge) and POW, 3/6; Player
 * Down (1/6) is a turnover (bb2020.md "Block", the same in bb2016).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line } from '../helpers.js';

const block = (skills: string, goal: string) =>
  evaluate(line({ edition: 'bb2016', player: `{ st: 4, skills: [Block${skills}] }`, steps: ['block: { dice: 1 }'], extra: `opponent: { st: 3, av: 8 }\ngoal: ${goal}` })).fractions;

describe('Piling On (bb2016)', () => {
  it('re-rolls a held armour roll: 1/2 · (1 − (26/36)²) = 1/2 · 155/324 = 155/648', () => {
    expect(block('', 'armourBroken').armourBroken).toBe('5/36'); // 1/2 · 10/36 without it
    const result = block(', Piling On', 'armourBroken');
    expect(result.armourBroken).toBe('155/648');
    // Used whenever the first armour roll holds (1/2 · 26/36 = 13/36): placed prone; and Player Down (1/6).
    expect(result.playerDown).toBe('19/36');
    expect(result.turnover).toBe('1/6');
  });

  it('or the injury roll, once: going for a casualty, 1/2 · (10/36 · (6/36 + 30/36 · 6/36) + 26/36 · 10/36 · 6/36) = 115/1944', () => {
    // Armour broken first (10/36): a casualty on 10+, else the injury re-rolled; held (26/36): the armour re-rolled,
    // then no re-roll is left for the injury. 10/36 · 396/1296 + 1560/46656 = 5520/46656 = 115/972, halved.
    const result = block(', Piling On', 'cas');
    expect(result.cas).toBe('115/1944');
    // Placed prone unless the first injury roll was a casualty: 1/6 + 1/2 · (26/36 + 10/36 · 30/36) = 139/216.
    expect(result.playerDown).toBe('139/216');
  });
});

describe('Stakes (bb2016)', () => {
  const stab = (step: string, skills = 'Stab, Stakes') =>
    line({ edition: 'bb2016', player: `{ st: 3, skills: [${skills}] }`, steps: [step], extra: 'opponent: { av: 8 }\ngoal: armourBroken' });
  it('+1 on the Stab armour roll against an undead team: 15/36 instead of 10/36', () => {
    expect(evaluate(stab('stab: { undead: true }')).fractions.armourBroken).toBe('5/12');
    expect(evaluate(stab('stab: {}')).fractions.armourBroken).toBe('5/18');
  });
  it('undead: true needs Stakes', () => {
    expect(errorOf(stab('stab: { undead: true }', 'Stab'))).toMatch(/needs the 'Stakes' skill/);
  });
});
