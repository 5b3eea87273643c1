/**
 * Activation rolls, rolled by themselves before the player's first step (seed 001 and seed 004 texts quoted by
 * each case). Every value is worked out by hand in the comment beside it. Shorthands: a rush is 5/6 (2+); a
 * one-die block by a player with Block fails only on Player Down (1/6), so it completes 5/6.
 */
import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/evaluate/exact.js';
import { formatFraction } from '../../src/evaluate/rational.js';
import { M } from '../../src/model/metrics.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { compile } from '../../src/steps/compile.js';
import { errorOf, evaluate, line, success } from '../helpers.js';

const BLOCK = 'block: { dice: 1 }';
const opponent = (skills = '[]') => `opponent: { st: 3, skills: ${skills} }\ngoal: success`;

/** The labels of the normalised steps, in order. */
function labels(yaml: string): string[] {
  return scenarioFromText(yaml, 'test.yaml').steps.map((s) => s.label);
}

/** The exact value of metric `name`, read from the solved vector (any metric, reported or not). */
function metric(yaml: string, name: keyof typeof M): string {
  const { exact } = evaluateExact(compile(scenarioFromText(yaml, 'test.yaml')));
  return formatFraction(exact.num[M[name]], exact.den);
}

describe('Bone Head (seed 001: "On a roll of 1 … their activation ends immediately"; 2+ otherwise)', () => {
  const ogre = (extra = '') => `{ st: 5, skills: [Bone Head, Loner (4+)]${extra} }`;

  it('rolls before the first step, named first', () => {
    expect(labels(line({ player: ogre(), steps: ['rush', 'rush'] }))).toEqual(['Bone Head 2+', 'Rush', 'Rush']);
  });

  it('Ogre with Loner (4+) and one team re-roll, then two rushes: the same 625/864 as the hand-written test step', () => {
    // scenarios/bone-head-test.yaml works it: 5/6 * 175/216 + 1/6 * 1/2 * 5/6 * 25/36 = 625/864.
    expect(success(line({ player: ogre(), steps: ['rush', 'rush'], rerolls: 1 }))).toBe('625/864');
  });

  it('a failed roll stops the line without a turnover', () => {
    // Bone Head alone with Loner and a re-roll: passes 5/6 + 1/6 * 1/2 * 5/6 = 65/72; the rest (7/72) is stopped.
    const { fractions } = evaluate(line({ player: ogre(), steps: ['rush'], rerolls: 1 }));
    // then a rush with whatever re-roll is left: 5/6 * (5/6 + 1/6 * 1/2 * 5/6) + 1/6 * 1/2 * 5/6 * 5/6 = 325/432 + 25/432
    expect(fractions.success).toBe('175/216');
    // turnover only from the rush: 5/6 * 1/6 * (1 - 1/2 * 5/6) + 1/6 * 1/2 * 5/6 * 1/6 = 35/432 + 5/432 = 40/432
    expect(fractions.turnover).toBe('5/54');
  });

  it('Pro (3+ in bb2020, once per activation) may re-roll it or the rush: 5/6 * 25/27 + 1/6 * 2/3 * 5/6 * 5/6 = 275/324', () => {
    // with Pro left, a rush passes 5/6 + 1/6 * 2/3 * 5/6 = 25/27
    expect(success(line({ player: '{ skills: [Bone Head, Pro] }', steps: ['rush'] }))).toBe('275/324');
  });

  it('activated: true — the roll is behind the player: only the rush, 5/6', () => {
    expect(success(line({ player: ogre(', activated: true'), steps: ['rush'] }))).toBe('5/6');
  });

  it('bb2016 spells it Bone-head, same 2+ (seed 004 "On a roll of 1 …"): 5/6 * 5/6', () => {
    expect(success(line({ edition: 'bb2016', player: '{ skills: [Bone-head] }', steps: ['rush'] }))).toBe('25/36');
  });

  it('a catch is not the player\'s activation: the roll comes before its own first step', () => {
    const yaml = [
      'name: t', 'players:', '  thrower: { ag: 3+, pa: 4+ }', '  ogre: { ag: 4+, skills: [Bone Head] }',
      'steps:', '  - pass: { by: thrower, range: quick }', '  - catch: { by: ogre }', '  - rush: { by: ogre }',
    ].join('\n');
    expect(labels(yaml)).toEqual(['Pass (quick) (thrower)', 'Catch (accurate) (ogre)', 'Bone Head 2+ (ogre)', 'Rush (ogre)']);
  });
});

