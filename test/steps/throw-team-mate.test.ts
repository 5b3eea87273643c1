/**
 * Throw Team-mate and Kick Team-mate, by hand. Sources: seed 001 Throw Team-mate ("Strength characteristic of 5 or
 * more"), Right Stuff ("Strength characteristic of 3 or less"), Always Hungry ("On a roll of 2+, continue … On a
 * roll of 1 … Roll another D6: 1 eaten … 2+ squirms free and the Throw Team-mate action is automatically
 * fumbled"), Strong Arm, Swoop, Kick Team-mate ("removed from play and an injury roll … treating a Stunned result as
 * a KO'd result"); seed 004 Throw Team-Mate (−1, "accurate passes are treated instead as inaccurate"), Right Stuff
 * ("−1 modifier for each opposing player's tackle zone"), Swoop ("add 1"), Kick Team-Mate (D6 or 2D6 squares, a
 * double injures, 6–8 squares −1, 9+ −2); bb2020.md "Landing" (−1 per mark, −1 inaccurate, −2 wildly inaccurate);
 * FFB/Jervis: a fumbled throw −1 on the landing.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate } from '../helpers.js';

const TROLL = '{ ag: 5+, pa: 5+, st: 5, av: 10+, skills: [Always Hungry, Throw Team-mate] }';
const GOBLIN = '{ ag: 3+, st: 2, av: 8+, skills: [Right Stuff, Stunty] }';

const toss = (thrower: string, thrown: string, step: string, edition = 'bb2020', rerolls = 0) => [
  'name: test', `edition: ${edition}`, `rerolls: ${rerolls}`, 'players:', `  thrower: ${thrower}`, `  thrown: ${thrown}`,
  'steps:', `  - ${step}`,
].join('\n');

describe('Throw Team-mate (bb2020)', () => {
  // The throw, PA 5+ short −1: 1 fumbled; 2 terrible (total 1); 3-5 subpar; 6 superb.
  // The landing, AG 3+, marked once −1: superb 4+ (1/2), subpar 5+ (1/3), terrible 6+ (1/6), fumbled 5+ (1/3).
  // Thrown: 1/6 × 1/2 + 3/6 × 1/3 + 1/6 × 1/6 + 1/6 × 1/3 = (3 + 6 + 1 + 2)/36 = 1/3.
  // Always Hungry: 5/6 × 1/3 + 1/6 × 5/6 (squirms free: fumbled) × 1/3 = 5/18 + 5/108 = 35/108; eaten 1/6 × 1/6 = 1/36.
  it('a Troll with Always Hungry throws a Goblin short, landing marked once: 35/108, eaten 1/36', () => {
    const result = evaluate(toss(TROLL, GOBLIN, 'throwTeamMate: { by: thrower, thrown: thrown, range: short, land: { marked: 1 } }'));
    expect(result.fractions.success).toBe('35/108');
    expect(result.fractions.eaten).toBe('1/36');
    // No ball: neither a failed landing nor being eaten is a turnover.
    expect(result.fractions.turnover).toBe('0');
    // A failed landing: 1 − 1/36 − 35/108 = 70/108 = 35/54; armour 8+ 15/36: 35/54 × 15/36 = 525/1944 = 175/648;
    // the Goblin down every time: playerDown 35/54.
    expect(result.fractions.ownArmourBroken).toBe('175/648');
    expect(result.fractions.playerDown).toBe('35/54');
    // Stunty injury (bb2020.md): 9+ a casualty, 10/36: 175/648 × 10/36 = 1750/23328 = 875/11664.
    expect(result.fractions.ownCas).toBe('875/11664');
  });
  it('with the ball, being eaten and a failed landing are turnovers: 1/36 + 35/54 = 73/108', () => {
    const result = evaluate(toss(TROLL, GOBLIN, 'throwTeamMate: { by: thrower, thrown: thrown, land: { marked: 1 }, ball: true }'));
    expect(result.fractions.turnover).toBe('73/108');
    expect(result.fractions.success).toBe('35/108');
  });
  it('without Always Hungry: 1/3, and no eaten metric', () => {
    const troll = '{ ag: 5+, pa: 5+, st: 5, skills: [Throw Team-mate] }';
    const result = evaluate(toss(troll, GOBLIN, 'throwTeamMate: { by: thrower, thrown: thrown, land: { marked: 1 } }'));
    expect(result.fractions.success).toBe('1/3');
    expect(result.fractions.eaten).toBeUndefined();
  });
  it('Strong Arm +1: PA 5+ short −1 +1: 2-4 subpar, 5-6 superb: 2/6 × 1/2 + 3/6 × 1/3 + 1/6 × 1/3 = 7/18', () => {
    const troll = '{ ag: 5+, pa: 5+, st: 5, skills: [Throw Team-mate, Strong Arm] }';
    expect(evaluate(toss(troll, GOBLIN, 'throwTeamMate: { by: thrower, thrown: thrown, land: { marked: 1 } }')).fractions.success).toBe('7/18');
  });
  it('Swoop +1 on the landing: 3+ / 4+ / 5+ / 4+: 1/6 × 2/3 + 3/6 × 1/2 + 1/6 × 1/3 + 1/6 × 1/2 = (4 + 9 + 2 + 3)/36 = 1/2', () => {
    const troll = '{ ag: 5+, pa: 5+, st: 5, skills: [Throw Team-mate] }';
    const swooper = '{ ag: 3+, st: 2, skills: [Right Stuff, Stunty, Swoop] }';
    expect(evaluate(toss(troll, swooper, 'throwTeamMate: { by: thrower, thrown: thrown, land: { marked: 1 } }')).fractions.success).toBe('1/2');
  });
  it('a quick throw unmarked: 1 fumbled, 2-4 subpar, 5-6 superb; landing 3+ / 4+ / 4+: 2/6 × 2/3 + 3/6 × 1/2 + 1/6 × 1/2 = 5/9', () => {
    const troll = '{ ag: 5+, pa: 5+, st: 5, skills: [Throw Team-mate] }';
    expect(evaluate(toss(troll, GOBLIN, 'throwTeamMate: { by: thrower, thrown: thrown, range: quick }')).fractions.success).toBe('5/9');
  });
  it('errors: no Right Stuff, the thrown player too strong, the thrower too weak or without the trait, a long throw', () => {
    const troll = '{ ag: 5+, pa: 5+, st: 5, skills: [Throw Team-mate] }';
    const step = 'throwTeamMate: { by: thrower, thrown: thrown }';
    expect(errorOf(toss(troll, '{ ag: 3+, st: 2 }', step))).toMatch(/Right Stuff/);
    expect(errorOf(toss(troll, '{ ag: 3+, st: 4, skills: [Right Stuff] }', step))).toMatch(/ST 3 or less/);
    expect(errorOf(toss('{ ag: 5+, pa: 5+, st: 4, skills: [Throw Team-mate] }', GOBLIN, step))).toMatch(/ST 5 or more/);
    expect(errorOf(toss('{ ag: 5+, pa: 5+, st: 5 }', GOBLIN, step))).toMatch(/Throw Team-mate/);
    expect(errorOf(toss(troll, GOBLIN, 'throwTeamMate: { by: thrower, thrown: thrown, range: long }'))).toMatch(/long/);
    expect(errorOf(toss('{ ag: 5+, st: 5, skills: [Throw Team-mate] }', GOBLIN, step))).toMatch(/pa:/);
  });
});

describe('Throw Team-mate (bb2016)', () => {
  // AG 3 thrower, short 0, −1 (seed 004): every result lands (a fumble in its own square) with no penalty: only the
  // landing counts. AG 3 thrown, unmarked: 7 − 3 = 4+ (1/2); a tackle zone −1: 5+ (1/3); Swoop +1: 3+ (2/3).
  it('every throw lands, unpenalised: 4+ = 1/2; a tackle zone 5+ = 1/3; Swoop 3+ = 2/3', () => {
    const thrower = '{ ag: 3, st: 5, skills: [Throw Team-mate] }';
    const step = (marked: number) => `throwTeamMate: { by: thrower, thrown: thrown, land: { marked: ${marked} } }`;
    expect(evaluate(toss(thrower, '{ ag: 3, st: 2, skills: [Right Stuff] }', step(0), 'bb2016')).fractions.success).toBe('1/2');
    expect(evaluate(toss(thrower, '{ ag: 3, st: 2, skills: [Right Stuff] }', step(1), 'bb2016')).fractions.success).toBe('1/3');
    expect(evaluate(toss(thrower, '{ ag: 3, st: 2, skills: [Right Stuff, Swoop] }', step(0), 'bb2016')).fractions.success).toBe('2/3');
  });
  it('Always Hungry: eaten 1/36; success 5/6 × 1/2 + 1/6 × 5/6 × 1/2 = 35/72', () => {
    const thrower = '{ ag: 3, st: 5, skills: [Throw Team-mate, Always Hungry] }';
    const result = evaluate(toss(thrower, '{ ag: 3, st: 2, skills: [Right Stuff] }', 'throwTeamMate: { by: thrower, thrown: thrown }', 'bb2016'));
    expect(result.fractions.eaten).toBe('1/36');
    expect(result.fractions.success).toBe('35/72');
  });
  it('a team re-roll helps the landing (no throw result is worth re-rolling): 1 − (1/2)^2 = 3/4', () => {
    const thrower = '{ ag: 3, st: 5, skills: [Throw Team-mate] }';
    const result = evaluate(toss(thrower, '{ ag: 3, st: 2, skills: [Right Stuff] }', 'throwTeamMate: { by: thrower, thrown: thrown }', 'bb2016', 1));
    expect(result.fractions.success).toBe('3/4');
  });
});

describe('Kick Team-mate', () => {
  // bb2020, PA 4+ quick: 1 fumbled; 2-3 subpar; 4-6 superb. Kicked AG 3+ unmarked: superb 3+ (2/3), subpar 4+
  // (1/2): 1/2 × 2/3 + 1/3 × 1/2 = 1/2. A fumble (1/6): injury, no armour, Stunned as KO'd; Stunty: 9+ a casualty
  // (10/36). A failed landing (1/2 × 1/3 + 1/3 × 1/2 = 1/3): armour 8+ (15/36), then 9+ (10/36).
  // ownCas = 1/6 × 10/36 + 1/3 × 15/36 × 10/36 = 5/108 + 25/648 = 30/648 + 25/648 = 55/648.
  const KICKER = '{ ag: 3+, pa: 4+, st: 4, skills: [Kick Team-mate] }';
  it('bb2020: the Throw Team-mate roll; a fumble is an injury roll: success 1/2, ownCas 55/648', () => {
    const result = evaluate(toss(KICKER, GOBLIN, 'kickTeamMate: { by: thrower, thrown: thrown, range: quick }'));
    expect(result.fractions.success).toBe('1/2');
    expect(result.fractions.ownCas).toBe('55/648');
    // KO'd: the fumble's 2-8 (Stunned as KO'd, 26/36) and the landing's 7-8 after broken armour (11/36):
    // 1/6 × 26/36 + 1/3 × 15/36 × 11/36 = 26/216 + 165/3888 = 468/3888 + 165/3888 = 633/3888 = 211/1296.
    expect(result.fractions.ownKo).toBe('211/1296');
  });
  it('bb2020: the kicker’s Mighty Blow (+1) on the fumble’s injury: 8+ a casualty (15/36): 5/72 + 25/648 = 35/324', () => {
    const kicker = '{ ag: 3+, pa: 4+, st: 4, skills: [Kick Team-mate, Mighty Blow (+1)] }';
    expect(evaluate(toss(kicker, GOBLIN, 'kickTeamMate: { by: thrower, thrown: thrown, range: quick }')).fractions.ownCas).toBe('35/324');
  });
  it('bb2016 short: a D6 of squares, a 6 −1 on the landing: 5/6 × 1/2 + 1/6 × 1/3 = 17/36', () => {
    const kicker = '{ ag: 3, st: 4, skills: [Kick Team-mate] }';
    expect(evaluate(toss(kicker, '{ ag: 3, st: 2, skills: [Right Stuff] }', 'kickTeamMate: { by: thrower, thrown: thrown, range: short }', 'bb2016')).fractions.success).toBe('17/36');
  });
  it('bb2016 long: 2D6, a double injures; 3-5 (8/36) 4+, 6-8 (14/36) 5+, 9-11 (8/36) 6+: 5/18', () => {
    // 8/36 × 1/2 + 14/36 × 1/3 + 8/36 × 1/6 = (24 + 28 + 8)/216 = 60/216 = 5/18. The double (6/36): injury, Stunned
    // as KO'd: 2-9 KO'd (30/36), 10+ a casualty (6/36): ownCas from it 1/6 × 1/6 = 1/36.
    const kicker = '{ ag: 3, st: 4, skills: [Kick Team-mate] }';
    const result = evaluate(toss(kicker, '{ ag: 3, st: 2, av: 12, skills: [Right Stuff] }', 'kickTeamMate: { by: thrower, thrown: thrown, range: long }', 'bb2016'));
    expect(result.fractions.success).toBe('5/18');
    // AV 12 never breaks (> 12 on 2D6), so every casualty is the double's: 1/36.
    expect(result.fractions.ownCas).toBe('1/36');
  });
  it('errors: a long kick in bb2020, a quick one in bb2016, no Kick Team-mate', () => {
    expect(errorOf(toss(KICKER, GOBLIN, 'kickTeamMate: { by: thrower, thrown: thrown, range: long }'))).toMatch(/cannot be 'long'/);
    expect(errorOf(toss('{ ag: 3, skills: [Kick Team-mate] }', '{ ag: 3, st: 2, skills: [Right Stuff] }', 'kickTeamMate: { by: thrower, thrown: thrown, range: quick }', 'bb2016'))).toMatch(/cannot be 'quick'/);
    expect(errorOf(toss('{ ag: 3+, pa: 4+ }', GOBLIN, 'kickTeamMate: { by: thrower, thrown: thrown }'))).toMatch(/Kick Team-mate/);
  });
});

describe('where the throw went: reachedAndLanded and throwFumbled (success also counts a landing after a fumble)', () => {
  const OGRE = '{ ag: 4+, pa: 5+, st: 5, skills: [Throw Team-mate] }';
  const PLAIN_GOBLIN = '{ ag: 3+, st: 2, av: 8+, skills: [Right Stuff] }';
  it('an Ogre’s quick throw into a square marked three times: success 1/6, reachedAndLanded 5/6 · 1/6 = 5/36, throwFumbled 1/6', () => {
    // The throw, PA 5+ quick (0): a natural 1 fumbles (1/6); 2-4 subpar, 5-6 superb — no terrible (a total of 1
    // needs the natural 1). The landing, AG 3+ −3 marks: superb 6+, subpar −1 more and fumbled −1 more need more
    // than 6 — a natural 6 always lands. So every landing is 1/6, and only the five throws that reach the square
    // count for "lands where I aimed": 5/6 · 1/6 = 5/36.
    const result = evaluate(toss(OGRE, PLAIN_GOBLIN, 'throwTeamMate: { by: thrower, thrown: thrown, range: quick, land: { marked: 3 } }'));
    expect(result.fractions.success).toBe('1/6');
    expect(result.fractions.reachedAndLanded).toBe('5/36');
    expect(result.fractions.throwFumbled).toBe('1/6');
  });
  it('the Troll with Always Hungry (see above): reachedAndLanded 5/6 · (1/6 · 1/2 + 3/6 · 1/3) = 5/24; throwFumbled 5/6 · 1/6 + 1/6 · 5/6 = 5/18', () => {
    // A terrible throw (the 2) deviates from the thrower: it lands (1/6) but never reached the target square.
    // Fumbled: the natural 1 after Always Hungry passed, or the Goblin squirms free (1/6 · 5/6).
    const result = evaluate(toss(TROLL, GOBLIN, 'throwTeamMate: { by: thrower, thrown: thrown, range: short, land: { marked: 1 } }'));
    expect(result.fractions.reachedAndLanded).toBe('5/24');
    expect(result.fractions.throwFumbled).toBe('5/18');
  });
  it('bb2020 Kick Team-mate: a fumble removes the kicked player, so reachedAndLanded is success, 1/2; throwFumbled 1/6', () => {
    const result = evaluate(toss('{ ag: 3+, pa: 4+, st: 4, skills: [Kick Team-mate] }', GOBLIN, 'kickTeamMate: { by: thrower, thrown: thrown, range: quick }'));
    expect(result.fractions.reachedAndLanded).toBe('1/2');
    expect(result.fractions.throwFumbled).toBe('1/6');
  });
  it('a goal may name them: one team re-roll — goal reachedAndLanded re-rolls a fumble, goal success does not', () => {
    // A reached throw keeps the re-roll for the landing: 1/6 + 5/6 · 1/6 = 11/36 (a subpar throw re-rolled would
    // give 5/6 · 1/6 = 5/36 only). After a fumble the landing no longer counts for reachedAndLanded, so the re-roll
    // goes on the throw: 5/36. reachedAndLanded = 5/6 · 11/36 + 1/6 · 5/36 = 55/216 + 5/216 = 60/216 = 5/18.
    // Goal success: the fumble's landing counts, and with the re-roll kept it lands 11/36 > 1/6 (a new throw
    // lands 1/6 whatever it is): accepted. Success 11/36; reachedAndLanded 5/6 · 11/36 = 55/216.
    const yaml = toss(OGRE, PLAIN_GOBLIN, 'throwTeamMate: { by: thrower, thrown: thrown, range: quick, land: { marked: 3 } }', 'bb2020', 1);
    expect(evaluate(`${yaml}\ngoal: reachedAndLanded`).fractions.reachedAndLanded).toBe('5/18');
    const bySuccess = evaluate(`${yaml}\ngoal: success`).fractions;
    expect(bySuccess.success).toBe('11/36');
    expect(bySuccess.reachedAndLanded).toBe('55/216');
  });
});
