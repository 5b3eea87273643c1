/**
 * Hypnotic Gaze, worked by hand: an agility test, −1 per player marking the gazer other than the target (seed 001;
 * seed 004 for bb2016); passed, the target is hypnotised; failing ends the line without a turnover.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line } from '../helpers.js';

const gaze = (marked: number, rerolls = 0, extra = '') =>
  line({ rerolls, player: '{ ag: 2+, skills: [Hypnotic Gaze] }', steps: [`gaze: { marked: ${marked} }`], extra: `opponent: { st: 3 }\n${extra}` });

describe('gaze', () => {
  it('marked by 2: AG 2+ needs 4+, and the target is hypnotised when it passes', () => {
    const result = evaluate(gaze(2));
    expect(result.fractions.success).toBe('1/2');
    expect(result.fractions.hypnotised).toBe('1/2');
    expect(result.fractions.turnover).toBe('0');
  });
  it('a team re-roll takes it to 3/4', () => {
    expect(evaluate(gaze(2, 1)).fractions.success).toBe('3/4');
  });
  it('then a team-mate blocks the hypnotised target: the line needs both', () => {
    const text = [
      'name: gaze then block', 'rerolls: 0',
      'players:', '  vampire: { ag: 2+, skills: [Hypnotic Gaze] }', '  blocker: { ag: 3+, st: 4, skills: [Block] }',
      'opponent: { st: 3 }',
      'steps:', '  - gaze: { by: vampire, marked: 1 }', '  - block: { by: blocker }', 'goal: success',
    ].join('\n');
    // Gaze: AG 2+ marked once, 3+ (2/3). The block: ST 4 against 3, 2 dice, the attacker's choice, and Both Down
    // does not knock a Block player down: a turnover only when both dice are Player Down (1/36).
    // Success = 2/3 · 35/36 = 35/54.
    expect(evaluate(text).fractions.success).toBe('35/54');
  });
  it('needs the trait', () => {
    expect(errorOf(line({ player: '{ ag: 2+ }', steps: ['gaze'], extra: 'opponent: { st: 3 }' }))).toMatch(/needs the 'Hypnotic Gaze' skill/);
  });
});