describe('Really Stupid (seed 001: 1-3 fails, "+2 … adjacent to one or more Standing team-mates that do not have this Trait")', () => {
  it('alone: 4+, 1/2 * 5/6', () => {
    expect(success(line({ player: '{ skills: [Really Stupid] }', steps: ['rush'] }))).toBe('5/12');
  });
  it('with teammateAdjacent: 2+, 5/6 * 5/6', () => {
    expect(success(line({ player: '{ skills: [Really Stupid], teammateAdjacent: true }', steps: ['rush'] }))).toBe('25/36');
  });
  it('a team re-roll on it alone: 1/2 + 1/2 * 1/2 = 3/4', () => {
    const yaml = line({ player: '{ skills: [Really Stupid] }', steps: ['test: { target: 2, rerollable: false }'], rerolls: 1 });
    // the re-roll goes to Really Stupid (the test takes none): (1/2 + 1/4) * 5/6
    expect(success(yaml)).toBe('5/8');
  });
  it('bb2016: the same 4+ with +2 (seed 004 "add 2 to the D6 roll")', () => {
    expect(success(line({ edition: 'bb2016', player: '{ skills: [Really Stupid] }', steps: ['rush'] }))).toBe('5/12');
    expect(success(line({ edition: 'bb2016', player: '{ skills: [Really Stupid], teammateAdjacent: true }', steps: ['rush'] }))).toBe('25/36');
  });
});

describe('Unchannelled Fury (seed 001: 4+, "+2 … if you declared … a Block or Blitz action")', () => {
  const fury = '{ st: 4, skills: [Unchannelled Fury, Block] }';
  it('a Move: 4+, then a rush: 1/2 * 5/6', () => {
    expect(success(line({ player: fury, steps: ['rush'] }))).toBe('5/12');
  });
  it('a Block (a block step first): 2+, then the block: 5/6 * 5/6', () => {
    const yaml = line({ player: fury, steps: [BLOCK], extra: opponent() });
    expect(labels(yaml)[0]).toBe('Unchannelled Fury 2+');
    expect(success(yaml)).toBe('25/36');
  });
  it('a Blitz (movement then a block): 2+, rush, block: (5/6)^3', () => {
    expect(success(line({ player: fury, steps: ['rush', BLOCK], extra: opponent() }))).toBe('125/216');
  });
  it('action: move written over the steps: 4+, 1/2 * 5/6', () => {
    expect(success(line({ player: '{ st: 4, skills: [Unchannelled Fury, Block], action: move }', steps: ['rush'] }))).toBe('5/12');
  });
  it('a Chainsaw (a Special action instead of a Block) gets the +2 too: 2+', () => {
    expect(labels(line({ player: '{ skills: [Unchannelled Fury, Chainsaw] }', steps: ['chainsaw'], extra: opponent() }))[0]).toBe('Unchannelled Fury 2+');
  });
  it('is a bb2020 trait: bb2016 names Wild Animal', () => {
    expect(errorOf(line({ edition: 'bb2016', player: '{ skills: [Unchannelled Fury] }', steps: ['rush'] }))).toMatch(/not a skill of bb2016/);
  });
});

