/**
 * A Ball & Chain player moving into an occupied square, by hand. Seed 001 Ball and Chain: into a Standing player
 * "they must perform a Block action against that player, following the normal rules"; into a Prone or Stunned one
 * "that player is immediately pushed back and an Armour Roll is made against them" (Q&A: no Mighty Blow, "a Block
 * action wasn't made"); a rush "On a roll of 1 … this player will Fall Over"; "If this player ever Falls Over, is
 * Knocked Down or is placed Prone, an Injury roll is immediately made against them (no Armour roll is required),
 * treating a Stunned result as a KO'd result". bb2020.md "Block" (2 dice when stronger, the attacker chooses; faces
 * 1 Player Down, 1 Both Down, 2 Push Back, 1 Stumble, 1 POW), "Rush" 2+, "Armour and injury" (AV 9+ broken 10/36;
 * injury 2–7 Stunned (here KO'd), 8–9 KO'd, 10+ casualty: a casualty 6/36, KO'd otherwise 30/36).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line } from '../helpers.js';

const chain = (step: string, player = '{ st: 4, skills: [Ball and Chain] }', opponent = '{ st: 3 }') =>
  evaluate(line({ player, steps: [step], extra: `opponent: ${opponent}` }));

describe('a Ball & Chain move into a Standing player', () => {
  it('ST 4 against 3: two dice, the attacker chooses; the block as any block, its own fall an injury roll', () => {
    const result = chain('chainMove: {}');
    // Goal knockdown: POW, Stumble or Both Down on either die: 1 − (3/6)² = 3/4.
    expect(result.fractions.knockdown).toBe('3/4');
    // Down itself: Both Down taken (no POW or Stumble, a Both Down: (4/6)² − (3/6)² = 7/36) or two Player Downs (1/36).
    expect(result.fractions.turnover).toBe('2/9');
    // No armour roll: KO'd on 2–9 (Stunned counts as KO'd), 30/36; a casualty on 10+, 6/36.
    expect(result.fractions.ownKo).toBe('5/27'); // 2/9 · 5/6
    expect(result.fractions.ownCas).toBe('1/27'); // 2/9 · 1/6
  });

  it('a rush first: 2+ (5/6); a 1 pushes the occupant and the player falls: turnover 1/6 + 5/6 · 2/9 = 19/54', () => {
    const result = chain('chainMove: { rush: true }');
    expect(result.fractions.knockdown).toBe('5/8'); // 5/6 · 3/4
    expect(result.fractions.turnover).toBe('19/54');
    expect(result.fractions.ownKo).toBe('95/324'); // every fall rolls injury, KO'd 5/6: 19/54 · 5/6
  });

  it('placed prone by the defender’s Wrestle: its injury roll, no turnover', () => {
    // ST 3 against 3, one die. Both Down (1/6): the defender Wrestles (it keeps the target off the ground, goal
    // knockdown); the Ball & Chain player is placed prone and rolls injury: KO'd 5/6. Player Down (1/6): a turnover.
    const result = chain('chainMove: {}', '{ st: 3, skills: [Ball and Chain] }', '{ st: 3, skills: [Wrestle] }');
    expect(result.fractions.turnover).toBe('1/6');
    expect(result.fractions.playerDown).toBe('1/3');
    expect(result.fractions.ownKo).toBe('5/18'); // (1/6 + 1/6) · 5/6
  });
});

describe('a Ball & Chain move into a Prone player', () => {
  it('an armour roll, no Mighty Blow: 10/36; with a rush, a 1 also makes the player fall (1/6)', () => {
    const result = chain('chainMove: { prone: true, rush: true }', '{ st: 4, skills: [Ball and Chain, Mighty Blow] }');
    expect(result.fractions.armourBroken).toBe('5/18');
    expect(result.fractions.turnover).toBe('1/6');
    expect(result.fractions.ownKo).toBe('5/36'); // 1/6 · 5/6
    expect(result.fractions.ownCas).toBe('1/36'); // 1/6 · 1/6
  });
});

describe('bad Ball & Chain moves', () => {
  it('needs the trait, none of the skills it excludes, and names the opponent among several', () => {
    expect(errorOf(line({ player: '{ st: 4 }', steps: ['chainMove: {}'], extra: 'opponent: { st: 3 }' }))).toMatch(/needs the 'Ball and Chain' skill/);
    expect(errorOf(line({ player: '{ st: 4, skills: [Ball and Chain, Frenzy] }', steps: ['chainMove: {}'], extra: 'opponent: { st: 3 }' }))).toMatch(/cannot also have the … Frenzy/);
    const two = 'opponents:\n  lineman: {}\n  blitzer: {}';
    expect(errorOf(line({ player: '{ st: 4, skills: [Ball and Chain] }', steps: ['chainMove: {}'], extra: two }))).toMatch(/needs 'into:'/);
    expect(errorOf(line({ player: '{ st: 4, skills: [Ball and Chain] }', steps: ['chainMove: { into: linemen }'], extra: two }))).toMatch(/'into: linemen' names no opponent.*'lineman'/);
  });
});
