/**
 * Fouls by hand. Sources: bb2020.md "Armour and injury" (Foul: +1 per offensive assist, −1 per defensive
 * assist, Dirty Player on armour or injury after the roll, sent off on a natural double of the armour or the
 * injury roll, Bribe 2+, a send-off is a turnover); seed 001 Sneaky Git (and Q&A), Dirty Player, Chainsaw;
 * bb2016.md (armour > AV; Sneaky Git escapes an armour double only when the armour held).
 * 2D6 doubles: one way each for 2, 4, 6, 8, 10, 12 (6/36).
 */
import { describe, expect, it } from 'vitest';
import { fractions } from './helpers.js';

const fouler = (skills: string) => `{ ag: 3+, skills: [${skills}] }`;

describe('foul', () => {
  it('two assists and Dirty Player (+1) against 9+: broken 13/18, sent off 29/108', () => {
    // Natural 7+ breaks with the assists (9 + 2 ≥ 9); a 6 breaks with Dirty Player: natural 6+, 26/36.
    // Sent off: an armour double (6/36), or an injury double (1/6) after a broken armour roll that was no double
    // (26 − 4 doubles 6, 8, 10, 12 = 22/36): 36/216 + 22/216 = 58/216.
    const result = fractions({ player: fouler('Dirty Player (+1)'), steps: ['foul: { assists: 2 }'] });
    expect(result.armourBroken).toBe('13/18');
    expect(result.sentOff).toBe('29/108');
    expect(result.turnover).toBe('29/108');
    expect(result.knockdown).toBe('1');
  });
  it('a defensive assist takes one off: natural 10+ against 9+, 1/6', () => {
    expect(fractions({ steps: ['foul: { defensiveAssists: 1 }'] }).armourBroken).toBe('1/6');
  });
  it('Sneaky Git is never sent off for an armour double in bb2020, still for an injury double: 13/108', () => {
    // Broken 26/36, then an injury double 1/6: 26/216.
    expect(fractions({ player: fouler('Dirty Player (+1), Sneaky Git'), steps: ['foul: { assists: 2 }'] }).sentOff).toBe('13/108');
  });
  it('bb2016: Sneaky Git escapes an armour double only when the armour held', () => {
    // AV 8, no assists: broken on 9+ (10/36), doubles 10 and 12 among them (2/36).
    // Sneaky Git: 2/36 + (8/36)(1/6) = 20/216 = 5/54. Without: 6/36 + (8/36)(1/6) = 44/216 = 11/54.
    const old = (skills: string) =>
      fractions({ edition: 'bb2016', player: `{ ag: 3, skills: [${skills}] }`, opponent: '{ av: 8 }', steps: ['foul'] }).sentOff;
    expect(old('Sneaky Git')).toBe('5/54');
    expect(old('')).toBe('11/54');
  });
  it('a Bribe cancels the send-off on 2+: 29/108 · 1/6 = 29/648', () => {
    const result = fractions({ player: fouler('Dirty Player (+1)'), steps: ['foul: { assists: 2 }'], extra: 'bribes: 1' });
    expect(result.sentOff).toBe('29/648');
    expect(result.turnover).toBe('29/648');
  });
  it('Dirty Player written without a number in bb2016 is +1', () => {
    // AV 8: > 8 breaks; Dirty Player helps a natural 8: 9+ plus 8 = 15/36.
    const old = fractions({ edition: 'bb2016', player: '{ ag: 3, skills: [Dirty Player] }', opponent: '{ av: 8 }', steps: ['foul'] });
    expect(old.armourBroken).toBe('5/12');
  });
  it('a foul with the Chainsaw: kick-back on a 1, +3 armour (seed 001 Chainsaw)', () => {
    // Hit on 2+ (5/6); natural 6+ breaks 9+ with +3 (26/36): 130/216 = 65/108.
    // Turnover: kick-back 1/6, or sent off after a hit: 5/6 · 58/216 (as above, 22 non-double breaks) = 290/1296.
    // 216/1296 + 290/1296 = 506/1296 = 253/648. The kick-back drops the fouler when its own 9+ breaks with +3:
    // 1/6 · 26/36 = 13/108.
    const result = fractions({ player: fouler('Chainsaw'), steps: ['foul: { chainsaw: true }'] });
    expect(result.armourBroken).toBe('65/108');
    expect(result.turnover).toBe('253/648');
    expect(result.playerDown).toBe('13/108');
  });
  it('a foul after a block happens only when the block left the target down and on the pitch', () => {
    // The blocker (Block, 1 die) knocks down on POW, Stumble or Both Down (1/2) and never falls but on PD.
    // The target stays on the pitch unless KO'd or a casualty: 1 − (10/36)(15/36) = 191/216.
    // Sent off on a foul with no assists against 9+: 6/36 + (8/36)(1/6) = 11/54.
    // 1/2 · 191/216 · 11/54 = 2101/23328.
    const yaml = {
      steps: ['block: { by: blocker }', 'foul: { by: fouler }'],
      extra: 'players:\n  blocker: { ag: 3+, skills: [Block] }\n  fouler: { ag: 3+ }',
    };
    const text = fractions({ ...yaml, player: null }).sentOff;
    expect(text).toBe('2101/23328');
  });
});

describe('Argue the Call (FFB StepBribes, bb2020: a D6 before any Bribe; 6 not sent off but a turnover, 1 the coach ejected, no Bribe)', () => {
  // The plain foul against 9+ with no assists is sent off 6/36 + (8/36)(1/6) = 44/216 = 11/54 (above).
  const argue = (extra = '', edition = 'bb2020') => fractions({ edition, steps: ['foul: { argueTheCall: true }'], extra });
  it('no Bribe: sent off 11/54 · 5/6 = 55/324, turnover still 11/54, coach ejected 11/54 · 1/6 = 11/324', () => {
    const result = argue();
    expect(result.sentOff).toBe('55/324');
    expect(result.turnover).toBe('11/54');
    expect(result.coachEjected).toBe('11/324');
  });
  it('one Bribe after a 2-5: sent off 11/54 · (1/6 + 4/6 · 1/6) = 55/972, turnover 11/54 · (2/6 + 4/36) = 22/243', () => {
    // A 6 keeps the player and ends the turn (1/6), a 1 sends it off with no Bribe (1/6), a 2-5 (4/6) leaves the
    // Bribe, which fails on a 1 (1/6): sent off 1/6 + 4/36 = 10/36, turnover 2/6 + 4/36 = 16/36.
    const result = argue('bribes: 1');
    expect(result.sentOff).toBe('55/972');
    expect(result.turnover).toBe('22/243');
    expect(result.coachEjected).toBe('11/324');
    // Not arguing, the Bribe alone: 11/54 · 1/6 = 11/324 each — arguing first costs turnovers when a Bribe is left.
    const plain = fractions({ steps: ['foul'], extra: 'bribes: 1' });
    expect([plain.sentOff, plain.turnover]).toEqual(['11/324', '11/324']);
  });
  it('bb2025 argues as bb2020 does; bb2016 and classic have no such rule: refused at the key', () => {
    expect(argue('', 'bb2025').sentOff).toBe('55/324');
    const old = { edition: 'bb2016', player: '{ ag: 3 }', steps: ['foul: { argueTheCall: true }'] };
    expect(() => fractions(old)).toThrow(/argueTheCall[\s\S]*Argue the Call is not a rule of bb2016/);
  });
});
