/**
 * Catch, by hand. Sources: bb2020.md "Catch"; bb2016.md "Catch" (accurate or hand-off +1); seed 001 Catch,
 * Monstrous Mouth, Diving Catch, Nerves of Steel, Extra Arms, Pro ("only during their activation").
 */
import { describe, expect, it } from 'vitest';
import { evaluate, line, success } from '../helpers.js';

const caught = (player: string, step: string, edition = 'bb2020', rerolls = 0) => success(line({ player, steps: [step], edition, rerolls }));

describe('catch (bb2020)', () => {
  it('an accurate pass to AG 3+: 3+', () => expect(caught('{ ag: 3+ }', 'catch')).toBe('2/3'));
  it('a hand-off is the same: 3+', () => expect(caught('{ ag: 3+ }', 'catch: { kind: handoff }')).toBe('2/3'));
  it('a scattered ball is -1: 4+', () => expect(caught('{ ag: 3+ }', 'catch: { kind: scattered }')).toBe('1/2'));
  it('marks -1 each, Disturbing Presence -1, rain -1: AG 2+ marked 1, one DP, rain = 5+', () => {
    expect(caught('{ ag: 2+ }', 'catch: { marked: 1, disturbingPresence: 1, rain: true }')).toBe('1/3');
  });
  it('Nerves of Steel ignores the marks', () => expect(caught('{ ag: 3+, skills: [Nerves of Steel] }', 'catch: { marked: 2 }')).toBe('2/3'));
  it('Diving Catch +1 on an accurate pass: 2+', () => expect(caught('{ ag: 3+, skills: [Diving Catch] }', 'catch')).toBe('5/6'));
  it('Diving Catch gives nothing on a hand-off', () => expect(caught('{ ag: 3+, skills: [Diving Catch] }', 'catch: { kind: handoff }')).toBe('2/3'));
  it('Extra Arms +1', () => expect(caught('{ ag: 3+, skills: [Extra Arms] }', 'catch: { kind: scattered }')).toBe('2/3'));
  it('Catch re-rolls: 8/9', () => expect(caught('{ ag: 3+, skills: [Catch] }', 'catch')).toBe('8/9'));
  it('Monstrous Mouth re-rolls a catch: 8/9', () => expect(caught('{ ag: 3+, skills: [Monstrous Mouth] }', 'catch')).toBe('8/9'));
  it('Pro cannot help a catch (outside the catcher’s activation)', () => expect(caught('{ ag: 3+, skills: [Pro] }', 'catch')).toBe('2/3'));
  it('a team re-roll can: 2/3 + 1/3 x 2/3 = 8/9', () => expect(caught('{ ag: 3+ }', 'catch', 'bb2020', 1)).toBe('8/9'));
});

describe('catch (bb2016)', () => {
  it('accurate pass +1: AG 3 needs 3+', () => expect(caught('{ ag: 3 }', 'catch', 'bb2016')).toBe('2/3'));
  it('scattered ball has no penalty: AG 3 needs 4+', () => expect(caught('{ ag: 3 }', 'catch: { kind: scattered }', 'bb2016')).toBe('1/2'));
});

describe('a catcher placed Prone earlier in the line cannot catch: the ball is lost, one way for `catch` and `handoff`', () => {
  // The block: one die, ST 3 v 3, the attacker with Wrestle. Player Down 1/6: a turnover. Both Down 1/6: Wrestle
  // places both Prone (no turnover, the activation ends) — and then the hand-off to it is lost: a turnover.
  // Push Back ×2, Stumble, POW (4/6): the attacker stands and catches the hand-off on 3+ (2/3).
  // Success 4/6 · 2/3 = 4/9; turnover 1/6 + 1/6 + 4/6 · 1/3 = 1/3 + 2/9 = 5/9.
  const wrestle = (catchStep: string) => [
    'name: test', 'rerolls: 0',
    'players:', '  a: { ag: 3+, skills: [Wrestle] }', '  b: { ag: 3+ }',
    'opponent: { st: 3, av: 9+ }',
    'steps:', '  - block: { by: a, dice: 1 }', `  - ${catchStep}`,
    'goal: success',
  ].join('\n');
  for (const spelling of ['handoff: { by: b, to: a }', 'catch: { by: a, kind: handoff }']) {
    it(`${spelling}: success 4/9, turnover 5/9`, () => {
      const { fractions } = evaluate(wrestle(spelling));
      expect(fractions.success).toBe('4/9');
      expect(fractions.turnover).toBe('5/9');
    });
  }
});
