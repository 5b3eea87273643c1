/**
 * Jump / Leap, worked by hand. bb2020.md "Jump / Leap": −1 per mark on the square left or the square reached,
 * whichever has more; Prehensile Tail −1; Leap or Very Long Legs reduce a total of −2 or worse by 1; Pogo Stick
 * ignores the marks (seed 001). bb2016.md: "Leap: 7 − AG, no tackle-zone modifiers, Very Long Legs +1".
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line, success } from '../helpers.js';

const jump = (skills: string, options: string, edition = 'bb2020', ag = '3+') =>
  line({ edition, player: `{ ag: ${ag}, skills: [${skills}] }`, steps: [`jump: { ${options} }`] });

describe('jump', () => {
  it('marked 1 on the square left: −1, AG 3+ needs 4+', () => {
    expect(success(jump('', 'markedFrom: 1'))).toBe('1/2');
  });
  it('marked 1 and 2: the square with more counts, −2, so 5+', () => {
    expect(success(jump('', 'markedFrom: 1, markedTo: 2'))).toBe('1/3');
  });
  it('Leap or Very Long Legs take −2 to −1 (4+), but leave −1 as it is', () => {
    expect(success(jump('Leap', 'markedFrom: 1, markedTo: 2'))).toBe('1/2');
    expect(success(jump('Very Long Legs', 'markedTo: 2'))).toBe('1/2');
    expect(success(jump('Leap, Very Long Legs', 'markedTo: 2'))).toBe('1/2'); // one reduction, not two
    expect(success(jump('Leap', 'markedFrom: 1'))).toBe('1/2');
  });
  it('a Prehensile Tail adds −1 to the marks (then Leap helps)', () => {
    expect(success(jump('', 'markedTo: 1, prehensileTail: true'))).toBe('1/3');
    expect(success(jump('Leap', 'markedTo: 1, prehensileTail: true'))).toBe('1/2');
  });
  it('Pogo Stick ignores the marks and Diving Tackle: AG 3+ jumps on 3+', () => {
    expect(success(jump('Pogo Stick', 'markedFrom: 3, markedTo: 2, divingTackle: true'))).toBe('2/3');
  });
  it('a failed jump is a fall: a turnover, the player down', () => {
    const result = evaluate(jump('', 'markedFrom: 1, markedTo: 2'));
    expect(result.fractions.turnover).toBe('2/3');
    expect(result.fractions.playerDown).toBe('2/3');
  });
  it('bb2016: only Leap jumps, against 7 − AG with no marks; Very Long Legs +1', () => {
    expect(success(jump('Leap', 'markedFrom: 2, markedTo: 3', 'bb2016', '3'))).toBe('1/2'); // 7 − 3 = 4+
    expect(success(jump('Leap, Very Long Legs', 'markedTo: 3', 'bb2016', '3'))).toBe('2/3'); // 3+
    expect(errorOf(jump('', 'markedTo: 1', 'bb2016', '3'))).toMatch(/a 'jump' step needs the 'Leap' skill, which player 'player' lacks/);
  });
});
