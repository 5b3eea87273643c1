/**
 * Re-rolls, by hand. Sources: seed 000 (never re-roll a die twice; one team re-roll per turn in the older
 * rules), bb2020.md "Re-rolls" (any number per turn), seed 001 Pro (3+, once per activation, no other re-roll
 * after trying), Loner (X+) (the re-roll is lost on a failed Loner roll), Leader; bb2016.md (Pro 4+).
 */
import { describe, expect, it } from 'vitest';
import { evaluate, line, success } from '../helpers.js';

describe('team re-rolls', () => {
  it('dodge 3+, dodge 3+, rush 2+ with one team re-roll: 55/81 (rules README sanity number)', () => {
    const result = evaluate(line({ player: '{ ag: 3+ }', steps: ['dodge', 'dodge', 'rush'], rerolls: 1 }));
    expect(result.fractions.success).toBe('55/81');
    // Without the re-roll: 2/3 x 2/3 x 5/6 = 10/27.
    expect(result.byRerolls).toEqual([10 / 27, 55 / 81]);
    // The re-roll is spent at the first failure, i.e. unless all three pass first time: 1 - 10/27.
    expect(result.fractions.rerollsUsed).toBe('17/27');
    expect(result.metrics.success).toBe(55 / 81);
  });
  it('bb2020 allows any number per turn: two 4+ dodges with two re-rolls = (3/4)^2', () => {
    expect(success(line({ player: '{ ag: 3+ }', steps: ['dodge: { marked: 1 }', 'dodge: { marked: 1 }'], rerolls: 2 }))).toBe('9/16');
  });
  it('bb2016 allows one per turn: the same line with two re-rolls is no better than with one = 1/2', () => {
    // First dodge passes (1/2) then the second has the re-roll: 3/4 → 3/8; first fails, re-rolled and passes
    // (1/2 x 1/2) then the second has none: 1/2 → 1/8. Total 1/2.
    const two = line({ player: '{ ag: 3 }', steps: ['dodge: { marked: 1 }', 'dodge: { marked: 1 }'], rerolls: 2, edition: 'bb2016' });
    const one = line({ player: '{ ag: 3 }', steps: ['dodge: { marked: 1 }', 'dodge: { marked: 1 }'], rerolls: 1, edition: 'bb2016' });
    expect(success(two)).toBe('1/2');
    expect(success(one)).toBe('1/2');
  });
  it('the Leader re-roll is one more team re-roll', () => {
    expect(success(line({ player: '{ ag: 3+ }', steps: ['dodge'], extra: 'leader: true' }))).toBe('8/9');
  });
  it('a skill re-roll is used before a team re-roll when either would do', () => {
    const result = evaluate(line({ player: '{ ag: 3+, skills: [Sure Hands] }', steps: ['pickup'], rerolls: 1 }));
    expect(result.fractions.success).toBe('8/9');
    expect(result.fractions.rerollsUsed).toBe('0');
  });
});

describe('Loner', () => {
  it('Loner (4+) halves the team re-roll: 2/3 + 1/3 x 1/2 x 2/3 = 7/9', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Loner (4+)] }', steps: ['dodge'], rerolls: 1 }))).toBe('7/9');
  });
  it('the team re-roll is spent even when the Loner roll fails: rerollsUsed = P(first dodge fails) = 1/3', () => {
    const result = evaluate(line({ player: '{ ag: 3+, skills: [Loner 4+] }', steps: ['dodge'], rerolls: 1 }));
    expect(result.fractions.rerollsUsed).toBe('1/3');
  });
  it('Loner (3+): 2/3 + 1/3 x 2/3 x 2/3 = 22/27', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Loner (3+)] }', steps: ['dodge'], rerolls: 1 }))).toBe('22/27');
  });
  it('Loner does not touch skill re-rolls', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Loner (5+), Dodge] }', steps: ['dodge'] }))).toBe('8/9');
  });
});

describe('Pro', () => {
  it('bb2020 Pro 3+: 2/3 + 1/3 x 2/3 x 2/3 = 22/27', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Pro] }', steps: ['dodge'] }))).toBe('22/27');
  });
  it('bb2016 Pro 4+: 2/3 + 1/3 x 1/2 x 2/3 = 7/9', () => {
    expect(success(line({ player: '{ ag: 3, skills: [Pro] }', steps: ['dodge'], edition: 'bb2016' }))).toBe('7/9');
  });
  it('once per activation: two 3+ dodges = 2/3 x 22/27 + 1/3 x 4/9 x 2/3 = 52/81', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Pro] }', steps: ['dodge', 'dodge'] }))).toBe('52/81');
  });
  it('with a team re-roll for one dodge the sure re-roll is better: 8/9, and Pro is not tried', () => {
    const result = evaluate(line({ player: '{ ag: 3+, skills: [Pro] }', steps: ['dodge'], rerolls: 1 }));
    expect(result.fractions.success).toBe('8/9');
    expect(result.decisions.every((d) => d.choice === 'team re-roll')).toBe(true);
  });
  it('Pro saves the team re-roll for later: dodge 3+ then pick-up 3+, Pro and one re-roll', () => {
    // Optimal: Pro on a failed dodge (keeping the re-roll for the pick-up) when... compare both plans by hand.
    // Plan A (team re-roll on the dodge, Pro left for the pick-up): dodge 2/3·(8/9) + 1/3·2/3·(22/27).
    // Plan B (Pro on the dodge): 2/3·(8/9) + 1/3·(4/9)·(8/9).  A = 16/27 + 44/243 = 188/243; B = 16/27 + 32/243 = 176/243.
    expect(success(line({ player: '{ ag: 3+, skills: [Pro] }', steps: ['dodge', 'pickup'], rerolls: 1 }))).toBe('188/243');
  });
});
