/**
 * The star rules of moves, passes and the ball (issue 22, part 2), each against a value worked out by hand here, the
 * sheet's line (../shared/rules/stars.md) quoted. The star's `skills:` are written as a list so that only the rule
 * counts (the roster's Pass, Loner, Sure Feet … would re-roll too).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line, success } from '../helpers.js';
import { scenarioFromText } from '../../src/scenario/load.js';

const star = (name: string, rule: string, extra = '') => `{ star: ${name}, skills: ["${rule}"]${extra} }`;
const duo = (thrower: string, catcher: string, steps: string[], edition = 'bb2020') => [
  'name: test', `edition: ${edition}`, 'rerolls: 0', 'players:', `  thrower: ${thrower}`, `  catcher: ${catcher}`,
  'steps:', ...steps.map((s) => `  - ${s}`),
].join('\n');

describe('Strong Passing Game', () => {
  // "Once per game, after the PA test of a Pass action: add his ST (3) to the roll" (BB2020); BB2025 "… to at most 6".
  const skrull = star('Skrull Halfheight', 'Strong Passing Game');
  it('adds his ST after the roll, once a line (both editions)', () => {
    // bb2020 PA 4+, long −2: accurate on a natural 6 alone (4 + 2 = 6); with +3 after the roll a 3, 4 or 5 too
    // (3 − 2 + 3 = 4): 4/6 = 2/3. A natural 1 fumbles whatever is added.
    expect(success(line({ player: skrull, steps: ['pass: { range: long }'] }))).toBe('2/3');
    // bb2025 PA 3+ (his Season 3 profile), long −2: 5+ alone; +3 makes a 2 accurate (2 − 2 + 3 = 3): 5/6.
    expect(success(line({ player: skrull, steps: ['pass: { range: long }'], edition: 'bb2025' }))).toBe('5/6');
    // Two long passes, the rule once: a 6 keeps it (1/6 · 2/3 = 1/9), a 3-5 spends it (1/2 · 1/6 = 1/12): 7/36.
    expect(success(line({ player: skrull, steps: ['pass: { range: long }', 'pass: { range: long }'] }))).toBe('7/36');
  });
  it('bb2020: also makes a wildly inaccurate pass inaccurate, for a catcher to reach', () => {
    // Bomb −3, PA 4+. Unaided: 1 fumble, 2-4 wildly inaccurate (total ≤ 1: lost, no `receiverAt`), 5 inaccurate, 6 accurate.
    // +3: a 2 or 3 becomes inaccurate (2, 3), a 4 or 5 accurate (4, 5). The catcher AG 2+: accurate 2+ (5/6), a scattered
    // ball reaches him 51/512 and is caught 3+ (2/3). Best per natural: 2, 3 → inaccurate (17/256 each); 4, 5, 6 → 5/6.
    // 1/6 · (2 · 17/256 + 3 · 5/6) = 1/6 · (17/128 + 320/128) = 337/768 (only-when-accurate would give 320/768).
    const text = duo(skrull, '{ ag: 2+ }', ['pass: { by: thrower, range: bomb }', 'catch: { by: catcher }']);
    expect(success(text)).toBe('337/768');
  });
});

describe('Burst of Speed (bb2020)', () => {
  // "Once per game, declared after her second Rush: a third Rush (2+, usual modifiers)."
  const roxanna = star('Roxanna Darknail', 'Burst of Speed');
  it('allows a third rush, rolled as any: (5/6)³ = 125/216', () => {
    expect(success(line({ player: roxanna, steps: ['rush', 'rush', 'rush'] }))).toBe('125/216');
  });
  it('not a fourth', () => {
    expect(errorOf(line({ player: roxanna, steps: ['rush', 'rush', 'rush', 'rush'] }))).toMatch(/rushes 4 times; at most 3 rushes are allowed/);
  });
});

describe('Bounding Leap', () => {
  // "Once per game, declared before any dice of a Leap: that Leap test has no negative modifiers and may be re-rolled."
  const rowana = star('Rowana Forestfoot', 'Bounding Leap');
  it('a jump with no negative modifiers and a re-roll (both editions)', () => {
    // AG 3+, marked 2 (−2): 5+. With the rule: 3+, re-rolled: 2/3 + 1/3 · 2/3 = 8/9; Diving Tackle's −2 goes too.
    for (const edition of ['bb2020', 'bb2025']) {
      expect(success(line({ player: rowana, steps: ['jump: { markedFrom: 2, divingTackle: true }'], edition }))).toBe('8/9');
    }
    // A team re-roll adds nothing: the die is re-rolled once (seed 000).
    expect(success(line({ player: rowana, steps: ['jump: { markedFrom: 2 }'], rerolls: 1 }))).toBe('8/9');
  });
  it('is declared before the dice: the coach saves it for the harder jump', () => {
    // A clear jump (3+, 2/3) then one marked 3 (6+, 1/6). Use it first: 8/9 · 1/6 = 4/27; save it: 2/3 · 8/9 = 16/27.
    expect(success(line({ player: rowana, steps: ['jump', 'jump: { markedFrom: 3 }'] }))).toBe('16/27');
    // Marked 2 (5+, 1/3) then marked 1 (4+, 1/2): use it first: 8/9 · 1/2 = 4/9; save it: 1/3 · 8/9 = 8/27.
    expect(success(line({ player: rowana, steps: ['jump: { markedFrom: 2 }', 'jump: { markedFrom: 1 }'] }))).toBe('4/9');
  });
});

describe('Yoink!', () => {
  // "Once per game, when he attempts to interfere with a pass: D6 2+ → automatic interception with no agility test";
  // on a 1 the attempt fails (FFB's reading, UNCONFIRMED in the sheet).
  const yoink = (pass: string, edition = 'bb2020', thrower = '{ pa: 3+, ag: 3+ }') =>
    line({ player: thrower, steps: [`pass: { ${pass}, interference: [{ ag: 3+, skills: ["Yoink!"] }] }`], edition });
  it('a 2+ instead of the interferer’s test (both editions)', () => {
    // PA 3+ quick: accurate on 3-6 (4/6); a 2 is inaccurate and lost with no receiver, so nobody rolls against it.
    // Yoink! stops 5/6 of the accurate passes (his own test, AG 3+ at −3, only 1/6): 4/6 · 1/6 = 1/9.
    expect(success(yoink('range: quick'))).toBe('1/9');
    expect(success(yoink('range: quick', 'bb2025'))).toBe('1/9');
  });
  it('bb2020: Cloud Burster re-rolls his success', () => {
    // PA 3+ long (−2): accurate on 5, 6 (1/3). Through only if Yoink! misses, or hits and then misses: 1 − 5/6 · 5/6 = 11/36.
    // 1/3 · 11/36 = 11/108.
    expect(success(yoink('range: long', 'bb2020', '{ pa: 3+, ag: 3+, skills: ["Cloud Burster"] }'))).toBe('11/108');
  });
  it('is once a line', () => {
    const text = line({ player: '{ pa: 3+ }', steps: ['pass: { interference: [{ ag: 3+, skills: ["Yoink!"] }, { ag: 4+, skills: ["Yoink!"] }] }'] });
    expect(errorOf(text)).toMatch(/bad\.yaml:\d+:\d+.*'Yoink!' is used once per game/);
  });
});

describe('Lord of Chaos', () => {
  // BB2020: "One extra team re-roll for the first half, kept into the second if unused"; BB2025 re-rolls a block die.
  const borak = star('Lord Borak the Despoiler', 'Lord of Chaos', ', ag: 3+');
  it('bb2020: one more team re-roll for the line, for any player of the team', () => {
    // Dodge 3+ with no re-roll written: 2/3 + 1/3 · 2/3 = 8/9 with his team re-roll.
    expect(success(line({ player: borak, steps: ['dodge'] }))).toBe('8/9');
    // A team-mate's rush: 5/6 + 1/6 · 5/6 = 35/36.
    const team = ['name: t', 'edition: bb2020', 'rerolls: 0', 'players:', `  borak: ${borak}`, '  runner: { ag: 3+ }', 'steps:', '  - rush: { by: runner }'];
    expect(success(team.join('\n'))).toBe('35/36');
  });
  it('bb2025: no team re-roll', () => {
    expect(success(line({ player: borak, steps: ['dodge'], edition: 'bb2025' }))).toBe('2/3');
  });
});

describe('Blast It!', () => {
  // BB2020: "Once per game on a Hail Mary Pass: may re-roll any of the scatter dice that fix where the ball lands, and a
  // team-mate catching it gets +1"; BB2025: every Hail Mary Pass. FFB asks after each scatter die, one at a time.
  /**
   * Reference: the chance three scatters (each D8 re-rollable once, as it is rolled) then a bounce bring the ball to
   * the target square, by recursion over the full history of kept dice, as exact fractions [numerator, denominator].
   */
  function reference(): [bigint, bigint] {
    const d8 = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];
    const add = (a: [bigint, bigint], b: [bigint, bigint]): [bigint, bigint] => [a[0] * b[1] + b[0] * a[1], a[1] * b[1]];
    const scale = (a: [bigint, bigint], by: bigint): [bigint, bigint] => [a[0], a[1] * by];
    const more = (a: [bigint, bigint], b: [bigint, bigint]) => (a[0] * b[1] >= b[0] * a[1] ? a : b);
    const end = (kept: number[][]): [bigint, bigint] => {
      const x = kept.reduce((s, d) => s + d[0], 0);
      const y = kept.reduce((s, d) => s + d[1], 0);
      const away = Math.max(Math.abs(x), Math.abs(y));
      return away === 0 ? [1n, 1n] : away === 1 ? [1n, 8n] : [0n, 1n];
    };
    const value = (kept: number[][]): [bigint, bigint] => {
      if (kept.length === 3) return end(kept);
      const each = d8.map((d) => value([...kept, d]));
      const rerolled = scale(each.reduce(add, [0n, 1n]), 8n);
      return scale(each.map((v) => more(v, rerolled)).reduce(add, [0n, 1n]), 8n);
    };
    return value([]);
  }
  const barik = (rules: string) => `{ star: Barik Farblast, skills: [${rules}], pa: 3+ }`;
  const hailMary = (rules: string, edition: string) =>
    duo(barik(rules), '{ ag: 3+ }', ['pass: { by: thrower, hailMary: true }', 'catch: { by: catcher }'], edition);
  it('re-rolls each scatter die as it helps, and the catch gets +1 (both editions)', () => {
    // The Hail Mary Pass is tested as a bomb (−3) from PA 3+: a 5 or 6 is inaccurate (1/3), the rest fumbles or goes
    // wildly astray (lost: no `receiverAt`). Unaided the ball reaches the catcher 51/512, caught 4+ (−1): 1/2;
    // 1/3 · 51/512 · 1/2 = 17/1024.
    expect(success(hailMary('"Hail Mary Pass"', 'bb2020'))).toBe('17/1024');
    // Blast It!: the reach R of the reference, caught 3+ (−1 + 1): 2/3; 1/3 · R · 2/3.
    const [n, d] = reference();
    const times = (a: bigint, b: bigint) => { const g = (x: bigint, y: bigint): bigint => (y === 0n ? x : g(y, x % y)); const k = g(a, b); return `${a / k}/${b / k}`; };
    const expected = times(n * 2n, d * 9n);
    expect(expected).toBe('27637/589824');
    for (const edition of ['bb2020', 'bb2025']) expect(success(hailMary('"Hail Mary Pass", "Blast It!"', edition))).toBe(expected);
  });
});