describe('Wild Animal (bb2016, seed 004: "adding 2 to the roll if taking a Block or Blitz Action. On a roll of 1-3 … the Action is wasted")', () => {
  it('a Move: 1/2 * 5/6; a Block: 5/6 * 5/6', () => {
    expect(success(line({ edition: 'bb2016', player: '{ skills: [Wild Animal] }', steps: ['rush'] }))).toBe('5/12');
    expect(success(line({ edition: 'bb2016', player: '{ st: 4, skills: [Wild Animal, Block] }', steps: [BLOCK], extra: opponent() }))).toBe('25/36');
  });
  it('is not a bb2020 trait', () => {
    expect(errorOf(line({ player: '{ skills: [Wild Animal] }', steps: ['rush'] }))).toMatch(/not a skill of bb2020/);
  });
});

describe('Animal Savagery (seed 001: 4+, +2 on a Block or Blitz; 1-3 lashes out at an adjacent Standing team-mate)', () => {
  const savage = (extra = '') => `{ st: 4, skills: [Animal Savagery, Block]${extra} }`;
  it('no team-mate adjacent: a failure ends the activation — Block 2+: 5/6 * 5/6', () => {
    expect(success(line({ player: savage(), steps: [BLOCK], extra: opponent() }))).toBe('25/36');
  });
  it('a team-mate adjacent: knocked down, and the player goes on — success 5/6 (the block only), teammateDown 1/6', () => {
    const yaml = line({ player: savage(', teammateAdjacent: true'), steps: [BLOCK], extra: opponent() });
    expect(success(yaml)).toBe('5/6');
    expect(metric(yaml, 'teammateDown')).toBe('1/6');
    expect(metric(yaml, 'turnover')).toBe('1/6'); // only the block's Player Down: lashing out is no turnover
  });
  it('a Move with a team-mate adjacent: 4+, teammateDown 1/2, success the rush 5/6', () => {
    const yaml = line({ player: savage(', teammateAdjacent: true'), steps: ['rush'] });
    expect(success(yaml)).toBe('5/6');
    expect(metric(yaml, 'teammateDown')).toBe('1/2');
  });
  it('a Move, none adjacent: 1/2 * 5/6', () => {
    expect(success(line({ player: savage(), steps: ['rush'] }))).toBe('5/12');
  });});

