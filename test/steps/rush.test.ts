/** Rush, by hand. Sources: bb2020.md "Rush"; seed 001 Sure Feet ("once per team turn"), Drunkard, Sprint. */
import { describe, expect, it } from 'vitest';
import { evaluate, line, success } from '../helpers.js';

describe('rush', () => {
  it('2+: 5/6', () => expect(success(line({ player: '{ ag: 3+ }', steps: ['rush'] }))).toBe('5/6'));
  it('Blizzard -1: 3+', () => expect(success(line({ player: '{ ag: 3+ }', steps: ['rush: { blizzard: true }'] }))).toBe('2/3'));
  it('Drunkard -1 and Blizzard -1: 4+', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Drunkard] }', steps: ['rush: { blizzard: true }'] }))).toBe('1/2');
  });
  it('AG does not matter to a rush', () => expect(success(line({ player: '{ ag: 6+ }', steps: ['rush'] }))).toBe('5/6'));
  it('Sure Feet re-rolls: 1 - (1/6)^2 = 35/36', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Sure Feet] }', steps: ['rush'] }))).toBe('35/36');
  });
  it('Sure Feet only once: two rushes = 5/6 x 35/36 + 1/6 x 5/6 x 5/6 = 200/216', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Sure Feet] }', steps: ['rush', 'rush'] }))).toBe('25/27');
  });
  it('a failed rush is a fall: playerDown 1/6', () => {
    expect(evaluate(line({ player: '{ ag: 3+ }', steps: ['rush'] })).fractions.playerDown).toBe('1/6');
  });
  it('Sprint allows a third rush: (5/6)^3', () => {
    expect(success(line({ player: '{ ag: 3+, skills: [Sprint] }', steps: ['rush', 'rush', 'rush'] }))).toBe('125/216');
  });
});