describe('Shot to Nothing', () => {
  // "Once per game, declared at activation: gains Hail Mary Pass for her Pass action" (BB2020; BB2025 "to the end of the activation").
  const gloriel = (rule: string) => `{ star: Gloriel Summerbloom, skills: [${rule}], pa: 3+ }`;
  const steps = ['pass: { by: thrower, hailMary: true }', 'catch: { by: catcher }'];
  it('a Hail Mary Pass without the skill, as one with it (both editions)', () => {
    // As a bomb from PA 3+: inaccurate on 5, 6 (1/3); it reaches the catcher 51/512, caught 4+ (AG 3+, −1): 1/2.
    // 1/3 · 51/512 · 1/2 = 17/1024.
    for (const edition of ['bb2020', 'bb2025']) expect(success(duo(gloriel('"Shot to Nothing"'), '{ ag: 3+ }', steps, edition))).toBe('17/1024');
    expect(errorOf(duo(gloriel('"Dodge"'), '{ ag: 3+ }', steps))).toMatch(/needs the 'Hail Mary Pass' skill/);
  });
  it('once a line', () => {
    const twice = duo(gloriel('"Shot to Nothing"'), '{ ag: 3+ }', ['pass: { by: thrower, hailMary: true }', 'pass: { by: thrower, hailMary: true }']);
    expect(errorOf(twice)).toMatch(/bad\.yaml:\d+:\d+.*'Shot to Nothing' is used once per game/);
  });
});

