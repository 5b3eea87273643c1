/**
 * Where a player's activation ends (`src/model/contact/activationEnd.ts`): a catch is not part of the catcher's
 * activation (seed 001 Pro Q&A — Pro, "once per activation", cannot re-roll it), so a foul, then a hand-off or a pass
 * to the fouler that it catches, is a legal line.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../helpers.js';

/** The fouler fouls an AV 9+ opponent, unassisted, then the ball comes to it (`then`). */
const foulThen = (then: readonly string[], fouler = 'fouler') => [
  'name: test', 'rerolls: 0',
  'players:', '  fouler: { ag: 3+ }', '  other: { ag: 3+ }', '  giver: { ag: 3+, pa: 3+ }',
  'opponent: { st: 3, av: 9+ }',
  'steps:', `  - foul: { by: ${fouler} }`, ...then.map((s) => `  - ${s}`),
  'goal: success',
].join('\n');

describe('a foul, then a catch by the fouler', () => {
  // Sent off (a turnover) on a double on the armour roll (6/36), or on the injury roll (1/6) after armour broken
  // without a double: 9 (4 ways), 10 (2), 11 (2), 12 (none): 8/36. Kept: 30/36 − 8/36 · 1/6 = 180/216 − 8/216 =
  // 172/216 = 43/54. Then the hand-off caught on 3+: 43/54 · 2/3 = 43/81.
  it('written as a hand-off by a team-mate: 43/81', () => {
    expect(evaluate(foulThen(['handoff: { by: giver, to: fouler }'])).fractions.success).toBe('43/81');
  });
  it('written as a catch by the fouler: the same 43/81 (the line no longer stops at the catch)', () => {
    expect(evaluate(foulThen(['catch: { by: fouler, kind: handoff }'])).fractions.success).toBe('43/81');
  });
  it('a pass to the fouler, caught: the same as when a team-mate who did not foul catches it', () => {
    const pass = (to: string) => ['pass: { by: giver, range: short }', `catch: { by: ${to} }`];
    expect(evaluate(foulThen(pass('fouler'))).fractions).toEqual(evaluate(foulThen(pass('other'))).fractions);
    // …and not the line that stopped: the pass's own success is above 0.
    expect(evaluate(foulThen(pass('fouler'))).fractions.success).not.toBe('0');
  });
});
