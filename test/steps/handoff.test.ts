/**
 * Hand-off, by hand. The giver rolls nothing; the receiver catches a hand-off. Sources: bb2020.md "Catch"
 * ("accurate pass or hand-off 0; … −1 per marking player"); bb2016.md "Catch" ("hand-off +1"; target 7 − AG);
 * seed 001 Catch ("may reroll a failed Agility test when attempting to catch the ball"), Pro ("during their
 * activation": a catch is not), Loner (X+).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, success } from '../helpers.js';

/** A giver and a receiver, one hand-off between them. */
function handoff(receiver: string, step: string, options: { edition?: string; rerolls?: number } = {}): string {
  return [
    'name: hand-off',
    `edition: ${options.edition ?? 'bb2020'}`,
    `rerolls: ${options.rerolls ?? 0}`,
    'players:',
    `  giver: { ag: ${options.edition === 'bb2016' ? '3' : '3+'} }`,
    `  catcher: ${receiver}`,
    'steps:',
    `  - handoff: ${step.includes('by:') ? step : step.replace('{ ', '{ by: giver, ')}`,
  ].join('\n');
}

describe('handoff (bb2020)', () => {
  it('to a Catch receiver marked once: 3+ −1 = 4+, Catch re-roll: 1 − (1/2)² = 3/4', () => {
    const result = evaluate(handoff('{ ag: 3+, skills: [Catch] }', '{ to: catcher, marked: 1 }'));
    expect(result.fractions.success).toBe('3/4');
    expect(result.fractions.turnover).toBe('1/4');
  });
  it('the team re-roll adds nothing after the Catch re-roll (no die is re-rolled twice, seed 000)', () => {
    expect(success(handoff('{ ag: 3+, skills: [Catch] }', '{ to: catcher, marked: 1 }', { rerolls: 1 }))).toBe('3/4');
  });
  it('AG 4+ marked once with Catch: 5+, 1 − (2/3)² = 5/9', () => {
    expect(success(handoff('{ ag: 4+, skills: [Catch] }', '{ to: catcher, marked: 1 }'))).toBe('5/9');
  });
  it('a team re-roll with the receiver’s Loner (4+): 1/2 + 1/2 × 1/2 × 1/2 = 5/8', () => {
    expect(success(handoff('{ ag: 3+, skills: [Loner (4+)] }', '{ to: catcher, marked: 1 }', { rerolls: 1 }))).toBe('5/8');
  });
  it('Pro never helps a catch: 4+ = 1/2', () => {
    expect(success(handoff('{ ag: 3+, skills: [Pro] }', '{ to: catcher, marked: 1 }'))).toBe('1/2');
  });
  it('Nerves of Steel ignores the marks; Extra Arms +1; rain and Disturbing Presence −1 each', () => {
    expect(success(handoff('{ ag: 3+, skills: [Nerves of Steel] }', '{ to: catcher, marked: 2 }'))).toBe('2/3');
    // 3+ +1 (Extra Arms) −1 (rain) −1 (one Disturbing Presence) = 4+.
    expect(success(handoff('{ ag: 3+, skills: [Extra Arms] }', '{ to: catcher, rain: true, disturbingPresence: 1 }'))).toBe('1/2');
  });
  it('Diving Catch gives nothing (not an accurate pass): 3+ = 2/3', () => {
    expect(success(handoff('{ ag: 3+, skills: [Diving Catch] }', '{ to: catcher }'))).toBe('2/3');
  });
  it('a No Hands receiver always drops it', () => expect(success(handoff('{ ag: 3+, skills: [No Hands] }', '{ to: catcher }'))).toBe('0'));
});

describe('handoff (bb2016)', () => {
  it('to a Catch receiver AG 3 marked once: 7 − 3 = 4, +1 hand-off, −1 mark = 4+; Catch: 3/4', () => {
    expect(success(handoff('{ ag: 3, skills: [Catch] }', '{ to: catcher, marked: 1 }', { edition: 'bb2016' }))).toBe('3/4');
  });
  it('unmarked AG 2: 7 − 2 = 5, +1 = 4+ = 1/2', () => {
    expect(success(handoff('{ ag: 2 }', '{ to: catcher }', { edition: 'bb2016' }))).toBe('1/2');
  });
});

describe('handoff errors', () => {
  it('needs to:', () => expect(errorOf(handoff('{ ag: 3+ }', '{ marked: 1 }'))).toMatch(/'to'/));
  it('names the nearest player when to: names none', () => {
    expect(errorOf(handoff('{ ag: 3+ }', '{ to: cather }'))).toMatch(/'to: cather' names no player.*did you mean 'catcher'/);
  });
  it('cannot hand off to the giver', () => expect(errorOf(handoff('{ ag: 3+ }', '{ by: giver, to: giver }'))).toMatch(/itself/));
  it('the receiver needs ag:', () => expect(errorOf(handoff('{ st: 3 }', '{ to: catcher }'))).toMatch(/'catcher' has no 'ag:'/));
});

describe('My Ball', () => {
  it('a player with My Ball may not hand the ball off or pass it (seed 001 My Ball)', () => {
    const text = (step: string) => 'name: m\nplayers:\n  troll: { ag: 5+, pa: 5+, skills: [My Ball] }\n  catcher: { ag: 3+ }\n' +
      `steps:\n  - ${step}\n`;
    expect(errorOf(text('handoff: { by: troll, to: catcher }'))).toMatch(/player 'troll' has My Ball: it "may not make Pass actions, Hand-off actions" \(seed 001\), so no 'handoff' step is theirs/);
    expect(errorOf(text('pass: { by: troll }'))).toMatch(/so no 'pass' step is theirs/);
  });
});
