/**
 * Throw Bomb, by hand. Sources: seed 001 Bombardier ("A Bomb can be thrown and caught, and the throw interfered with,
 * just like a ball, using the rules for Pass action"; "If a Bomb is fumbled, it will explode immediately in the
 * square occupied by the player attempting to throw it"; "If a Bomb is caught … On a roll of 4+, the Bomb explodes
 * immediately … On a roll of 1-3, that player must throw the Bomb again"; "If the Bomb explodes in an occupied square,
 * that player is automatically hit … Roll a D6 for each player … adjacent … On a roll of 4+, the player has been
 * hit"; "You may apply a +1 modifier to either the Armour roll or Injury roll"; the thrower hit by its own bomb is a
 * turnover) and its Safe Pass Q&A; bb2020.md "Pass" (natural 1 fumble; natural 6 or modified ≥ PA accurate; modified
 * ≤ 1 wildly inaccurate; else inaccurate; quick 0), "Catch" (accurate 0, scattered −1), "Armour and injury"
 * (9+: 10/36 broken, 15/36 at +1); `rules/scatter.ts` (three D8 scatters); seed 004 Bombardier (bb2016: no bonus,
 * a caught bomb is always thrown on).
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { SCATTER_DIRECTIONS } from '../../src/rules/scatter.js';
import { evaluateScenario } from '../../src/run/exact.js';
import { loadScenario, scenarioFromText } from '../../src/scenario/load.js';
import { errorOf, evaluate } from '../helpers.js';

/** The thrower's mapping entries with Bombardier added to its skills. */
function withBombardier(thrower: string): string {
  return thrower.includes('skills: [') ? thrower.replace('skills: [', 'skills: [Bombardier, ') : `${thrower}, skills: [Bombardier]`;
}

/** A scenario: a Bombardier with `thrower` (YAML mapping entries), the opponents, one bomb step. */
function bomb(thrower: string, opponents: string, step: string, goal = 'knockdowns', edition = 'bb2020'): string {
  return [
    'name: bomb', `edition: ${edition}`, 'rerolls: 0',
    `player: { ${withBombardier(thrower)} }`,
    'opponents:', ...opponents.split('\n').map((o) => `  ${o}`),
    'steps:', `  - bomb: ${step}`, `goal: ${goal}`,
  ].join('\n');
}

const fates = (text: string) => evaluate(text).opponentFractions ?? {};

/**
 * A reference enumeration of the 8³ D8 sequences (written here, not the program's grouping): how many end in each
 * square, as "dx,dy".
 */
