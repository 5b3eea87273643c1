/** The advice's one-sentence headline (`src/advise/answer.ts`): enough digits to tell a tie from a near-tie (issue 24). */
import { describe, expect, it } from 'vitest';
import { digitsApart } from '../../src/advise/answer.js';
import { fraction } from '../../src/evaluate/fraction.js';
import { gainText } from '../../src/advise/words.js';

describe('digits in the headline', () => {
  it('two gains that round alike get the decimals that part them: 0.0912 and 0.0908 read +0.0912 and +0.0908', () => {
    // Points of the goal: digits + 2 decimals. At one digit both read +0.091; at two, +0.0912 and +0.0908.
    const a = fraction(912n, 10_000n);
    const b = fraction(908n, 10_000n);
    expect(gainText(a, 'points')).toBe(gainText(b, 'points'));
    const digits = digitsApart(a, b, 'points');
    expect(digits).toBe(2);
    expect([gainText(a, 'points', digits), gainText(b, 'points', digits)]).toEqual(['+0.0912', '+0.0908']);
  });
  it('equal gains keep one digit (a tie reads as one)', () => {
    expect(digitsApart(fraction(1n, 3n), fraction(2n, 6n), 'pp')).toBe(1);
  });
  it('percentage points: 4.12 pp and 4.08 pp part at two decimals', () => {
    expect(digitsApart(fraction(412n, 10_000n), fraction(408n, 10_000n), 'pp')).toBe(2);
    expect(digitsApart(fraction(41n, 1_000n), fraction(37n, 1_000n), 'pp')).toBe(1);
  });
});