describe('Animal Savagery: the armour roll against the team-mate (seed 001: "After making an armour roll (and possible Injury roll) against the Knocked Down player"; Q&A: only "Claws and Mighty Blow (+X)", "treat the Knock Down as being the result of a Block action")', () => {
  // bb2020 injury (2D6): 2-7 Stunned (21/36), 8-9 KO (9/36), 10+ Casualty (6/36); +1: KO on 7-8 (11/36), Casualty on 9+ (10/36).
  it('a Move (4+: lashes out on 1-3, 1/2), the team-mate AV 9+ by default: broken 1/2 * 10/36 = 5/36; KO 5/36 * 9/36 = 5/144; Casualty 5/36 * 6/36 = 5/216', () => {
    const { fractions } = evaluate(line({ player: '{ skills: [Animal Savagery], teammateAdjacent: true }', steps: ['rush'] }));
    expect(fractions.teammateDown).toBe('1/2');
    expect(fractions.teammateArmourBroken).toBe('5/36');
    expect(fractions.teammateKo).toBe('5/144');
    expect(fractions.teammateCas).toBe('5/216');
    expect(fractions.success).toBe('5/6'); // no turnover: the rush alone
  });
  it('Mighty Blow (+1), placed by the opposing coach where it hurts: on armour when it breaks it (a natural 8 v 9+), else on injury', () => {
    // Broken: natural 9+ (10/36, MB on injury) or 8 (5/36, MB on armour, injury plain): 1/2 * 15/36 = 5/24.
    // KO: 1/2 * (10/36 * 11/36 + 5/36 * 9/36) = 155/2592; Casualty: 1/2 * (10/36 * 10/36 + 5/36 * 6/36) = 65/1296.
    const { fractions } = evaluate(line({ player: '{ skills: [Animal Savagery, Mighty Blow (+1)], teammateAdjacent: true }', steps: ['rush'] }));
    expect(fractions.teammateArmourBroken).toBe('5/24');
    expect(fractions.teammateKo).toBe('155/2592');
    expect(fractions.teammateCas).toBe('65/1296');
  });
  it('a Block (2+: lashes out on the 1, 1/6), Claws and Mighty Blow v `teammateAv: 10+`: Claws breaks on a natural 8+ (15/36), Mighty Blow then on injury', () => {
    // A natural 7 + 1 = 8 breaks neither AV 10+ nor Claws ("a roll of 8+ before applying any modifiers", seed 001 Claws).
    // Broken 1/6 * 15/36 = 5/72; KO 5/72 * 11/36 = 55/2592; Casualty 5/72 * 10/36 = 25/1296. The block goes on: 5/6.
    const player = '{ st: 4, skills: [Animal Savagery, Block, Claws, Mighty Blow (+1)], teammateAdjacent: true, teammateAv: 10+ }';
    const { fractions } = evaluate(line({ player, steps: [BLOCK], extra: opponent() }));
    expect(fractions.teammateDown).toBe('1/6');
    expect(fractions.teammateArmourBroken).toBe('5/72');
    expect(fractions.teammateKo).toBe('55/2592');
    expect(fractions.teammateCas).toBe('25/1296');
    expect(fractions.success).toBe('5/6');
  });
  it('`teammateAv` is written as the edition writes AV', () => {
    expect(errorOf(line({ player: '{ skills: [Animal Savagery], teammateAdjacent: true, teammateAv: 13 }', steps: ['rush'] }))).toMatch(/bad\.yaml:4:\d+ at player\.teammateAv: AV/);
  });
});

describe('Bloodlust (X+) (seed 001: +1 on a Block or Blitz; failed, the player goes on and must bite a Thrall at the end, else a turnover)', () => {
  it('Bloodlust (2+), a Move, no Thrall: success 5/6 * 5/6; turnover 1/6 (the rush) + 1/6 * 5/6 (no bite) = 11/36', () => {
    const { fractions } = evaluate(line({ player: '{ skills: [Bloodlust (2+)] }', steps: ['rush'] }));
    expect(fractions.success).toBe('25/36');
    expect(fractions.turnover).toBe('11/36');
  });
  it('the end of the activation comes after the last step', () => {
    expect(labels(line({ player: '{ skills: [Bloodlust (2+)] }', steps: ['rush', 'rush'] }))).toEqual(['Bloodlust 2+', 'Rush', 'Rush', 'Bloodlust: no Thrall to bite']);
  });
  it('…and before a pass ("they must bite a Thrall before they perform the action")', () => {
    expect(labels(line({ player: '{ ag: 3+, pa: 4+, skills: [Bloodlust] }', steps: ['rush', 'pass'] }))).toEqual(['Bloodlust 2+', 'Rush', 'Bloodlust: no Thrall to bite', 'Pass (short)']);
  });
  it('a Thrall adjacent: bitten, no turnover — the rush alone, 5/6', () => {
    expect(success(line({ player: '{ skills: [Bloodlust (2+)], thrallAdjacent: true }', steps: ['rush'] }))).toBe('5/6');
  });
  it('Bloodlust (3+): a Move 3+ (2/3 * 5/6 = 5/9); a Block 2+ (5/6 * 5/6 = 25/36)', () => {
    expect(success(line({ player: '{ skills: [Bloodlust (3+)] }', steps: ['rush'] }))).toBe('5/9');
    const yaml = line({ player: '{ st: 4, skills: [Bloodlust (3+), Block] }', steps: [BLOCK], extra: opponent() });
    expect(labels(yaml)).toEqual(['Bloodlust 2+', 'Block opponent (1 dice)', 'Bloodlust: no Thrall to bite']);
    expect(success(yaml)).toBe('25/36');
  });
  it('bb2016 Blood Lust is 2+ whatever the action (seed 004 "On a 2+ the Vampire can carry out the Action"): 5/6 * 5/6', () => {
    expect(success(line({ edition: 'bb2016', player: '{ skills: [Blood Lust (3+)] }', steps: ['rush'] }))).toBe('25/36');
  });
});

