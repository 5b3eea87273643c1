/**
 * `edition: classic`, one row per line of ../shared/rules/classic.md, each value worked out by hand beside the
 * seed text it comes from (seed 003 the injury, casualty, serious-injury and apothecary tables; seed 000 the
 * re-roll rulings; seed 004 the traits), or by the reference enumeration written below. Then: classic differs
 * from bb2016 and bb2020 exactly where the sheet says.
 *
 * Against AV 8 with no skills (the armour must beat 8, so 2D6 ≥ 9): 10/36 of the 36 armour rolls break. The
 * injury 2D6 then gives 2–7 Stunned (21/36), 8–9 KO'd (9/36), 10+ a casualty (6/36).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line, success } from '../helpers.js';
import { allFractions, contactYaml, evaluateLine, fraction } from '../model/contact/helpers.js';
import { bb2016 } from '../../src/rules/bb2016.js';
import { bb2020 } from '../../src/rules/bb2020.js';
import { classic } from '../../src/rules/classic.js';
import { casualtyClassic, casualtyClassicResult } from '../../src/rules/contactTables.js';
import { catalogue } from '../../src/steps/catalogue.js';
import { differences } from './helpers.js';

/** A classic contact line: an AG 3 player, one opponent (AV 8 unless said), the goal after the steps. */
function classicLine(opponent: string, steps: string[], options: { player?: string; goal?: string; rerolls?: number } = {}) {
  return {
    edition: 'classic', player: options.player ?? '{ ag: 3, st: 3 }', opponent, steps, rerolls: options.rerolls,
    extra: options.goal === undefined ? '' : `goal: ${options.goal}`,
  };
}

/**
 * Reference enumeration: a classic foul (`modifier` on the armour roll) by a fouler with Pro against AV 8, the
 * coach using Pro wherever the target is not yet removed — on an armour roll that held, or on a Stunned injury
 * roll — and the new roll standing "in place of the first" (seed 000), its double with it. Counts out of
 * 36 (armour) · 2 (Pro) · 36 (armour again) · 36 (injury) · 36 (injury again), every roll enumerated die by die.
 */
function proFoul(modifier: number): { removed: string; sentOff: string } {
  let removed = 0;
  let sentOff = 0;
  const dice = Array.from({ length: 36 }, (_, i) => ({ total: Math.floor(i / 6) + (i % 6) + 2, double: Math.floor(i / 6) === i % 6 }));
  const breaks = (total: number) => total + modifier > 8;
  const removes = (total: number) => total >= 8;
  const weight = 2 * 36 * 36 * 36;
  for (const a of dice) {
    if (breaks(a.total)) {
      // Broken at once: the injury, and Pro on a Stunned injury (4+: re-rolled; 1–3: it stands).
      for (const i of dice) {
        if (removes(i.total)) {
          removed += weight / 36;
          if (a.double || i.double) sentOff += weight / 36;
          continue;
        }
        for (const again of dice) {
          const share = weight / 36 / 2 / 36;
          if (removes(again.total)) removed += share;
          if (a.double || again.double) sentOff += share;
          if (a.double || i.double) sentOff += share;
        }
      }
      continue;
    }
    // Held: Pro. 1–3: the armour holds, its double stands. 4+: the armour is rolled again, no Pro left after.
    if (a.double) sentOff += weight / 2;
    for (const b of dice) {
      const share = weight / 2 / 36;
      if (!breaks(b.total)) {
        if (b.double) sentOff += share;
        continue;
      }
      for (const i of dice) {
        if (removes(i.total)) removed += share / 36;
        if (b.double || i.double) sentOff += share / 36;
      }
    }
  }
  const total = 36 * weight;
  return { removed: fraction(removed, total), sentOff: fraction(sentOff, total) };
}

interface Row {
  /** The sheet's line, shortened. */
  readonly line: string;
  readonly cases: readonly { readonly what: string; readonly actual: () => unknown; readonly expected: unknown }[];
}