function threeScatters(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of SCATTER_DIRECTIONS) for (const b of SCATTER_DIRECTIONS) for (const c of SCATTER_DIRECTIONS) {
    const key = `${a[0] + b[0] + c[0]},${a[1] + b[1] + c[1]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('the 512 scatter sequences, by enumeration', () => {
  it('24 come back to the target square, 27 end on each of its eight neighbours (216 in all)', () => {
    // By hand (inclusion–exclusion over the three steps, a step never (0,0)): to (1,0) 6·7 − 3·6 + 3 = 27; to (1,1)
    // 6·6 − 3·4 + 3 = 27; to (0,0) 7·7 − 3·9 + 3 − 1 = 24.
    const counts = threeScatters();
    expect(counts.get('0,0')).toBe(24);
    const around = SCATTER_DIRECTIONS.map(([dx, dy]) => counts.get(`${dx},${dy}`));
    expect(around).toEqual([27, 27, 27, 27, 27, 27, 27, 27]);
    // Two squares away: (2,0) 3·7 − 3·3 = 12, (2,1) 3·6 − 3·2 = 12.
    expect(counts.get('2,0')).toBe(12);
    expect(counts.get('2,1')).toBe(12);
  });
});

describe('an accurate bomb with 1 hit and 2 near', () => {
  // PA 2+, quick (0): natural 2–6 accurate (5/6), natural 1 a fumble (1/6). The opponent in the square has No Hands:
  // it cannot catch, so it is hit automatically; each one near on 4+ (1/2).
  const text = bomb('pa: 2+', 'lineman: { skills: [No Hands] }\na: {}\nb: {}', '{ range: quick, hit: lineman, near: [a, b] }');

  it('knocks the hit player down on 5/6, each near one on 5/6 · 1/2 = 5/12; 5/6 + 5/12 + 5/12 = 5/3 expected', () => {
    const result = evaluate(text);
    expect(fates(text).lineman.knockdown).toBe('5/6');
    expect(fates(text).a.knockdown).toBe('5/12');
    expect(fates(text).b.knockdown).toBe('5/12');
    expect(result.fractions.knockdowns).toBe('5/3');
  });

  it('the fumble explodes on the thrower: down and a turnover on 1/6, its AV 9+ broken 1/6 · 10/36 = 5/108', () => {
    const result = evaluate(text);
    expect(result.fractions.turnover).toBe('1/6');
    expect(result.fractions.playerDown).toBe('1/6');
    expect(result.fractions.ownArmourBroken).toBe('5/108');
  });

  it('+1 on armour (bb2020): AV 9+ breaks on 8+, 15/36: 5/6 · 15/36 = 25/72; bb2016 none, AV 8 on 9+: 5/6 · 10/36 = 25/108', () => {
    expect(evaluate(bomb('pa: 2+', 'lineman: { skills: [No Hands] }', '{ range: quick, hit: lineman }', 'armourBroken')).fractions.armourBroken).toBe('25/72');
    // bb2016: AG 5 → 7 − 5 = 2+, quick +1: every natural but the 1 is accurate.
    const old = bomb('ag: 5', 'lineman: { av: 8, skills: [No Hands] }', '{ range: quick, hit: lineman }', 'armourBroken', 'bb2016');
    expect(evaluate(old).fractions.armourBroken).toBe('25/108');
  });

  it('Safe Pass: the fumbled bomb does not explode, no turnover', () => {
    const text = bomb('pa: 2+, skills: [Safe Pass]', 'lineman: { skills: [No Hands] }', '{ range: quick, hit: lineman }');
    const result = evaluate(text);
    expect(result.fractions.turnover).toBe('0');
    expect(result.fractions.ownArmourBroken).toBe('0');
    expect(fates(text).lineman.knockdown).toBe('5/6');
  });

  it('a deflection: the bomb goes no further, no turnover (AG 3+ interferer: 3 + 3 = 6+, 1/6)', () => {
    const text = bomb('pa: 2+', 'lineman: { skills: [No Hands] }', '{ range: quick, hit: lineman, interference: [{ ag: 3+ }] }');
    expect(fates(text).lineman.knockdown).toBe('25/36'); // 5/6 · 5/6
    expect(evaluate(text).fractions.turnover).toBe('1/6'); // the fumble only
  });
});

describe('interference with an inaccurate bomb (bb2020 −2)', () => {
  it('an AG 2+ Very Long Legs interferer: 3+ against an accurate bomb, 2+ against an inaccurate one: 97/1152', () => {
    // PA 6+ quick: accurate 1/6, inaccurate 4/6. Interference (bb2020.md): 2 + 3 − 2 = 3+ (4/6) against an accurate
    // bomb, 2 + 2 − 2 = 2+ (5/6) against an inaccurate one. The No Hands lineman is hit when the bomb gets through:
    // accurate 1/3; inaccurate 1/6 · (24/512 + 216/512 · 1/2) = 1/6 · 132/512.
    // 1/6 · 1/3 + 4/6 · 1/6 · 132/512 = 1/18 + 33/1152 = 97/1152.
    const text = bomb('pa: 6+', 'lineman: { skills: [No Hands] }', '{ range: quick, hit: lineman, interference: [{ ag: 2+, skills: [Very Long Legs] }] }');
    expect(fates(text).lineman.knockdown).toBe('97/1152');
  });
});

describe('a catch, and the inaccurate bomb (24/512)', () => {
  // PA 6+, quick: natural 6 accurate (1/6), 1 a fumble (1/6), 2–5 inaccurate (4/6: modified 2..5, neither ≥ 6 nor ≤ 1).
  // The hit player, AG 3+, Standing, tries to catch.
  const text = bomb('pa: 6+', 'lineman: { ag: 3+ }\na: {}\nb: {}', '{ range: quick, hit: lineman, near: [a, b] }');

  it('the hit player: 1/6 · 2/3 + 4/6 · 63/256 = 317/1152', () => {
    // Accurate: the catch 3+ (4/6); caught, it explodes on 4+ (1/2): hit 2/6 + 4/6 · 1/2 = 2/3.
    // Inaccurate: back on its square 24/512, caught at −1 (4+, 1/2) and exploding 1/2: hit 1/2 + 1/4 = 3/4; on one of
    // the eight squares next to it 216/512, hit on 4+: 24/512 · 3/4 + 216/512 · 1/2 = 126/512 = 63/256.
    expect(fates(text).lineman.knockdown).toBe('317/1152');
  });

  it('each near one (not placed): 1/6 · 2/3 · 1/2 + 4/6 · 24/512 · 3/4 · 1/2 = 1/18 + 3/256 = 155/2304', () => {
    // The bomb explodes by the target square on 2/3 (accurate) or 3/4 (back on it); elsewhere it misses them.
    expect(fates(text).a.knockdown).toBe('155/2304');
    expect(fates(text).b.knockdown).toBe('155/2304');
    expect(evaluate(text).fractions.knockdowns).toBe('59/144'); // 317/1152 + 2 · 155/2304
  });

  it('bb2016: a caught bomb is thrown on; AG 3 → 4+, accurate +1: catch on 3+', () => {
    // AG 1 thrower: 7 − 1 = 6+, quick +1: natural 5–6 accurate (2/6), 1 a fumble, 2–4 inaccurate (modified 3..5).
    // Accurate: the catch (7 − 3 = 4+, +1: 3+, 4/6) throws it on; dropped (2/6) it explodes: 2/6 · 2/6 = 1/9.
    // Inaccurate: back on the square 24/512, catch 4+ (scattered 0), dropped 1/2; next to it 216/512 · 1/2:
    // 3/6 · (24/512 · 1/2 + 216/512 · 1/2) = 3/6 · 120/512 = 15/128.
    const old = bomb('ag: 1', 'lineman: { ag: 3 }', '{ range: quick, hit: lineman }', 'knockdown', 'bb2016');
    expect(fates(old).lineman.knockdown).toBe('263/1152'); // 1/9 + 15/128 = 128/1152 + 135/1152
  });
});

describe('a placed near player: where the scatter lands', () => {
  it('at [1, 0], an empty target square: 1/12 accurate + 4/6 · 417/2048 = 673/3072', () => {
    // PA 6+ quick as above. Accurate (1/6): it explodes on the empty target square, the player next to it: 4+ (1/12).
    // Inaccurate (4/6): on its square 27/512 (catch at −1, 4+, then 4+: hit 3/4); next to it 168/512 (the target
    // square 24, (0,±1) and (1,±1) 27 each, (2,0) 12, (2,±1) 12 each) hit on 4+: 27/512 · 3/4 + 168/512 · 1/2 = 417/2048.
    const text = bomb('pa: 6+', 'blitzer: { ag: 3+ }', '{ range: quick, near: [{ opponent: blitzer, at: [1, 0] }] }');
    expect(fates(text).blitzer.knockdown).toBe('673/3072');
    // The same from the enumeration: the squares within one of (1, 0), weighted as above.
    const counts = threeScatters();
    let around = 0;
    for (const [key, n] of counts) {
      const [x, y] = key.split(',').map(Number);
      if (Math.max(Math.abs(x - 1), Math.abs(y)) === 1) around += n;
    }
    expect([counts.get('1,0'), around]).toEqual([27, 168]);
  });
});

describe('the shipped Bombardier (scenarios/bombardier.yaml), as its comments work it out', () => {
  it('lineman 11135/36864, blitzer at [1, 0] 3263/18432, the unplaced catcher 539/4608', () => {
    const fate = evaluateScenario(loadScenario(fileURLToPath(new URL('../../scenarios/bombardier.yaml', import.meta.url)))).results[0].opponentFractions ?? {};
    expect(fate.lineman.knockdown).toBe('11135/36864');
    expect(fate.blitzer.knockdown).toBe('3263/18432');
    expect(fate.catcher.knockdown).toBe('539/4608');
  });
});

describe('bad bombs', () => {
  const base = (step: string, skills = 'Bombardier') => `name: b\nplayer: { pa: 3+, skills: [${skills}] }\nopponents:\n  lineman: {}\n  blitzer: {}\nsteps:\n  - bomb: ${step}\n`;
  it('needs Bombardier, a victim, known opponents named once, squares around the target', () => {
    expect(errorOf(base('{ hit: lineman }', 'Block'))).toMatch(/needs the 'Bombardier' skill/);
    expect(errorOf(base('{ range: short }'))).toMatch(/needs an opponent it may hit/);
    expect(errorOf(base('{ hit: linemen }'))).toMatch(/'hit: linemen' names no opponent.*did you mean 'lineman'/);
    expect(errorOf(base('{ hit: lineman, near: [lineman] }'))).toMatch(/named twice/);
    expect(errorOf(base('{ near: [{ opponent: blitzer, at: [2, 0] }] }'))).toMatch(/not a square around the target square/);
    expect(errorOf(base('{ near: [{ opponent: blitzer, at: [0, 0] }] }'))).toMatch(/not a square around the target square/);
    expect(errorOf(base('{ near: [{ opponent: blitzer, at: [1, 0] }, { opponent: lineman, at: [1, 0] }] }'))).toMatch(/two opponents stand at \[1, 0\]/);
  });
});

describe('the bomb’s label says who rolls (issue 24)', () => {
  it('the marks on the thrower and the interferer, with the victims', () => {
    const text = bomb('pa: 3+', 'lineman: {}\nblitzer: {}', '{ range: quick, marked: 1, hit: lineman, near: [blitzer], interference: [{ ag: 3+ }] }');
    expect(scenarioFromText(text, 't.yaml').steps[0].label).toBe('Throw Bomb (quick; marked 1; interferer AG 3+) at lineman, 1 near');
  });
});