describe('Bloodlust (X+) and an activation that ends early (seed 001 Q&A: "fails the Bloodlust roll and is forced to end their activation early → … Turnover"; "placed Prone as a result of the Wrestle skill → a Turnover"; "must be standing in order to bite a Thrall")', () => {
  const vampire = (extra = '') => `{ ag: 2+, st: 4, skills: [Bloodlust (2+), Hypnotic Gaze]${extra} }`;
  const gaze = 'gaze: { marked: 2 }'; // a Special action: Bloodlust 2+ with no +1, fails on the 1 only (1/6); Gaze AG 2+ −2 = 4+ (1/2)

  it('a Gaze marked 2, no Thrall: success 5/6 * 1/2 = 5/12; turnover 1/6 (failed Bloodlust: no bite after a passed Gaze, an early end after a failed one)', () => {
    const { fractions } = evaluate(line({ player: vampire(), steps: [gaze], extra: opponent() }));
    expect(fractions.success).toBe('5/12');
    expect(fractions.turnover).toBe('1/6');
    expect(fractions.hypnotised).toBe('1/2');
  });
  it('…a Thrall adjacent: the end of the activation bites it (labelled so); success 1/2; turnover 1/6 * 1/2 = 1/12 (the failed Gaze ends it early)', () => {
    const yaml = line({ player: vampire(', thrallAdjacent: true'), steps: [gaze], extra: opponent() });
    expect(labels(yaml)).toEqual(['Bloodlust 2+', 'Hypnotic Gaze opponent (marked 2)', 'Bloodlust: bite the Thrall']);
    const { fractions } = evaluate(yaml);
    expect(fractions.success).toBe('1/2');
    expect(fractions.turnover).toBe('1/12');
  });
  it('a Block with Wrestle, a Thrall adjacent, one die (ST 4 v 4): success 5/6 * 5/6 + 1/6 * 4/6 = 29/36, turnover 6/36 + 1/36 = 7/36', () => {
    // Bloodlust on a Block: 2+ with +1, never below 2+ — fails on the 1 (1/6). The die: Player Down 1/6 (turnover);
    // Both Down 1/6: Wrestle places both Prone — no turnover, unless the Vampire failed its roll (it can no longer
    // bite standing); Push Back, Stumble (no Dodge: POW), POW 4/6: done, the Thrall bitten.
    const yaml = line({ player: '{ ag: 2+, st: 4, skills: [Bloodlust (2+), Wrestle], thrallAdjacent: true }', steps: [BLOCK], extra: 'opponent: { st: 4 }\ngoal: success' });
    const { fractions } = evaluate(yaml);
    expect(fractions.success).toBe('29/36');
    expect(fractions.turnover).toBe('7/36');
  });
  it('a failed stand-up (MA 2: 4+), then a rush; Bloodlust (3+), a Thrall adjacent: success 1/2 * 5/6 = 5/12; turnover 1/2 * 1/6 + 1/3 * 1/2 = 1/4; stopped 2/3 * 1/2 = 1/3', () => {
    // Bloodlust (3+) on a Move: 3+ (2/3 pass, 1/3 fail). Stand up 4+ (1/2); failed, the Vampire stays Prone and cannot bite.
    const yaml = line({ player: '{ ag: 2+, st: 4, ma: 2, skills: [Bloodlust (3+)], thrallAdjacent: true }', steps: ['standUp', 'rush'] });
    const { fractions } = evaluate(yaml);
    expect(fractions.success).toBe('5/12');
    expect(fractions.turnover).toBe('1/4');
  });
  it("a Thrall's block after the Vampire's Gaze (marked 1: 3+): the block happens only if no turnover came first", () => {
    // The Thrall's block: ST 3 + 1 assist v 3, two dice, the Thrall's choice; it fails (Player Down or Both Down,
    // no Block: 2/6 a die) only when both dice do: 1/9. Success 5/6 * 2/3 * 8/9 = 40/81. Turnover: the failed
    // Bloodlust (1/6: no Thrall, no bite, whatever the Gaze), or the block's 1/9 after 5/6 * 2/3: 1/6 + 10/162 = 37/162.
    const yaml = [
      'name: test', 'rerolls: 0',
      'players:', `  vampire: ${vampire()}`, '  thrall: { ag: 3+, st: 3 }',
      'opponent: { st: 3 }',
      'steps:', '  - gaze: { by: vampire, marked: 1 }', '  - block: { by: thrall, assists: 1 }', 'goal: success',
    ].join('\n');
    expect(labels(yaml)).toEqual(['Bloodlust 2+ (vampire)', 'Hypnotic Gaze opponent (marked 1) (vampire)', 'Bloodlust: no Thrall to bite (vampire)', 'Block opponent (thrall)']);
    const { fractions } = evaluate(yaml);
    expect(fractions.success).toBe('40/81');
    expect(fractions.turnover).toBe('37/162');
  });
  it('a Tentacles hold ends it early (UNCONFIRMED: held short of the Thrall): Bloodlust 2+, a Thrall adjacent, a dodge 2+ held by ST 4 v 4 on a 6', () => {
    // Held 1/6 (only a natural 6); free, the dodge passes 5/6 and the Thrall is bitten: success 5/6 * 5/6 = 25/36.
    // Turnover: the dodge fails (5/6 * 1/6 = 5/36), or the Vampire failed Bloodlust (1/6) and is held (1/6): 1/36.
    const yaml = line({ player: '{ ag: 2+, st: 4, skills: [Bloodlust (2+)], thrallAdjacent: true }', steps: ['dodge: { tentacles: { st: 4 } }'] });
    const { fractions } = evaluate(yaml);
    expect(fractions.success).toBe('25/36');
    expect(fractions.turnover).toBe('1/6');
  });
  it("a later activation roll that ends it (the target's Foul Appearance 1) after a failed Bloodlust: a turnover, a Thrall adjacent or not", () => {
    // Bloodlust on a Block 2+ (fails 1/6), then Foul Appearance 2+ (fails 1/6), then one die with Block (Player Down 1/6).
    // Success 5/6 * 5/6 = 25/36; turnover 5/6 * 1/6 (Player Down) + 1/6 * 1/6 (both rolls failed) = 6/36 = 1/6.
    const yaml = line({ player: '{ st: 4, skills: [Bloodlust (2+), Block], thrallAdjacent: true }', steps: [BLOCK], extra: opponent('[Foul Appearance]') });
    expect(labels(yaml)).toEqual(['Bloodlust 2+', 'Foul Appearance 2+ (opponent)', 'Block opponent (1 dice)', 'Bloodlust: bite the Thrall']);
    const { fractions } = evaluate(yaml);
    expect(fractions.success).toBe('25/36');
    expect(fractions.turnover).toBe('1/6');
  });
  it('a hand-off comes after the bite ("must bite a Thrall before they perform the action")', () => {
    const yaml = ['name: test', 'players:', '  v: { ag: 3+, skills: [Bloodlust] }', '  c: { ag: 3+ }', 'steps: [{ rush: { by: v } }, { handoff: { by: v, to: c } }]'].join('\n');
    expect(labels(yaml).slice(0, 3)).toEqual(['Bloodlust 2+ (v)', 'Rush (v)', 'Bloodlust: no Thrall to bite (v)']);
  });
});

