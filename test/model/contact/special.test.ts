/**
 * Special actions and the knock-down step, by hand. Sources: seed 001 Stab, Chainsaw, Projectile Vomit, Mighty
 * Blow ("cannot be used with the Stab or Chainsaw traits"); bb2020.md "Activation rolls" (Chainsaw 2+) and
 * "Armour and injury". AV 9+ breaks on 2D6 ≥ 9: 10/36; with +3 on ≥ 6: 26/36.
 */
import { describe, expect, it } from 'vitest';
import { fractions } from './helpers.js';

describe('Stab', () => {
  it('an unmodified armour roll, never a turnover; Mighty Blow does not help', () => {
    const result = fractions({ player: '{ ag: 3+, skills: [Stab, Mighty Blow (+1)] }', steps: ['stab'] });
    // Broken 10/36 (the target goes down); casualty 10/36 · 6/36 = 5/108.
    expect([result.knockdown, result.armourBroken, result.cas, result.turnover]).toEqual(['5/18', '5/18', '5/108', '0']);
  });
  it('bb2016 compares Stab like any armour roll, above AV: AV 8 breaks on 9+ (10/36)', () => {
    expect(fractions({ edition: 'bb2016', player: '{ ag: 3, skills: [Stab] }', opponent: '{ av: 8 }', steps: ['stab'] }).armourBroken).toBe('5/18');
  });
  it('does nothing to a target an earlier step already put down', () => {
    // The knock-down step always puts the target down; the Stab then has no standing target.
    const result = fractions({ player: '{ ag: 3+, skills: [Stab] }', steps: ['knockdown', 'stab'] });
    expect(result.armourBroken).toBe('5/18');
  });
});

describe('Chainsaw attack', () => {
  it('2+ to hit, +3 armour, kick-back on a 1 is a turnover', () => {
    // 5/6 · 26/36 = 65/108 broken; casualty (injury unmodifiable) 65/108 · 6/36 = 65/648. Kick-back: turnover
    // 1/6; down when its own 9+ breaks with +3: 1/6 · 26/36 = 13/108.
    const result = fractions({ player: '{ ag: 3+, skills: [Chainsaw, Mighty Blow (+1)] }', steps: ['chainsaw'] });
    expect([result.knockdown, result.cas, result.turnover, result.playerDown]).toEqual(['65/108', '65/648', '1/6', '13/108']);
  });
  it("the kick-back's own injury: broken 1/6 · 26/36, then an injury nothing modifies (KO 8–9, casualty 10+)", () => {
    const result = fractions({ player: '{ ag: 3+, skills: [Chainsaw] }', steps: ['chainsaw'] });
    // 13/108 broken; KO 13/108 · 9/36 = 13/432; casualty 13/108 · 6/36 = 13/648.
    expect([result.ownArmourBroken, result.ownKo, result.ownCas]).toEqual(['13/108', '13/432', '13/648']);
  });
  it('a team re-roll may re-roll the kick-back die: 35/36 · 26/36 = 455/648', () => {
    expect(fractions({ player: '{ ag: 3+, skills: [Chainsaw] }', steps: ['chainsaw'], rerolls: 1 }).knockdown).toBe('455/648');
  });
  it('a player carrying a Chainsaw takes +3 on its own armour when knocked down', () => {
    expect(fractions({ opponent: '{ skills: [Chainsaw] }', steps: ['knockdown'] }).armourBroken).toBe('13/18');
  });
});

describe('Projectile Vomit', () => {
  it('2+ hits the target with an unmodified armour roll; a 1 hits the vomiting player, no turnover', () => {
    // Target: 5/6 · 10/36 = 25/108. Itself: 1/6 · 10/36 = 5/108 down (its own AV 9+).
    const result = fractions({ player: '{ ag: 3+, skills: [Projectile Vomit] }', steps: ['vomit'] });
    expect([result.knockdown, result.playerDown, result.turnover]).toEqual(['25/108', '5/108', '0']);
  });
});

describe('knock-down and block armour', () => {
  it('Mighty Blow is lost when the attacker goes down too (seed 001 Mighty Blow Q&A)', () => {
    // 1 die, no Block either side, goal armourBroken: POW or Stumble (2/6) with Mighty Blow 15/36; Both Down (1/6)
    // without it 10/36. 30/216 + 10/216 = 40/216 = 5/27.
    const result = fractions({ player: '{ ag: 3+, skills: [Mighty Blow (+1)] }', steps: ['block'], extra: 'goal: armourBroken' });
    expect(result.armourBroken).toBe('5/27');
  });
});