describe('"Excuse Me, Are You a Zoat?" (bb2020)', () => {
  // BB2020: "Once per game, declared at activation: gains Hypnotic Gaze for that activation (agility test, −1 per other
  // player marking him)"; BB2025: an opponent becomes Distracted, no roll (no dice effect).
  const zolcath = star('Zolcath the Zoat', 'Excuse Me, Are You a Zoat?', ', ag: 3+');
  const opponent = 'opponent: { st: 3, av: 9+ }';
  it('a gaze without the skill: AG 3+, one other mark, 4+ = 1/2', () => {
    expect(success(line({ player: zolcath, steps: ['gaze: { marked: 1 }'], extra: opponent }))).toBe('1/2');
  });
  it('once a line; and no gaze in bb2025', () => {
    expect(errorOf(line({ player: zolcath, steps: ['gaze', 'gaze'], extra: opponent }))).toMatch(/is used once per game: only one gaze/);
    expect(errorOf(line({ player: zolcath, steps: ['gaze'], extra: opponent, edition: 'bb2025' }))).toMatch(/needs the 'Hypnotic Gaze' skill/);
  });
});

describe('Reliable', () => {
  // "Every fumbled Throw Team-mate: the thrown player bounces as usual, then lands safely without a landing test."
  const toss = (rules: string) => [
    'name: t', 'edition: bb2020', 'rerolls: 0', 'players:',
    `  deeproot: { star: Deeproot Strongbranch, skills: [${rules}], pa: 5+ }`, '  goblin: { ag: 3+, st: 2, av: 8+, skills: [Right Stuff] }',
    'steps:', '  - throwTeamMate: { by: deeproot, thrown: goblin, range: quick }',
  ].join('\n');
  it('a fumble lands on its feet', () => {
    // PA 5+ quick: 5, 6 superb (landing 3+, 2/3); 2-4 subpar (−1: 4+, 1/2); 1 fumbled (−1: 4+, 1/2).
    // Unaided: 2/6 · 2/3 + 3/6 · 1/2 + 1/6 · 1/2 = 8/36 + 9/36 + 3/36 = 5/9.
    expect(success(toss('"Throw Team-mate"'))).toBe('5/9');
    // Reliable: the fumble lands without a test: 8/36 + 9/36 + 6/36 = 23/36.
    expect(success(toss('"Throw Team-mate", "Reliable"'))).toBe('23/36');
  });
});

