/**
 * Standing up, worked by hand. bb2020.md: "Stand up with MA < 3: 4+, natural 1 fails, +1 per Timmm-ber! helper";
 * "Jump Up (block from prone): agility test +1"; bb2016.md "Jump Up: +2"; seed 001 Jump Up (free, whatever the MA).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line, success } from '../helpers.js';

const stand = (player: string, options = '', rerolls = 0, edition = 'bb2020') =>
  line({ edition, rerolls, player, steps: [`standUp: { ${options} }`] });

describe('standUp', () => {
  it('is free with MA 3 or more', () => {
    expect(success(stand('{ ma: 3 }'))).toBe('1');
  });
  it('needs a 4+ with MA 2; failing stops the line without a turnover', () => {
    const result = evaluate(stand('{ ma: 2 }'));
    expect(result.fractions.success).toBe('1/2');
    expect(result.fractions.turnover).toBe('0');
  });
  it('MA 2 with two Timmm-ber! helpers: 2+, a natural 1 still fails; a team re-roll helps', () => {
    expect(success(stand('{ ma: 2, skills: [Timmm-ber!] }', 'helpers: 2'))).toBe('5/6');
    expect(success(stand('{ ma: 2, skills: [Timmm-ber!] }', 'helpers: 2', 1))).toBe('35/36'); // 5/6 + 1/6 · 5/6
    expect(success(stand('{ ma: 1, skills: [Timmm-ber!] }', 'helpers: 5'))).toBe('5/6');
  });
  it('Jump Up stands for free, or rolls its agility test +1 to block (bb2016 +2)', () => {
    expect(success(stand('{ ma: 2, skills: [Jump Up] }'))).toBe('1');
    expect(success(stand('{ ag: 4+, skills: [Jump Up] }', 'jumpUp: block'))).toBe('2/3'); // 3+
    expect(success(stand('{ ag: 2, skills: [Jump Up] }', 'jumpUp: block', 0, 'bb2016'))).toBe('2/3'); // 7 − 2 − 2 = 3+
  });
  it('refuses what cannot be read: no MA, helpers without Timmm-ber!, jumpUp without Jump Up', () => {
    expect(errorOf(stand('{ ag: 3+ }'))).toMatch(/Standing up reads the mover's MA: give player 'player' an 'ma:'/);
    expect(errorOf(stand('{ ma: 2 }', 'helpers: 1'))).toMatch(/needs the 'Timmm-ber!' skill/);
    expect(errorOf(stand('{ ag: 3+ }', 'jumpUp: block'))).toMatch(/needs the 'Jump Up' skill/);
  });
});
