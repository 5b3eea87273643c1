/**
 * Dump-off, by hand. Seed 001 Dump-Off: the ball carrier "nominated as the target of a Block action … may
 * immediately perform a Quick Pass action … This Quick Pass action cannot cause a Turnover"; its Q&A (the Pass skill
 * may re-roll it). bb2020.md "Pass" (quick 0, −1 per mark; natural 1 fumble; natural 6 or modified ≥ PA accurate;
 * modified ≤ 1 wildly inaccurate; else inaccurate), "Catch" (accurate 0, scattered −1); three scatters and a bounce
 * reach the receiver's square in (8 · 24 + 216) of 4096 ways = 51/512 (back on it 24 of 512; on one of the eight
 * squares around it 27 of 512 each, then a bounce in 1 of 8: `rules/scatter.ts`). One block die, ST 3 against 3: without a dump-off the ball comes loose on
 * Both Down, Stumble, POW (3/6), with Strip Ball on Push Back too (5/6) (`ball.test.ts`). Caught, the block cannot
 * loosen the ball; not caught, it is loose.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line } from '../helpers.js';

const dump = (attacker: string, carrier: string, dumpOff: string, goal = 'ballLoose', edition = 'bb2020') =>
  evaluate(line({
    player: `{ st: 3, skills: [${attacker}] }`, edition, steps: [`block: { ball: true, dumpOff: ${dumpOff} }`],
    extra: `opponent: { st: 3, ${carrier.includes('skills') ? carrier : `${carrier}, skills: [Dump-Off]`} }\ngoal: ${goal}`,
  })).fractions;

describe('Dump-off', () => {
  it('against Strip Ball: PA 2+ marked once, n ≥ 3 accurate (4/6), the AG 2+ catch 5/6: loose 1 − 5/9 = 4/9', () => {
    // Natural 2 is modified to 1: wildly inaccurate; natural 1 a fumble: both loose. 4/9 < 5/6: the carrier dumps off.
    expect(dump('Strip Ball', 'ag: 3+', '{ pa: 2+, to: { ag: 2+ } }').ballLoose).toBe('4/9');
  });

  it('the inaccurate pass reaches the receiver on 51/512 and is caught at −1: loose 1 − 691/2304 = 1613/2304', () => {
    // PA 4+ marked once: n ≥ 5 accurate (2/6), caught 5/6; n = 3, 4 inaccurate (2/6), reaching it 51/512 and caught
    // on 3+ (4/6); n = 2 wildly inaccurate, n = 1 fumbled. Caught: 2/6 · 5/6 + 2/6 · 51/512 · 4/6 = 5/18 + 17/768
    // = 640/2304 + 51/2304 = 691/2304.
    expect(dump('Strip Ball', 'ag: 3+', '{ pa: 4+, to: { ag: 2+ } }').ballLoose).toBe('1613/2304');
  });

  it('is the opposing coach’s choice: a pass worse than the block is not thrown', () => {
    // PA 3+ marked once, AG 3+ receiver: caught 3/6 · 4/6 + 1/6 · 51/512 · 3/6 = 1/3 + 17/2048; loose ≈ 0.66 > 1/2
    // without Strip Ball, so the carrier keeps the ball: 1/2.
    expect(dump('', 'ag: 3+', '{ pa: 3+, to: { ag: 3+ } }').ballLoose).toBe('1/2');
  });

  it('the Pass skill re-rolls anything short of accurate: PA 2+ marked once, accurate 1 − (2/6)² = 8/9; caught · 5/6', () => {
    // Loose 1 − 8/9 · 5/6 = 1 − 20/27 = 7/27.
    expect(dump('Strip Ball', 'ag: 3+, skills: [Dump-Off, Pass]', '{ pa: 2+, to: { ag: 2+ } }').ballLoose).toBe('7/27');
  });

  it('bb2016: the carrier passes against 7 − AG, quick +1: loose 1 − 2611/4608 = 1997/4608', () => {
    // AG 4: 7 − 4 = 3+, quick +1 and one mark −1: natural 3–6 accurate (4/6); natural 2 (modified 2, neither ≥ 3 nor
    // ≤ 1) inaccurate (1/6); natural 1 a fumble. The AG 4 receiver: an accurate pass +1, 2+ (5/6); reached after the
    // scatter (51/512), 0: 3+ (4/6). Caught: 4/6 · 5/6 + 1/6 · 51/512 · 4/6 = 5/9 + 17/1536 = 2560/4608 + 51/4608.
    expect(dump('Strip Ball', 'ag: 4', '{ to: { ag: 4 } }', 'ballLoose', 'bb2016').ballLoose).toBe('1997/4608');
  });

  it('is said when the carrier has the skill, and only then', () => {
    const block = (opponent: string, step: string) => line({ player: '{ st: 3 }', steps: [step], extra: `opponent: ${opponent}` });
    expect(errorOf(block('{ skills: [Dump-Off] }', 'block: { ball: true }'))).toMatch(/has Dump-Off and holds the ball/);
    expect(errorOf(block('{ }', 'block: { ball: true, dumpOff: { pa: 3+, to: { ag: 3+ } } }'))).toMatch(/does not have Dump-Off/);
    expect(errorOf(block('{ skills: [Dump-Off] }', 'block: { dumpOff: { pa: 3+, to: { ag: 3+ } } }'))).toMatch(/write 'ball: true'/);
    expect(errorOf(block('{ skills: [Dump-Off] }', 'block: { ball: true, dumpOff: { to: { ag: 3+ } } }'))).toMatch(/write 'pa:'/);
  });
});