describe('Kaboom!', () => {
  // "Once per game: a bomb of his caught by an opponent explodes at once instead of rolling the 4+ / 1–3 D6" (BB2020);
  // BB2025 "explodes there … instead of being re-thrown at once".
  const bomber = (rules: string, edition: string) => [
    'name: bomb', `edition: ${edition}`, 'rerolls: 0', `player: { star: Bomber Dribblesnot, skills: [${rules}], pa: 6+ }`,
    'opponents:', '  lineman: { ag: 3+ }', 'steps:', '  - bomb: { range: quick, hit: lineman }', 'goal: knockdowns',
  ].join('\n');
  const hit = (text: string) => evaluate(text).opponentFractions?.lineman.knockdown;
  it('a caught bomb explodes at once (both editions)', () => {
    // PA 6+ quick: 6 accurate (1/6), 2-5 inaccurate (4/6). Accurate on him: caught or dropped, it explodes: 1.
    // Inaccurate: back on his square 24/512 (hit whatever the catch), next to him 216/512 (hit on 4+, 1/2):
    // 1/6 + 4/6 · (24 + 108)/512 = 128/768 + 132/768 = 65/192.
    for (const edition of ['bb2020', 'bb2025']) expect(hit(bomber('Bombardier, "Kaboom!"', edition))).toBe('65/192');
    // Without it (bb2020: a caught bomb explodes on 4+): 317/1152, as test/steps/bomb.test.ts works out.
    expect(hit(bomber('Bombardier', 'bb2020'))).toBe('317/1152');
  });
});

