/** The progress line's numbers (`format/progress.ts`), each worked by hand. */
import { describe, expect, it } from 'vitest';
import { duration, progressPercent, shortCount } from '../../src/format/progress.js';

describe('the progress numbers', () => {
  it('write the share done as a whole percentage four characters wide', () => {
    expect(progressPercent(0.45)).toBe(' 45%');
    expect(progressPercent(0.004)).toBe('  0%'); // 0.4% rounds down
    expect(progressPercent(1)).toBe('100%');
  });

  it('write counts and rates in short', () => {
    expect(shortCount(950)).toBe('950');
    expect(shortCount(9_970_000)).toBe('10M'); // 9.97 rounds to 10.0: shown without the decimal
    expect(shortCount(12_345)).toBe('12k'); // 12.3 is 10 or more: no decimal
    expect(shortCount(4_500_000)).toBe('4.5M');
    expect(shortCount(1_200_000_000)).toBe('1.2G');
  });

  it('write the time left in seconds, then minutes', () => {
    expect(duration(0.55)).toBe('0.6 s'); // below 10 s: one decimal (0.55 is 0.55000000000000004441, up)
    expect(duration(42.4)).toBe('42 s');
    expect(duration(600)).toBe('10 min');
    expect(duration(Number.POSITIVE_INFINITY)).toBe('?');
  });
});