describe('Take Root (seed 001: 2+; on a 1 Rooted — "cannot move … may perform any action … without moving")', () => {
  const treeman = (extra = '') => `{ st: 4, skills: [Take Root, Block]${extra} }`;
  it('a Move: rooted, the line stops: 5/6 * 5/6', () => {
    expect(success(line({ player: treeman(), steps: ['rush'] }))).toBe('25/36');
  });
  it('a Block: a Rooted player still blocks — the block alone, 5/6', () => {
    expect(success(line({ player: treeman(), steps: [BLOCK], extra: opponent() }))).toBe('5/6');
  });
  it('a Blitz with movement: rooted stops it — 5/6 * 5/6 * 5/6', () => {
    expect(success(line({ player: treeman(), steps: ['rush', BLOCK], extra: opponent() }))).toBe('125/216');
  });
  it('a Blitz on an adjacent target: bb2020 may still block (5/6); bb2016 "may not block that turn" (5/6 * 5/6)', () => {
    const blitz = 'block: { dice: 1, blitz: true }';
    expect(success(line({ player: treeman(), steps: [blitz], extra: opponent() }))).toBe('5/6');
    expect(success(line({ edition: 'bb2016', player: treeman(), steps: [blitz], extra: opponent() }))).toBe('25/36');
  });
});