describe('All You Can Eat', () => {
  // "Once per game: two Throw Bomb actions in one activation (committed before the first); after the second, D6: 1–3
  // she is sent off" (stars.md BB2020; BB2025 "As BB2020"). Cindy PA 2+, quick (0): natural 2-6 accurate (5/6), a
  // natural 1 fumbles on herself, a turnover (1/6). Each bomb at a No Hands opponent, hit whenever it is accurate.
  const cindy = (rules: string, bombs: string[], edition = 'bb2020') => [
    'name: bombs', `edition: ${edition}`, 'rerolls: 0', `player: { star: Cindy Piewhistle, skills: [${rules}], pa: 2+ }`,
    'opponents:', '  a: { skills: [No Hands] }', '  b: { skills: [No Hands] }',
    'steps:', ...bombs.map((target) => `  - bomb: { range: quick, hit: ${target} }`), 'goal: knockdowns',
  ].join('\n');
  const two = (rules: string, edition = 'bb2020') => cindy(rules, ['a', 'b'], edition);
  it('the second bomb follows the first (both editions)', () => {
    for (const edition of ['bb2020', 'bb2025']) {
      const result = evaluate(two('Bombardier, All You Can Eat', edition));
      // a: the first bomb accurate, 5/6; b: the first not fumbled (5/6), then the second accurate (5/6): 25/36.
      expect(result.opponentFractions?.a.knockdown).toBe('5/6');
      expect(result.opponentFractions?.b.knockdown).toBe('25/36');
      // A fumble of either: 1/6 + 5/6 · 1/6 = 11/36; the send-off is no turnover.
      expect(result.fractions.turnover).toBe('11/36');
      // Both thrown without a fumble (25/36), then the D6 1-3 (1/2): 25/72.
      expect(result.fractions.sentOff).toBe('25/72');
    }
  });
  it('without the rule the first bomb ends her activation: b is never hit, nobody is sent off, a warning', () => {
    const text = two('Bombardier');
    expect(evaluate(text).opponentFractions?.b.knockdown).toBe('0');
    expect(evaluate(text).fractions.sentOff).toBe('0');
    expect(scenarioFromText(text, 'w.yaml').warnings?.join()).toMatch(/bomb of player .* ended its activation/);
    expect(scenarioFromText(two('Bombardier, All You Can Eat'), 'w.yaml').warnings ?? []).toEqual([]);
  });
  it('once: her activation ends with the second bomb, a third (at a) is not thrown', () => {
    const text = cindy('Bombardier, All You Can Eat', ['b', 'b', 'a']);
    // a, the third bomb's target: 0 (were the rule used again, 5/6 · 5/6 · 5/6). The send-off follows the second
    // as before: 5/6 · 5/6 · 1/2 = 25/72.
    const result = evaluate(text);
    expect(result.opponentFractions?.a.knockdown).toBe('0');
    expect(result.fractions.sentOff).toBe('25/72');
    expect(scenarioFromText(text, 'w.yaml').warnings?.join()).toMatch(/the line stops at this bomb step/);
  });
});

