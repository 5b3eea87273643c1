/** Pick-up, by hand. Sources: bb2020.md "Pick-up"; bb2016.md (+1 built in); seed 001 Big Hand, Extra Arms, No Hands, Sure Hands. */
import { describe, expect, it } from 'vitest';
import { evaluate, line, success } from '../helpers.js';

const pickup = (player: string, step: string, edition = 'bb2020') => success(line({ player, steps: [step], edition }));

describe('pick-up', () => {
  it('AG 3+ unmarked: 3+', () => expect(pickup('{ ag: 3+ }', 'pickup')).toBe('2/3'));
  it('marked 1 and Pouring Rain: 5+', () => expect(pickup('{ ag: 3+ }', 'pickup: { marked: 1, rain: true }')).toBe('1/3'));
  it('Big Hand ignores both', () => expect(pickup('{ ag: 3+, skills: [Big Hand] }', 'pickup: { marked: 2, rain: true }')).toBe('2/3'));
  it('Extra Arms +1', () => expect(pickup('{ ag: 3+, skills: [Extra Arms] }', 'pickup: { marked: 1 }')).toBe('2/3'));
  it('Sure Hands re-rolls: 8/9', () => expect(pickup('{ ag: 3+, skills: [Sure Hands] }', 'pickup')).toBe('8/9'));
  it('No Hands fails automatically, even with re-rolls', () => {
    const result = evaluate(line({ player: '{ ag: 3+, skills: [No Hands] }', steps: ['pickup'], rerolls: 2 }));
    expect(result.fractions.success).toBe('0');
    expect(result.fractions.turnover).toBe('1');
    expect(result.fractions.playerDown).toBe('0');
  });
  it('a failed pick-up is a turnover but the player stays up', () => {
    const { fractions } = evaluate(line({ player: '{ ag: 3+ }', steps: ['pickup'] }));
    expect([fractions.turnover, fractions.playerDown]).toEqual(['1/3', '0']);
  });
  it('bb2016: AG 3 has +1 built in: 7-3-1 = 3+', () => expect(pickup('{ ag: 3 }', 'pickup', 'bb2016')).toBe('2/3'));
  it('bb2016: one tackle zone: 4+', () => expect(pickup('{ ag: 3 }', 'pickup: { marked: 1 }', 'bb2016')).toBe('1/2'));
});
