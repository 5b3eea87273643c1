/**
 * Dodge, worked by hand. Sources: ../shared/rules/bb2020.md "Agility test" and "Dodge"; bb2016.md "Agility" and
 * "Dodge"; seed 001 Dodge, Tackle, Diving Tackle, Two Heads, Stunty, Titchy, Break Tackle, Prehensile Tail.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, line, success } from '../helpers.js';

const dodge = (player: string, step: string, rerolls = 0, edition = 'bb2020') =>
  success(line({ player, steps: [step], rerolls, edition }));

describe('dodge (bb2020)', () => {
  it('AG 3+ unmarked passes on 3..6: 4/6', () => expect(dodge('{ ag: 3+ }', 'dodge')).toBe('2/3'));
  it('each mark on the destination is -1: AG 3+ marked 2 needs 5+', () => {
    expect(dodge('{ ag: 3+ }', 'dodge: { marked: 2 }')).toBe('1/3');
  });
  it('a natural 6 always passes, however many marks', () => {
    expect(dodge('{ ag: 4+ }', 'dodge: { marked: 5 }')).toBe('1/6');
  });
  it('a natural 1 always fails, however good the dodger: AG 1+ passes 5/6', () => {
    expect(dodge('{ ag: 1+ }', 'dodge')).toBe('5/6');
  });
  it('the Dodge skill re-rolls a failure: 1 - (1/3)^2 = 8/9', () => {
    expect(dodge('{ ag: 3+, skills: [Dodge] }', 'dodge')).toBe('8/9');
  });
  it('Tackle on the square left stops the Dodge skill: back to 2/3', () => {
    expect(dodge('{ ag: 3+, skills: [Dodge] }', 'dodge: { tackle: true }')).toBe('2/3');
  });
  it('Dodge skill then no team re-roll on the same die (seed 000): 8/9, not 1 - (1/3)^3', () => {
    expect(dodge('{ ag: 3+, skills: [Dodge] }', 'dodge', 1)).toBe('8/9');
  });
  it('Two Heads +1: AG 3+ marked 1 is back to 3+', () => {
    expect(dodge('{ ag: 3+, skills: [Two Heads] }', 'dodge: { marked: 1 }')).toBe('2/3');
  });
  it('Titchy +1: AG 3+ marked 1 is back to 3+', () => {
    expect(dodge('{ ag: 3+, skills: [Titchy] }', 'dodge: { marked: 1 }')).toBe('2/3');
  });
  it('Stunty ignores the marks on the destination: AG 3+ marked 2 stays 3+', () => {
    expect(dodge('{ ag: 3+, skills: [Stunty] }', 'dodge: { marked: 2 }')).toBe('2/3');
  });
  it('Prehensile Tail is -1 in total however many tails (bb2020.md, UNCONFIRMED): 4+ = 1/2', () => {
    expect(dodge('{ ag: 3+ }', 'dodge: { prehensileTail: 2 }')).toBe('1/2');
  });
  it('Diving Tackle subtracts 2 from a passed roll: AG 3+ passes on 5 or 6 only: 1/3', () => {
    // natural 3 → 1, natural 4 → 2: fail; natural 5 → 3 passes; natural 6 always passes.
    expect(dodge('{ ag: 3+ }', 'dodge: { divingTackle: true }')).toBe('1/3');
  });
  it('a re-roll is allowed after Diving Tackle (seed 001 Q&A): 1 - (2/3)^2 = 5/9', () => {
    expect(dodge('{ ag: 3+, skills: [Dodge] }', 'dodge: { divingTackle: true }')).toBe('5/9');
  });
  it('Break Tackle +1 at ST 3 after the roll: AG 3+ marked 1 passes on 3..6: 2/3', () => {
    expect(dodge('{ ag: 3+, st: 3, skills: [Break Tackle] }', 'dodge: { marked: 1 }')).toBe('2/3');
  });
  it('Break Tackle +2 at ST 5: AG 4+ marked 2 (6+) passes on 4..6: 1/2', () => {
    expect(dodge('{ ag: 4+, st: 5, skills: [Break Tackle] }', 'dodge: { marked: 2 }')).toBe('1/2');
  });
  it('Break Tackle and Dodge: use Break Tackle on a 3, re-roll a 1 or 2 and keep it: 1/2 + 1/6 + 1/3 x 2/3 = 8/9', () => {
    expect(dodge('{ ag: 3+, st: 3, skills: [Break Tackle, Dodge] }', 'dodge: { marked: 1 }')).toBe('8/9');
  });
  it('a failed dodge knocks the dodger down: playerDown = turnover = 1/3', () => {
    const { fractions } = evaluate(line({ player: '{ ag: 3+ }', steps: ['dodge'] }));
    expect(fractions.turnover).toBe('1/3');
    expect(fractions.playerDown).toBe('1/3');
  });
});

describe('dodge (bb2016)', () => {
  it('target 7 - AG with +1 built in: AG 3 unmarked needs 3+', () => {
    expect(dodge('{ ag: 3 }', 'dodge', 0, 'bb2016')).toBe('2/3');
  });
  it('AG 3 with one tackle zone on the destination needs 4+', () => {
    expect(dodge('{ ag: 3 }', 'dodge: { marked: 1 }', 0, 'bb2016')).toBe('1/2');
  });
  it('Prehensile Tail is -1 per tail: AG 3 with two tails needs 5+', () => {
    expect(dodge('{ ag: 3 }', 'dodge: { prehensileTail: 2 }', 0, 'bb2016')).toBe('1/3');
  });
  it('Break Tackle uses ST for AG: ST 4 AG 2 with two zones: 7-4-1+2 = 4+ with ST, 6+ with AG', () => {
    // AG 2: 7-2 = 5, +1 dodge, -2 → 6+. With ST 4: 7-4 = 3, +1, -2 → 4+. Break Tackle after the roll: 4, 5, 6 pass.
    expect(dodge('{ ag: 2, st: 4, skills: [Break Tackle] }', 'dodge: { marked: 2 }', 0, 'bb2016')).toBe('1/2');
  });
});
