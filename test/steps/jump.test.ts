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

describe('what opponents do to a jumper (seed 001 Tentacles: "D6 + this player\'s ST − the opposition player\'s ST … 6 or higher, or … a natural 6 … held firmly in place"; Arm Bar)', () => {
  const mover = '{ ag: 3+, st: 3 }';
  const jumpWith = (options: string) => evaluate(line({ player: mover, steps: [`jump: { markedFrom: 1, ${options} }`] }));
  // Marked 1 on the square left: AG 3+ −1, the jump needs 4+ (1/2).

  it('Tentacles ST 4 against ST 3 holds on 5+ (1/3) before the jump: the line stops, no turnover', () => {
    const result = jumpWith('tentacles: { st: 4 }');
    expect(result.fractions.success).toBe('1/3'); // 2/3 free · 1/2
    expect(result.fractions.turnover).toBe('1/3'); // 2/3 · 1/2 falls
    expect(result.failureByStep[0]).toBeCloseTo(2 / 3, 12); // held 1/3 + fell 1/3
  });
  it('Arm Bar: a failed jump rolls the jumper\'s armour and injury, +1 where it hurts most (bb2020 AV 9+)', () => {
    // Falls 1/2. Armour 2D6 ≥ 9 breaks on 10/36, the +1 breaks it on an 8 too (5/36); on a natural break the +1
    // goes on injury: KO 7–8 (11/36), casualty 9+ (10/36); after an 8 none: KO 8–9 (9/36), casualty 10+ (6/36).
    const result = jumpWith('armBar: true');
    expect(result.fractions.ownArmourBroken).toBe('5/24'); // 1/2 · 15/36
    expect(result.fractions.ownKo).toBe('155/2592'); // 1/2 · (10/36 · 11/36 + 5/36 · 9/36)
    expect(result.fractions.ownCas).toBe('65/1296'); // 1/2 · (10/36 · 10/36 + 5/36 · 6/36)
    expect(result.fractions.playerDown).toBe('1/2');
  });
  it('both: the hold first, then the jump, its fall with Arm Bar', () => {
    const result = jumpWith('tentacles: { st: 4 }, armBar: true');
    expect(result.fractions.success).toBe('1/3');
    expect(result.fractions.ownArmourBroken).toBe('5/36'); // 2/3 · 1/2 · 15/36
  });
});
