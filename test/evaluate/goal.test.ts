/** The goal and its tie-breaks (issue 2: ties go to the lower turnover chance, then the player staying up). */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../helpers.js';

const boneHeadThenDodge = (goal: string) => `
name: Bone Head then dodge
rerolls: 1
player: { ag: 3+ }
goal: ${goal}
steps:
  - test: { target: 4, turnover: false, label: Bone Head }
  - dodge
`;

describe('goal', () => {
  it('maximising success re-rolls a failed Bone Head: 1/2 x 8/9 + 1/4 x 2/3 = 11/18', () => {
    const { fractions } = evaluate(boneHeadThenDodge('success'));
    expect(fractions.success).toBe('11/18');
    // Turnover only from the dodge: 1/2 x 1/9 (re-roll kept) + 1/4 x 1/3 (re-roll spent on Bone Head).
    expect(fractions.turnover).toBe('5/36');
  });

  it('a goal that fears turnovers (-3 each) keeps the re-roll for the dodge: success 4/9, turnover 1/18', () => {
    // Re-rolling Bone Head is worth 1/2 x (2/3 - 3 x 1/3) = -1/6 < 0 (accepting the stop is worth 0).
    const { fractions } = evaluate(boneHeadThenDodge('{ success: 1, turnover: -3 }'));
    expect(fractions.success).toBe('4/9');
    expect(fractions.turnover).toBe('1/18');
  });

  it('between equal goals the lower turnover chance wins', () => {
    // Minimising playerDown cannot tell "accept" from "re-roll" on a pick-up (nobody falls); the tie-break
    // on turnovers re-rolls: 2/3 + 1/3 x 2/3 = 8/9.
    const { fractions } = evaluate('name: t\nrerolls: 1\nplayer: { ag: 3+ }\ngoal: { playerDown: -1 }\nsteps: [pickup]');
    expect(fractions.success).toBe('8/9');
  });
});

describe('tiny probabilities', () => {
  /** Exact success of `n` identical tests passing with probability num/den, every failure re-rolled while `rerolls` last. */
  function reference(n: number, num: bigint, den: bigint, rerolls: number): { num: bigint; den: bigint } {
    // f(i, r) = p·f(i+1, r) + (1 − p)·p·f(i+1, r − 1), kept over the common denominator den^(2n).
    let row = new Array<bigint>(rerolls + 1).fill(1n); // f(n, r) = 1, scaled by den^0
    for (let i = n - 1; i >= 0; i--) {
      row = row.map((_, r) => den * num * row[r] + (r > 0 ? (den - num) * num * row[r - 1] : 0n));
    }
    return { num: row[rerolls], den: den ** BigInt(2 * n) };
  }
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

  it('choices stay optimal far below 1e-12: 200 dodges at 6+ with three team re-rolls', () => {
    const steps = Array.from({ length: 200 }, () => '  - dodge: { marked: 3 }').join('\n');
    const { fractions } = evaluate(`name: long\nrerolls: 3\nplayer: { ag: 3+ }\nsteps:\n${steps}\n`);
    const best = reference(200, 1n, 6n, 3);
    const g = gcd(best.num, best.den);
    expect(fractions.success).toBe(`${best.num / g}/${best.den / g}`);
  });
});
