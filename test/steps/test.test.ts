/** The plain D6 `test` step (Bone Head, Regeneration…): target or more passes, natural 1 fails. */
import { describe, expect, it } from 'vitest';
import { evaluate, line, success } from '../helpers.js';

describe('test step', () => {
  it('4+ passes 1/2', () => expect(success(line({ player: '{ ag: 3+ }', steps: ['test: { target: 4 }'] }))).toBe('1/2'));
  it('2+ still fails on a natural 1: 5/6', () => expect(success(line({ player: '{ ag: 3+ }', steps: ['test: { target: 2 }'] }))).toBe('5/6'));
  it('a team re-roll may touch it: 1/2 + 1/4', () => {
    expect(success(line({ player: '{ ag: 3+ }', steps: ['test: { target: 4 }'], rerolls: 1 }))).toBe('3/4');
  });
  it('rerollable: false keeps every re-roll off it', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Pro] }', steps: ['test: { target: 4, rerollable: false }'], rerolls: 2 }))).toBe('1/2');
  });
  it('a listed skill of the player re-rolls it', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Sure Hands] }', steps: ['test: { target: 4, reroll: [Sure Hands] }'] }))).toBe('3/4');
  });
  it('turnover: false ends the line without a turnover', () => {
    const { fractions } = evaluate(line({ player: '{ ag: 3+ }', steps: ['test: { target: 2, turnover: false }', 'rush'] }));
    expect(fractions.turnover).toBe('5/36'); // only the rush can turn over: 5/6 x 1/6
    expect(fractions.success).toBe('25/36');
  });
});