const ROWS: readonly Row[] = [
  {
    line: 'Armour: 2D6 must beat the Armour Value (roll > AV)',
    cases: [
      // Seed 003: "an attempt to beat the knocked-over player's Armour Value".
      { what: '8 against AV 8 holds, 9 breaks', actual: () => [classic.armourBroken(8, 8), classic.armourBroken(9, 8)], expected: [false, true] },
      // 2D6 ≥ 9: 4 + 3 + 2 + 1 = 10 of 36.
      { what: 'AV 8: P(2D6 ≥ 9) = 10/36', actual: () => allFractions(classicLine('{ av: 8 }', ['knockdown'])).armourBroken, expected: '5/18' },
      // 2D6 ≥ 8: 5 + 4 + 3 + 2 + 1 = 15 of 36.
      { what: 'AV 7: P(2D6 ≥ 8) = 15/36', actual: () => allFractions(classicLine('{ av: 7 }', ['knockdown'])).armourBroken, expected: '5/12' },
      // "Characteristics written as in bb2016": "9+" is an error that says how, as in bb2016.
      { what: 'AV 9+ is refused', actual: () => errorOf(contactYaml(classicLine('{ av: 9+ }', ['knockdown']))).includes('AV is written as a plain number like 8'), expected: true },
      // AV is written as a plain number, as in bb2016 ("characteristics written as in bb2016").
      { what: 'the default AV is 8', actual: () => allFractions(classicLine('{ }', ['knockdown'])).armourBroken, expected: '5/18' },
    ],
  },
  {
    line: "Injury 2D6: 2–7 Stunned, 8–9 KO'd, 10+ Casualty; all modifiers apply",
    cases: [
      // 10/36 · 21/36 = 210/1296; 10/36 · 9/36 = 90/1296; 10/36 · 6/36 = 60/1296.
      {
        what: 'stunned 35/216, KO 5/72, casualty 5/108',
        actual: () => { const f = allFractions(classicLine('{ av: 8 }', ['knockdown'])); return [f.stunned, f.ko, f.cas]; },
        expected: ['35/216', '5/72', '5/108'],
      },
      // "All modifiers apply": Mighty Blow (+1) on armour where it breaks it (a natural 8: 5/36, the injury then
      // unmodified, 8+ removes 15/36), else on the injury after 9+ (10/36; 2D6 + 1 ≥ 8: 21/36).
      // removed = 10/36 · 21/36 + 5/36 · 15/36 = (210 + 75)/1296 = 285/1296 = 95/432.
      {
        what: 'Mighty Blow +1 on the injury roll: removed 95/432',
        actual: () => allFractions(classicLine('{ av: 8 }', ['knockdown'], { player: '{ ag: 3, skills: [Mighty Blow] }', goal: 'removed' })).removed,
        expected: '95/432',
      },
    ],
  },
  {
    line: 'Casualty D6 (no modifiers): 1–3 Badly Hurt, 4–5 Serious Injury (then D66), 6 Dead',
    cases: [
      // D6 × D66 = 216: 1–3 → 3 · 36 = 108; 4–5 → 2 · 36 = 72 split by the D66 (24 + 6 + 6 of 36 → 48, 12, 12);
      // 6 → 36.
      {
        what: 'weights of 216: 108, 48, 12, 12, 36',
        actual: () => casualtyClassic(false),
        expected: { total: 216, weights: { badlyHurt: 108, seriouslyHurt: 48, seriousInjury: 12, lastingInjury: 12, dead: 36 } },
      },
      // Casualty 5/108 of a knock-down: · 108/216 = 5/216; · 48/216 = 5/486; · 12/216 = 5/1944; · 36/216 = 5/648.
      {
        what: 'after a knock-down: 5/216, 5/486, 5/1944, 5/1944, 5/648',
        actual: () => evaluateLine(classicLine('{ av: 8 }', ['knockdown'])).casualties?.fractions,
        expected: { badlyHurt: '5/216', seriouslyHurt: '5/486', niggling: '5/1944', statLoss: '5/1944', dead: '5/648' },
      },
      // Mighty Blow never reaches the casualty roll ("NO modifiers apply", seed 003): with it, a casualty comes
      // from 10/36 · 10/36 (2D6 + 1 ≥ 10) + 5/36 · 6/36 = 130/1296, and Dead is still 1/6 of it: 130/7776.
      {
        what: 'Mighty Blow: dead is 1/6 of the casualties, 65/3888',
        actual: () => allFractions(classicLine('{ av: 8 }', ['knockdown'], { player: '{ ag: 3, skills: [Mighty Blow] }', goal: 'cas' })).dead,
        expected: '65/3888',
      },
      // Decay (seed 004, "roll twice … apply both results": the worse counts): no death in either roll
      // (180/216)² = 25/36, so Dead 11/36 = 14256/46656; Badly Hurt in both (1/2)² = 11664/46656.
      { what: 'Decay: Dead 14256, Badly Hurt 11664 of 46656', actual: () => { const t = casualtyClassic(true); return [t.total, t.weights.dead, t.weights.badlyHurt]; }, expected: [46656, 14256, 11664] },
    ],
  },
  {
    line: 'Serious injury D66: 11–46 miss next game, 51–56 niggling, 61–62 −1 MA, 63 −1 ST, 64 −1 AG, 65–66 −1 AV',
    cases: [
      {
        what: '11, 46 miss next game; 51, 56 niggling; 61, 63, 64, 66 a characteristic',
        actual: () => [[1, 1], [4, 6], [5, 1], [5, 6], [6, 1], [6, 3], [6, 4], [6, 6]].map(([tens, units]) => casualtyClassicResult(4, { tens, units })),
        expected: ['seriouslyHurt', 'seriouslyHurt', 'seriousInjury', 'seriousInjury', 'lastingInjury', 'lastingInjury', 'lastingInjury', 'lastingInjury'],
      },
      // "No characteristic drops by more than 2": a line does not know a player's history; every 61–66 counts.
      { what: 'the D66 on a 5 reads as on a 4', actual: () => casualtyClassicResult(5, { tens: 6, units: 5 }), expected: 'lastingInjury' },
      { what: 'a 6 on the D6 is Dead whatever the D66', actual: () => casualtyClassicResult(6, null), expected: 'dead' },
    ],
  },
  {
    line: "KO'd recovery: at each kick-off a KO'd player returns on 4–6",
    cases: [
      // The kick-off comes after any line: a KO'd player is off for the drive. removed = KO + casualty =
      // 90/1296 + 60/1296 = 150/1296.
      { what: "KO'd counts as removed: 25/216", actual: () => allFractions(classicLine('{ av: 8 }', ['knockdown'])).removed, expected: '25/216' },
    ],
  },
  {
    line: 'Niggling: before each match a D6 per niggling injury, a 1 misses the match',
    cases: [
      // Before a match, so after any line: reported under seed 003's name (the metric seriousInjury).
      { what: 'reported as niggling', actual: () => Object.keys(evaluateLine(classicLine('{ av: 8 }', ['knockdown'])).casualties?.fractions ?? {}), expected: ['badlyHurt', 'seriouslyHurt', 'niggling', 'statLoss', 'dead'] },
      // Seed 003 gives a niggling injury no modifier on the injury roll (bb2016's +1 is not classic's).
      { what: 'the names of the other editions stay', actual: () => Object.keys(evaluateLine({ steps: ['knockdown'] }).casualties?.fractions ?? {}), expected: ['badlyHurt', 'seriouslyHurt', 'seriousInjury', 'lastingInjury', 'dead'] },
    ],
  },
  {
    line: 'Apothecary: once per match, D6 1 fails, 2–6 heals (on the pitch, face up); re-rolled only in its own turn',
    cases: [
      // Goal removed: the opposing coach calls it on every KO or casualty (25/216); it fails on a 1:
      // removed 25/216 · 1/6 = 25/1296, KO 90/1296 · 1/6 = 5/432, casualty 60/1296 · 1/6 = 5/648; Stunned
      // unchanged (the healed player is face up, not Stunned) and the armour still broke 10/36.
      {
        what: 'removed 25/1296, KO 5/432, cas 5/648, stunned 35/216, armour broken 5/18, reserves 0',
        actual: () => {
          const f = allFractions(classicLine('{ av: 8, apothecary: true }', ['knockdown'], { goal: 'removed' }));
          return [f.removed, f.ko, f.cas, f.stunned, f.armourBroken, f.reserves, f.knockdown];
        },
        expected: ['25/1296', '5/432', '5/648', '35/216', '5/18', '0', '1'],
      },
      // After a block: one die, ST 3 against ST 3, the attacker with Block: knocked down on Both Down, Defender
      // Stumbles and Defender Down (3/6); removed 1/2 · 25/216 · 1/6 = 25/2592.
      {
        what: 'after a block: removed 25/2592',
        actual: () => allFractions(classicLine('{ st: 3, apothecary: true }', ['block'], { player: '{ ag: 3, st: 3, skills: [Block] }', goal: 'removed' })).removed,
        expected: '25/2592',
      },
      // Death included: Dead 5/648 · 1/6 = 5/3888.
      { what: 'it heals a death too: dead 5/3888', actual: () => allFractions(classicLine('{ av: 8, apothecary: true }', ['knockdown'], { goal: 'removed' })).dead, expected: '5/3888' },
      // Once: two opponents of one team, each knocked down, goal removed (either). Injured p = 25/216. The
      // first injury takes it (else removed is certain): 25/216 · (1/6 + 5/6 · 25/216) = 25/216 · 341/1296;
      // the first unhurt (191/216), the second hurt: 191/216 · 25/216 · 1/6. Sum over 279936: 8525 + 4775 = 13300.
      {
        what: 'once per match: two knock-downs, removed 3325/69984',
        actual: () => allFractions({ edition: 'classic', player: '{ ag: 3 }', opponents: '{ a: { av: 8, apothecary: true }, b: { av: 8, apothecary: true } }', steps: ['knockdown: { target: a }', 'knockdown: { target: b }'], extra: 'goal: removed' }).removed,
        expected: '3325/69984',
      },
    ],
  },
  {
    line: 'Re-rolls: one team re-roll per turn; never a die twice; never on armour or injury; Pro on armour and injury; Loner 4+',
    cases: [
      // Two 4+ tests with two team re-rolls, one usable per turn (seed 000): 1/2 · 3/4 + 1/2 · 1/2 · 1/2 = 1/2
      // (bb2020, both usable: 3/4 · 3/4 = 9/16).
      { what: 'one team re-roll per turn: 1/2', actual: () => success(line({ edition: 'classic', player: '{ ag: 3 }', rerolls: 2, steps: ['test: { target: 4 }', 'test: { target: 4 }'] })), expected: '1/2' },
      // A dodge 4+ (7 − 3, +1, one mark −1) with the Dodge skill and a team re-roll: re-rolled once only
      // (seed 000 "never re-roll a single dice roll more than once"): 1 − 1/2 · 1/2 = 3/4.
      { what: 'never a die twice: 3/4', actual: () => success(line({ edition: 'classic', player: '{ ag: 3, skills: [Dodge] }', rerolls: 1, steps: ['dodge: { marked: 1 }'] })), expected: '3/4' },
      // "Team Re-Rolls may not be used to re-roll Armour or Injury rolls" (seed 000): 5/18 as without.
      {
        what: 'no team re-roll on armour: 5/18, none spent',
        actual: () => { const f = allFractions(classicLine('{ av: 8 }', ['knockdown'], { rerolls: 3 })); return [f.armourBroken, f.rerollsUsed]; },
        expected: ['5/18', '0'],
      },
      // Pro (4+, bb2016's target; seed 000 [GWUK]) on an armour roll that held: 10/36 + 26/36 · 1/2 · 10/36
      // = (360 + 130)/1296 = 490/1296 = 245/648.
      {
        what: 'Pro on a failed armour roll: armour broken 245/648',
        actual: () => allFractions(classicLine('{ av: 8 }', ['knockdown'], { player: '{ ag: 3, skills: [Pro] }', goal: 'removed' })).armourBroken,
        expected: '245/648',
      },
      // And on a Stunned injury when the armour broke at once (Pro once per turn): removed =
      // 10/36 · (15/36 + 21/36 · 1/2 · 15/36) + 26/36 · 1/2 · 10/36 · 15/36 = (13950 + 3900)/93312 = 2975/15552.
      {
        what: 'Pro on armour, else on the injury: removed 2975/15552',
        actual: () => allFractions(classicLine('{ av: 8 }', ['knockdown'], { player: '{ ag: 3, skills: [Pro] }', goal: 'removed' })).removed,
        expected: '2975/15552',
      },
      // A foul: the re-rolled roll replaces the first, its double too (UNCONFIRMED reading of "in place of the
      // first"): the reference enumeration above.
      {
        what: 'Pro on a foul, as the enumeration',
        actual: () => { const f = allFractions(classicLine('{ av: 8 }', ['foul: { assists: 1 }'], { player: '{ ag: 3, skills: [Pro] }', goal: 'removed' })); return { removed: f.removed, sentOff: f.sentOff }; },
        expected: proFoul(1),
      },
      // Loner 4+ (seed 004) on a team re-roll of a 4+ test: 1/2 + 1/2 · 1/2 · 1/2 = 5/8.
      { what: 'Loner 4+: 5/8', actual: () => success(line({ edition: 'classic', player: '{ ag: 3, skills: [Loner] }', rerolls: 1, steps: ['test: { target: 4 }'] })), expected: '5/8' },
    ],
  },
  {
    line: 'Traits as written in seed 004',
    cases: [
      // Bone-head: "On a roll of 1 they stand around": 2+, 5/6 (the rush 2+ after it: 5/6 · 5/6 = 25/36).
      { what: 'Bone-head 2+', actual: () => success(line({ edition: 'classic', player: '{ ag: 3, skills: [Bone-head] }', steps: ['rush'] })), expected: '25/36' },
      // Really Stupid: "1-3 they stand around", +2 with a team-mate adjacent: 4+ (1/2), 2+ (5/6).
      { what: 'Really Stupid 4+, 2+ with a team-mate', actual: () => [success(line({ edition: 'classic', player: '{ ag: 3, skills: [Really Stupid] }', steps: ['test: { target: 2 }'] })), success(line({ edition: 'classic', player: '{ ag: 3, skills: [Really Stupid], teammateAdjacent: true }', steps: ['test: { target: 2 }'] }))], expected: ['5/12', '25/36'] },
      // Wild Animal: "adding 2 to the roll if taking a Block or Blitz Action … 1-3 … wasted": a Move 4+ (1/2).
      { what: 'Wild Animal 4+ on a move', actual: () => success(line({ edition: 'classic', player: '{ ag: 3, skills: [Wild Animal] }', steps: ['rush'] })), expected: '5/12' },
      // Take Root 2+ ("On a 1, the player takes root"), then a rush that moves it: 5/6 · 5/6.
      { what: 'Take Root 2+', actual: () => success(line({ edition: 'classic', player: '{ ag: 3, skills: [Take Root] }', steps: ['rush'] })), expected: '25/36' },
      // Blood Lust: "On a 2+ the Vampire can carry out the Action": a 1 without a Thrall is a turnover: 5/6.
      { what: 'Blood Lust 2+', actual: () => success(line({ edition: 'classic', player: '{ ag: 3, skills: [Blood Lust] }', steps: ['test: { target: 2, rerollable: false }'] })), expected: '25/36' },
      // Chainsaw: kick-back on a 1, +3 armour: 5/6 · P(2D6 + 3 > 8 = 2D6 ≥ 6: 26/36) = 130/216.
      { what: 'Chainsaw: target armour broken 65/108', actual: () => allFractions(classicLine('{ av: 8 }', ['chainsaw'], { player: '{ ag: 3, skills: [Chainsaw] }' })).armourBroken, expected: '65/108' },
      // Stab: "an unmodified Armour roll … beats the victim's Armour value": 10/36.
      { what: 'Stab: 5/18', actual: () => allFractions(classicLine('{ av: 8 }', ['stab'], { player: '{ ag: 3, skills: [Stab] }' })).armourBroken, expected: '5/18' },
      // Stunty: "a roll of 7 and 9 … as a KO'd and Badly Hurt": KO 10/36 · (6 + 5)/36 = 110/1296; a casualty
      // 10/36 · (4 + 6)/36 = 100/1296.
      {
        what: 'Stunty: KO 55/648, cas 25/324',
        actual: () => { const f = allFractions(classicLine('{ av: 8, skills: [Stunty] }', ['knockdown'])); return [f.ko, f.cas]; },
        expected: ['55/648', '25/324'],
      },
      // Regeneration: "On a 4-6, the player will heal … placed in the Reserves box": cas 5/108 · 1/2 each way.
      {
        what: 'Regeneration 4+: cas 5/216, reserves 5/216',
        actual: () => { const f = allFractions(classicLine('{ av: 8, skills: [Regeneration] }', ['knockdown'])); return [f.cas, f.reserves]; },
        expected: ['5/216', '5/216'],
      },
      // A name of the Blood Bowl 2016 box is not a classic skill (src/rules/classic.ts NOT_CLASSIC).
      { what: 'Titchy is refused', actual: () => errorOf(line({ edition: 'classic', player: '{ ag: 3, skills: [Titchy] }', steps: ['rush'] })).includes("'Titchy' is not a skill of classic"), expected: true },
      // Always Hungry (seed 004) is thrown as in bb2016, whose Throw Team-mate rules classic keeps (seed 004).
      { what: 'Always Hungry: known, modelled', actual: () => catalogue('classic').find((e) => e.name === 'Always Hungry')?.status, expected: 'modelled' },
    ],
  },
];