describe('Whirling Dervish', () => {
  // "Once per activation: re-roll the D6 of one Ball and Chain direction" (stars.md BB2020; BB2025 "As BB2020"): no
  // line rolls that D6 (a `chainMove` is written once the square is known), so Fungus is accepted and his line is the
  // rule-less one. Into a Prone opponent, AV 9+: an armour roll, 2D6 ≥ 9, 10/36 = 5/18 (no Mighty Blow written).
  const fungus = (rules: string, edition: string) =>
    line({ player: `{ star: Fungus the Loon, skills: [${rules}] }`, steps: ['chainMove: { prone: true, need: armourBroken }'], extra: 'opponent: { st: 3, av: 9+ }', edition });
  it('accepted, the dice unchanged: 5/18 (both editions)', () => {
    for (const edition of ['bb2020', 'bb2025']) {
      expect(success(fungus('Ball and Chain, Whirling Dervish', edition))).toBe('5/18');
      expect(success(fungus('Ball and Chain', edition))).toBe('5/18');
    }
  });
});

describe('Putrid Regurgitation', () => {
  // "Once per game (BB2025: per half): a Projectile Vomit (2+; unmodified armour and injury) even if he already blocked."
  const bilerot = (rules: string, steps: string[], edition = 'bb2020') => [
    'name: v', `edition: ${edition}`, 'rerolls: 0', `player: { star: Bilerot Vomitflesh, skills: [${rules}], st: 3 }`,
    'opponents: { x: { st: 3, av: 9+ }, y: { st: 3, av: 9+ } }', 'steps:', ...steps.map((s) => `  - ${s}`),
  ].join('\n');
  const steps = ['block: { target: x }', 'vomit: { target: y, need: armourBroken }'];
  it('a vomit after his block (both editions)', () => {
    // The block, one die at equal ST: a skull or Both Down (no Block) ends the line, 1/3; the vomit 2+ (5/6), AV 9+
    // broken on 9+ (10/36): 2/3 · 5/6 · 10/36 = 100/648 = 25/162.
    for (const edition of ['bb2020', 'bb2025']) expect(success(bilerot('Projectile Vomit, Putrid Regurgitation', steps, edition))).toBe('25/162');
  });
  it('without the rule, or twice, it is refused', () => {
    expect(errorOf(bilerot('Projectile Vomit', steps))).toMatch(/bad\.yaml:\d+:\d+.*blocked earlier in the line/);
    const twice = [...steps, 'vomit: { target: x }'];
    expect(errorOf(bilerot('Projectile Vomit, Putrid Regurgitation', twice))).toMatch(/'Putrid Regurgitation' is used once per game/);
  });
});

describe('Working In Tandem (bb2025), the pass', () => {
  // "Valen's Pass Action aimed at Lucien's square: **no range modifier** on the PA test". PA 2+, a long pass (−2):
  // accurate on 4+ (natural 6 always), 3/6 = 1/2; with no range modifier on 2+ (a natural 1 fumbles), 5/6.
  const valen = '{ star: Valen Swift, skills: [Working In Tandem] }';
  it('long to Lucien: 5/6 instead of 1/2', () => {
    expect(success(line({ player: valen, steps: ['pass: { range: long, tandem: true }'], edition: 'bb2025' }))).toBe('5/6');
    expect(success(line({ player: valen, steps: ['pass: { range: long }'], edition: 'bb2025' }))).toBe('1/2');
  });
  it('`tandem: true` needs the rule, and no Hail Mary Pass', () => {
    expect(errorOf(line({ player: '{ pa: 2+ }', steps: ['pass: { range: long, tandem: true }'], edition: 'bb2025' }))).toMatch(/Working In Tandem/);
    expect(errorOf(line({ player: '{ star: Valen Swift, skills: [Working In Tandem, Hail Mary Pass] }', steps: ['pass: { tandem: true, hailMary: true }'], edition: 'bb2025' }))).toMatch(/tandem: drops/);
  });
});
