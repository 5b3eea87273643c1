/**
 * Catch, by hand. Sources: bb2020.md "Catch"; bb2016.md "Catch" (accurate or hand-off +1); seed 001 Catch,
 * Monstrous Mouth, Diving Catch, Nerves of Steel, Extra Arms, Pro ("only during their activation").
 */
import { describe, expect, it } from 'vitest';
import { line, success } from '../helpers.js';

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