describe('Foul Appearance (seed 001: the blocker "must first roll a D6 … On a roll of 1 … the action is wasted")', () => {
  const fa = opponent('[Foul Appearance]');
  const blocker = '{ st: 4, skills: [Block] }';
  it('before a block: 5/6 * 5/6, no turnover from it', () => {
    const { fractions } = evaluate(line({ player: blocker, steps: [BLOCK], extra: fa }));
    expect(fractions.success).toBe('25/36');
    expect(fractions.turnover).toBe('5/36'); // 5/6 * 1/6: only the block's Player Down
  });
  it('bb2020 rolls it when the Blitz is declared (Q&A): before the rush; turnover 5/6 * (1/6 + 5/6 * 1/6) = 55/216', () => {
    const yaml = line({ player: blocker, steps: ['rush', BLOCK], extra: fa });
    expect(labels(yaml)).toEqual(['Foul Appearance 2+ (opponent)', 'Rush', 'Block opponent (1 dice)']);
    expect(evaluate(yaml).fractions.turnover).toBe('55/216');
    expect(success(yaml)).toBe('125/216');
  });
  it('bb2016 rolls it when the block is made: after the rush; turnover 1/6 + 5/6 * 5/6 * 1/6 = 61/216', () => {
    const yaml = line({ edition: 'bb2016', player: blocker, steps: ['rush', BLOCK], extra: fa });
    expect(labels(yaml)).toEqual(['Rush', 'Foul Appearance 2+ (opponent)', 'Block opponent (1 dice)']);
    expect(evaluate(yaml).fractions.turnover).toBe('61/216');
    expect(success(yaml)).toBe('125/216');
  });
  it('after the attacker\'s own trait (Q&A: "roll for their Trait, and then the opposing player will use their Skill")', () => {
    expect(labels(line({ player: '{ skills: [Bone Head] }', steps: [BLOCK], extra: fa }))).toEqual(['Bone Head 2+', 'Foul Appearance 2+ (opponent)', 'Block opponent (1 dice)']);
  });
  it('a team re-roll may touch it: (5/6 + 1/6 * 5/6) * 5/6 with the re-roll spent on whichever fails first', () => {
    // FA fails 1/6: re-roll (5/6), then the block without one: 1/6 * 5/6 * 5/6; FA passes: block with the re-roll 5/6 + 1/6 * 5/6
    // = 5/6 * 35/36 + 25/216 = 175/216 + 25/216 = 200/216
    expect(success(line({ player: blocker, steps: [BLOCK], extra: fa, rerolls: 1 }))).toBe('25/27');
  });
  it('a Special action aimed at it rolls too; a foul does not (Q&A: "only … a Block action or a Special action")', () => {
    expect(labels(line({ player: '{ skills: [Chainsaw] }', steps: ['chainsaw'], extra: fa }))[0]).toBe('Foul Appearance 2+ (opponent)');
    expect(labels(line({ player: '{}', steps: ['foul'], extra: fa }))).toEqual(['Foul opponent']);
  });  it('a Hypnotic Gaze is a Special action that targets it: Gaze (AG 2+, unmarked: 5/6) × Foul Appearance 5/6 = 25/36', () => {
    const yaml = line({ player: '{ ag: 2+, skills: [Hypnotic Gaze] }', steps: ['gaze: { marked: 0 }'], extra: fa });
    expect(labels(yaml)).toEqual(['Foul Appearance 2+ (opponent)', 'Hypnotic Gaze opponent']);
    const { fractions } = evaluate(yaml);
    expect(fractions.success).toBe('25/36');
    expect(fractions.hypnotised).toBe('25/36');
    expect(fractions.turnover).toBe('0');
  });
  it('…bb2020 when the Gaze is declared (before the Vampire moves), bb2016 just before the Gaze (UNCONFIRMED): 5/6 * 5/6 * 5/6 = 125/216 either way', () => {
    const bb2020 = line({ player: '{ ag: 2+, skills: [Hypnotic Gaze] }', steps: ['rush', 'gaze: { marked: 0 }'], extra: fa });
    expect(labels(bb2020)).toEqual(['Foul Appearance 2+ (opponent)', 'Rush', 'Hypnotic Gaze opponent']);
    expect(success(bb2020)).toBe('125/216');
    // bb2016 AG 5: the agility roll 7 − 5 = 2+, 5/6.
    const bb2016 = line({ edition: 'bb2016', player: '{ ag: 5, skills: [Hypnotic Gaze] }', steps: ['rush', 'gaze: { marked: 0 }'], extra: fa });
    expect(labels(bb2016)).toEqual(['Rush', 'Foul Appearance 2+ (opponent)', 'Hypnotic Gaze opponent']);
    expect(success(bb2016)).toBe('125/216');
  });
});