describe('classic.md, line by line', () => {
  for (const row of ROWS) {
    describe(row.line, () => {
      for (const c of row.cases) it(c.what, () => expect(c.actual()).toEqual(c.expected));
    });
  }

  it('a classic foul without Pro: sent off on a double, 2/9 by hand', () => {
    // No Pro: sent off on an armour double (6/36) or a broken, non-double armour (2D6 + 1 > 8: 15/36, doubles
    // 8, 10, 12 → 12/36) then an injury double (1/6): 6/36 + 12/36 · 1/6 = 8/36.
    expect(allFractions(classicLine('{ av: 8 }', ['foul: { assists: 1 }'], { goal: 'removed' })).sentOff).toBe('2/9');
  });
});

describe('classic against the other editions', () => {
  it('differs from bb2016 exactly where classic.md says', () => {
    expect(differences(classic, bb2016)).toEqual([
      // Apothecary: "D6: 1 fails, 2–6 heals the injury (the player stays on the pitch, face up)".
      'apothecaryHealsOn',
      // Casualty D6 and serious injury D66, against bb2016's D68.
      'casualtyNames', 'casualtyTable',
      'id',
      // "Pro may re-roll an armour roll that did not break or an unsatisfactory injury roll".
      'proRerollsArmourAndInjury',
      'title',
    ].sort());
  });

  it('differs from bb2020 where bb2016 does, and where it differs from bb2016', () => {
    const fromBb2016 = differences(classic, bb2016);
    const bb2016FromBb2020 = differences(bb2016, bb2020);
    expect(differences(classic, bb2020)).toEqual([...new Set([...fromBb2016, ...bb2016FromBb2020])].sort());
    // The sheet's own lines against bb2020: armour must beat AV (bb2020 ≥), one team re-roll per turn, the
    // characteristics written as numbers; Loner 4+ and the injury bands are bb2020's too.
    expect(bb2016FromBb2020).toEqual(expect.arrayContaining(['armourBroken', 'teamRerollsPerTurn', 'writesTargets', 'defaultAv']));
    expect(bb2016FromBb2020).not.toContain('lonerDefault');
  });

  it('knows the bb2016 names but those of the Blood Bowl 2016 box', () => {
    const names = (id: 'bb2016' | 'classic') => catalogue(id).map((e) => e.name);
    expect(names('bb2016').filter((n) => !names('classic').includes(n))).toEqual(['Titchy', 'Timmm-ber!', 'Swarming', 'Weeping Dagger']);
    expect(names('classic').filter((n) => !names('bb2016').includes(n))).toEqual([]);
  });

  it('evaluates a line of bb2016 dice the same where the seeds are silent (a pick-up, a dodge)', () => {
    const text = (edition: string) => line({ edition, player: '{ ag: 3 }', rerolls: 1, steps: ['dodge: { marked: 1 }', 'pickup'] });
    expect(evaluate(text('classic')).fractions).toEqual(evaluate(text('bb2016')).fractions);
  });
});
