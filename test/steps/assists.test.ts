/**
 * Assists by name (src/steps/assists.ts), against values worked out by hand beside seed 001 Guard and Defensive.
 * ST 3 against ST 3 is one die (knock-down 1/2: POW, Stumble, Both Down); one assist more makes it two dice chosen
 * by the attacker (knock-down 1 − (1/2)² = 3/4); one defensive assist against it makes it two dice the defender
 * chooses (knock-down (1/2)² = 1/4).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate } from '../helpers.js';

const PLAYERS = `players:
  blitzer: { st: 3 }
  lineman: { st: 3 }
  guard: { st: 3, skills: [Guard] }`;
const OPPONENTS = `opponents:
  target: { st: 3, av: 9+ }
  o2: { st: 3 }
  guarding: { st: 3, skills: [Guard] }
  defensive: { st: 3, skills: [Defensive] }`;

function knockdown(blockOptions: string, extra = '', edition = 'bb2020'): string {
  return evaluate([`name: assists`, `edition: ${edition}`, PLAYERS, OPPONENTS, `steps: [ { block: { by: blitzer, target: target${blockOptions} } }${extra} ]`, 'goal: knockdown'].join('\n')).fractions.knockdown;
}

describe('named offensive assists', () => {
  it('an unmarked team-mate assists: one die becomes two (3/4)', () => {
    expect(knockdown(', assists: [lineman]')).toBe('3/4');
    expect(knockdown(', assists: 1')).toBe('3/4');
  });

  it('a marked team-mate assists only with Guard (seed 001 Guard): 1/2 without, 3/4 with', () => {
    expect(knockdown(', assists: [{ by: lineman, marked: true }]')).toBe('1/2');
    expect(knockdown(', assists: [{ by: guard, marked: true }]')).toBe('3/4');
  });

  it('Defensive on a marker cancels that Guard in the opposing turn (seed 001 Defensive)', () => {
    expect(knockdown(', assists: [{ by: guard, markedBy: [defensive] }]')).toBe('1/2');
    expect(knockdown(', assists: [{ by: guard, markedBy: [o2] }]')).toBe('3/4');
  });
});

describe('named defensive assists', () => {
  it('an unmarked opponent assists the target: two dice, the defender chooses (1/4)', () => {
    expect(knockdown(', defensiveAssists: [o2]')).toBe('1/4');
  });

  it('a marked opponent only with Guard; Defensive on the active side does nothing in its own turn', () => {
    expect(knockdown(', defensiveAssists: [{ by: o2, marked: true }]')).toBe('1/2');
    expect(knockdown(', defensiveAssists: [{ by: guarding, marked: true }]')).toBe('1/4');
    // blitzer has no Defensive and Defensive would not act in its own turn: Guard counts.
    expect(knockdown(', defensiveAssists: [{ by: guarding, markedBy: [blitzer] }]')).toBe('1/4');
  });

  it('an assister knocked down earlier in the line gives no assist', () => {
    // lineman blocks o2 first (one die): o2 down 1/2 (POW, Stumble, Both Down — the last a turnover, 1/6, which
    // ends the line before the blitzer's block). Paths: o2 down and lineman standing 1/3 → the blitzer's one die
    // 1/2; o2 standing, no turnover (Push 1/3) → two dice defender chooses 1/4; turnovers (1/3) → no block.
    // Knock-down of `target`: 1/3 · 1/2 + 1/3 · 1/4 = 1/4. (Goal knockdown: any opponent; o2's knock-down counts,
    // so read `target` alone below.)
    const result = evaluate([`name: assists`, PLAYERS, OPPONENTS,
      'steps:', '  - block: { by: lineman, target: o2, dice: 1 }', '  - block: { by: blitzer, target: target, defensiveAssists: [o2] }',
      'goal: { knockdown: 1 }'].join('\n'));
    expect(result.opponentFractions?.target.knockdown).toBe('1/4');
  });

  it('a foul: Guard assists when marked in bb2020 (seed 001 Q&A), not in bb2025 (blocks only)', () => {
    const foul = (edition: string, who: string) => evaluate([`name: foul`, `edition: ${edition}`, PLAYERS, OPPONENTS,
      `steps: [ { foul: { by: blitzer, target: target, assists: [{ by: ${who}, marked: true }] } } ]`, 'goal: armourBroken'].join('\n')).fractions.armourBroken;
    // AV 9+, +1: 2D6 ≥ 8, 15/36 = 5/12; no assist: 10/36 = 5/18.
    expect(foul('bb2020', 'guard')).toBe('5/12');
    expect(foul('bb2020', 'lineman')).toBe('5/18');
    expect(foul('bb2025', 'guard')).toBe('5/18');
  });
});

describe('named assists: bad input', () => {
  const text = (options: string) => [`name: bad`, PLAYERS, OPPONENTS, `steps: [ { block: { by: blitzer, target: target${options} } } ]`].join('\n');
  it('names the nearest id', () => {
    expect(errorOf(text(', assists: [linemann]'))).toMatch(/'assists\.0: linemann' names no player.*did you mean 'lineman'/i);
  });
  it('refuses an assister named twice, the acting player, the target', () => {
    expect(errorOf(text(', assists: [lineman, { by: lineman }]'))).toMatch(/named twice/);
    expect(errorOf(text(', assists: [blitzer]'))).toMatch(/acting player/);
    expect(errorOf(text(', defensiveAssists: [target]'))).toMatch(/is the target/);
  });
});