describe('written activation steps', () => {
  it('a written one replaces the automatic ones of that player', () => {
    expect(labels(line({ player: '{ skills: [Bone Head] }', steps: ['activation: { trait: Bone Head }', 'rush'] }))).toEqual(['Bone Head 2+', 'Rush']);
  });
  it('naming a trait the player lacks is an error', () => {
    expect(errorOf(line({ player: '{}', steps: ['activation: { trait: Bone Head }'] }))).toMatch(/does not have Bone Head/);
  });
});

describe('the declared action, inferred from the player\'s steps', () => {
  const actionOf = (steps: string[], player = '{ ag: 3+, pa: 4+, skills: [Chainsaw] }') =>
    scenarioFromText(line({ player, steps, extra: 'opponent: { st: 3 }' }), 'test.yaml').players[0].action;
  it('move, block, blitz, special, pass, foul', () => {
    expect(actionOf(['rush', 'dodge'])).toBe('move');
    expect(actionOf(['block'])).toBe('block');
    expect(actionOf(['dodge', 'block'])).toBe('blitz');
    expect(actionOf(['block: { blitz: true }'])).toBe('blitz');
    expect(actionOf(['chainsaw'])).toBe('special');
    expect(actionOf(['rush', 'chainsaw'])).toBe('blitz');
    expect(actionOf(['pickup', 'pass'])).toBe('pass');
    expect(actionOf(['rush', 'foul'])).toBe('foul');
  });
  it('a written action wins; an unknown one is an error', () => {
    expect(actionOf(['rush'], '{ action: handoff }')).toBe('handoff');
    expect(errorOf(line({ player: '{ action: run }', steps: ['rush'] }))).toMatch(/action/);
  });
});
