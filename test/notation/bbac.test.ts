/**
 * BBAC's notation read by nuffle, pinned on strings of BBAC's own test suite (BloodBowlDave/BloodBowlActionCalculator,
 * ActionCalculator.Tests: ActionCalculatorTests.cs and, for skills written after the `:`, BB3ActionCalculatorTests.cs),
 * each at the number of team re-rolls BBAC's test uses. The values are nuffle's (the best play), worked out here by
 * hand from the dice (a small exact-fraction helper, independent of nuffle's code) or, where the hand working gets
 * long (Brawler with Pro, Diving Tackle over two dodges, fouls with Dirty Player), shown equal to the scenario the
 * mapping table of docs/notation.md says the string stands for, written out by hand. Every refusal names the part.
 */
import { describe, expect, it } from 'vitest';
import { evaluateText, notationScenario } from '../../src/index.js';
import { byHand, refusal, success } from './read.js';
import { again, best2, ONE, q, twoD6, type Q } from './exact.js';


describe('BBAC strings worked out by hand', () => {
  const cases: [string, number, Q, string][] = [
    ['2', 1, again(q(5, 6)), 'a 2+ with a team re-roll'],
    ['2,2', 2, again(q(5, 6)).pow(2), 'two 2+, a re-roll each'],
    ['2,3,4,5,6', 5, [2, 3, 4, 5, 6].reduce((p, t) => p.times(again(q(7 - t, 6))), ONE), 'five rolls, five re-rolls: each re-rolled once at most'],
    ['2,3;4,5,6', 5, [2, 3, 4, 5, 6].reduce((p, t) => p.times(again(q(7 - t, 6))), ONE), 'the same split over two players'],
    ['5', 1, again(q(2, 6)), 'a 5+ with a re-roll: 5/9'],
    ['C:C3', 0, again(q(4, 6)), 'a 3+ catch with Catch: 8/9'],
    ['C3:C', 0, again(q(4, 6)), 'the same, skills after the colon (BBAC Season 3 tests)'],
    ['D:D2,D2', 1, again(q(5, 6)).pow(2), 'Dodge for one dodge, the team re-roll for the other'],
    ['D2,D2:D', 1, again(q(5, 6)).pow(2), 'the same, skills after the colon'],
    ['D:D2;D:D2', 0, again(q(5, 6)).pow(2), 'two players, each with Dodge'],
    ['L4:2,2', 2, q(5, 6).plus(q(1, 6).times(q(1, 2)).times(q(5, 6))).pow(2), 'Loner 4+: a re-roll works half the time'],
    ['2,2:L4', 2, q(5, 6).plus(q(1, 6).times(q(1, 2)).times(q(5, 6))).pow(2), 'the same, skills after the colon'],
    ['L3:2,2,2,2', 4, q(5, 6).plus(q(1, 6).times(q(2, 3)).times(q(5, 6))).pow(4), 'Loner 3+: (25/27)^4'],
    ['2,2,2,2:L3', 4, q(5, 6).plus(q(1, 6).times(q(2, 3)).times(q(5, 6))).pow(4), 'the same, skills after the colon'],
    ['D,SF:R2,D3,C3', 1, again(q(5, 6)).times(again(q(4, 6))).times(again(q(4, 6))), 'Sure Feet, Dodge, the team re-roll for the catch'],
    ['1D5', 1, again(q(5, 6)), 'one die, only Player Down fails'],
    ['2D5', 1, again(best2(5)), 'two dice, only Player Down fails'],
    ['3D1', 1, again(ONE.minus(q(5, 6).pow(3))), 'three dice, a POW needed'],
    ['-3D1', 1, again(q(1, 6).pow(3)), 'three dice the defender picks: three POWs needed'],
    ['-2D2,2,2D3', 3, again(q(2, 6).pow(2)).times(again(q(5, 6))).times(again(best2(3))), 'a re-roll for each of three rolls'],
    ['2D3,B8', 0, best2(3).times(twoD6(8)), 'three faces of six, then armour 8+'],
    ['2D3,B8,J8', 0, best2(3).times(twoD6(8)).times(twoD6(8)), 'then injury 8+ (KO or worse)'],
    ['MB1:2D3,B8', 0, best2(3).times(twoD6(7)), 'Mighty Blow on the armour'],
    ['MB2:2D3,B8', 0, best2(3).times(twoD6(6)), 'Mighty Blow (+2) on the armour'],
    // Mighty Blow goes where it is needed: the injury when the armour breaks by itself, else the armour on a 7.
    ['MB1:2D3,B8,J8', 0, best2(3).times(twoD6(8).times(twoD6(7)).plus(q(6, 36).times(twoD6(8)))), 'Mighty Blow on armour or injury'],
    ['MB2:2D3,B8,J8', 0, best2(3).times(twoD6(8).times(twoD6(6)).plus(q(11, 36).times(twoD6(8)))), 'Mighty Blow (+2) on armour or injury'],
    // Claws breaks AV 8+ on a natural 8 anyway: Mighty Blow still helps on a 7 (BBAC's 0.18229 leaves it unused).
    ['CL,MB1:2D3,B8,J8', 0, best2(3).times(twoD6(8).times(twoD6(7)).plus(q(6, 36).times(twoD6(8)))), 'Claws does not make Mighty Blow worse'],
    // Against AV 9+ Claws breaks on a natural 8+, so Mighty Blow is kept for the injury; a 7 + 1 is still short.
    ['CL,MB1:2D3,B9,J8', 0, best2(3).times(twoD6(8)).times(twoD6(7)), 'Claws against AV 9+'],
    ['B:1D1', 0, q(1, 6).plus(q(1, 6).times(q(1, 6))), 'Brawler re-rolls a Both Down'],
    ['B:1D1', 1, q(1, 6).plus(q(1, 6).times(q(1, 6))).plus(q(4, 6).times(q(1, 6))), 'Brawler on Both Down, the team re-roll on the rest'],
    ['B:3D1', 0, ONE.minus(q(5, 6).pow(3)).plus(q(5, 6).pow(3).minus(q(4, 6).pow(3)).times(q(1, 6))), 'Brawler re-rolls one Both Down of three dice'],
    ['B:3D1', 1, again(ONE.minus(q(5, 6).pow(3))), 'the team re-roll (all three dice) beats Brawler (one die)'],
    ['P:3D1', 0, ONE.minus(q(5, 6).pow(3)).plus(q(5, 6).pow(3).times(q(2, 3)).times(q(1, 6))), 'Pro (3+) re-rolls one die'],
    ['B,P:1D1', 0, q(1, 6).plus(q(1, 6).times(q(1, 6))).plus(q(4, 6).times(q(2, 3)).times(q(1, 6))), 'Brawler on Both Down, Pro on the rest'],
    ['B,P:1D1', 1, q(1, 6).plus(q(1, 6).times(q(1, 6))).plus(q(4, 6).times(q(1, 6))), 'the team re-roll beats Pro'],
    // Diving Tackle (-2) is used by the opponent when it turns a success into a failure, and lasts into the re-roll.
    ['D:D3"', 0, q(2, 6).plus(q(2, 6).times(q(2, 6))).plus(q(2, 6).times(q(2, 6))), 'a 3+ dodge with Dodge past Diving Tackle'],
    ['D3",D2"', 0, q(2, 6).times(q(3, 6)), '3+ then 2+, each 2 harder: 5+ and 4+'],
    ['D2";D3"', 0, q(3, 6).times(q(2, 6)), 'the same over two players'],
    // A foul: armour 8+ unbroken by doubles, and the injury roll no double either (both send the fouler off).
    ['F8', 0, twoD6(8).minus(q(3, 36)).times(q(5, 6)), 'a foul against armour 8+, not sent off'],
    ['DP1:F8', 0, twoD6(7).minus(q(3, 36)).times(q(5, 6)), 'Dirty Player on the armour'],
    ['SG:F8,2', 0, twoD6(8).times(q(5, 6)).times(q(5, 6)), 'Sneaky Git: armour doubles do not send off, and it moves on'],
    ['F8,2', 0, q(0), 'a foul ends the fouler\'s action: nothing after it can happen (only Sneaky Git moves on)'],
    // A Hypnotic Gaze, and BBAC's {…}: the sequence taken when it fails, after which the line goes on.
    ['Y2;U2', 0, q(5, 6).times(q(5, 6)), 'a 2+ Gaze, then another player picks up 2+'],
    ['Y2;{D2}', 0, q(5, 6).plus(q(1, 6).times(q(5, 6))), 'the Gaze, or the other player dodges 2+ when it fails: 35/36'],
    // Two re-rolls: re-roll the Gaze (35/36), and when it fails twice the dodge has the second: 35/36 + 1/36 · 35/36.
    // (Keeping both for the dodge gives 5/6 + 1/6 · 35/36 = 215/216, less.)
    ['Y2;{D2}', 2, again(q(5, 6)).plus(q(1, 36).times(again(q(5, 6)))), 'the re-roll on the Gaze first: 1295/1296'],
    ['Y2;{D2}U2', 0, q(5, 6).plus(q(1, 6).times(q(5, 6))).times(q(5, 6)), 'then the pick-up either way: 35/36 · 5/6'],
  ];
  it.each(cases)('%s with %i re-roll(s)', (notation, rerolls, expected) => {
    expect(success(notation, rerolls)).toBe(expected.toString());
  });

  it('maps BBAC\'s […] as the sequence that ends the line: Y3;[D2]U2 = 4/6 · 5/6 + 2/6 · 5/6 = 5/6', () => {
    // Not a row of BBAC's suite: the Gaze 3+ passes (4/6) and the pick-up follows (5/6); it fails (2/6), the dodge
    // 2+ (5/6) is made instead of the pick-up and the line ends there.
    expect(success('Y3;[D2]U2', 0)).toBe(q(4, 6).times(q(5, 6)).plus(q(2, 6).times(q(5, 6))).toString());
  });

  it('pins at least 40 strings of BBAC\'s test suite', () => {
    expect(new Set(cases.map((c) => c[0])).size + EQUIVALENT.length).toBeGreaterThanOrEqual(40);
  });
});

const EQUIVALENT: [string, number, string][] = [
  ['B,P:3D2', 0, 'player: { ag: 3+, skills: [Brawler, Pro, Block] }\nopponent: { skills: [Block] }\nsteps: [{ block: { dice: 3, need: knockdown } }]'],
  ['B,P:3D2', 1, 'player: { ag: 3+, skills: [Brawler, Pro, Block] }\nopponent: { skills: [Block] }\nsteps: [{ block: { dice: 3, need: knockdown } }]'],
  ['B,P:-2D2', 1, 'player: { ag: 3+, skills: [Brawler, Pro, Block] }\nopponent: { skills: [Block] }\nsteps: [{ block: { dice: -2, need: knockdown } }]'],
  ['B,P:-3D3', 1, 'player: { ag: 3+, skills: [Brawler, Pro, Block] }\nopponent: {}\nsteps: [{ block: { dice: -3, need: knockdown } }]'],
  ['B:-2D2', 1, 'player: { ag: 3+, skills: [Brawler, Block] }\nopponent: { skills: [Block] }\nsteps: [{ block: { dice: -2, need: knockdown } }]'],
  ['D:D3",D2"', 0, 'player: { ag: 2+, skills: [Dodge] }\nsteps: [{ dodge: { marked: 1, divingTackle: true } }, { dodge: { divingTackle: true } }]'],
  ['D3",D2"', 1, 'player: { ag: 2+ }\nsteps: [{ dodge: { marked: 1, divingTackle: true } }, { dodge: { divingTackle: true } }]'],
  ['DP2:F8', 0, 'player: { ag: 3+, skills: [Dirty Player (+2)] }\nopponent: { av: 8+ }\nsteps: [{ foul: { need: armourBroken } }]'],
  ['DP2:F8,J8', 0, 'player: { ag: 3+, skills: [Dirty Player (+2)] }\nopponent: { av: 8+ }\nsteps: [{ foul: { need: removed } }]'],
  ['DP1:F8,J8', 0, 'player: { ag: 3+, skills: [Dirty Player (+1)] }\nopponent: { av: 8+ }\nsteps: [{ foul: { need: removed } }]'],
  ['Y2;{D2}U2', 0, 'players: { g: { ag: 2+, skills: [Hypnotic Gaze] }, c: { ag: 2+ } }\nopponent: {}\nsteps:\n  - gaze: { by: g }\n    otherwise: [{ dodge: { by: c } }]\n  - { pickup: { by: c } }'],
];

describe('BBAC strings read as the scenario the mapping table gives (docs/notation.md)', () => {
  it.each(EQUIVALENT)('%s with %i re-roll(s)', (notation, rerolls, yaml) => {
    expect(success(notation, rerolls)).toBe(byHand(yaml, rerolls));
  });

  it('reads Season 3 (bb2025) like Season 2 for plain rolls', () => {
    expect(success('D:D2,D2', 1, 'bb2025')).toBe(again(q(5, 6)).pow(2).toString());
  });
});

describe('refusals name the part not understood', () => {
  it.each([
    ['BT1:D8', "'D8' at character 5 is out of range"],
    ['MB1,R,S:B9', "skill code 'S' at character 7 is Slayer"],
    ['MB1,R:B9', "'B9' at character 7 must follow a block"],
    ["1D3!2'{1D3}", "''' at character 6 is a non-critical failure left un-re-rolled"],
    ['(X1/2)(X1/4)(X1/4)', "'(' at character 1 is alternate branches"],
    ['B,P:1D1^', "'^' at character 8 is Pro before a team re-roll"],
    ["L2',2D2|1D2", "''' at character 3 is a non-critical failure left un-re-rolled"],
    ['L3:T5;G4', "'T5' at character 4 is a throw team-mate"],
    ['M2;C2', "'M2' at character 1 is a Hail Mary pass"],
    ['D:D3,S+2{D3}', "'S+2' at character 6 is a shadowing roll"],
    ["Y2';{D2}", "''' at character 3 is a non-critical failure left un-re-rolled"],
    ['BT2:D3¬,D4', "'¬' at character 7 is Break Tackle held back"],
    ['Y2;{D2', "the bracket '{' at character 4 is not matched"],
    ['Y2;{D2]', "the bracket ']' at character 7 is not matched"],
    ['D2{D2}', "the branch at character 3 follows an action nuffle's reader gives no non-critical failure"],
    ['{D2}Y2', 'the branch at character 1 follows no action'],
    ['Y2;{:D2}', "the branch at character 4 starts another player with ':'"],
    ['Y3;{D2}[D2]', "the branch at character 8 is the action's second"],
    ['N+3', 'the tentacles roll at character 1 must come right before the same player\'s dodge'],
    ['F8,E,A6,2', "'A6' at character 6 argues the call after a bribe"],
    ['2D4,B8', "'B8' at character 5 follows a block whose successes include a push"],
    ['B8', "'B8' at character 1 must follow a block"],
    ['D,Q:D3', "'Q' at character 1 is not a skill code"],
    ['2D7', "'2D7' at character 1 is out of range"],
    ['D3;;D2', 'player 2 of the notation has no action'],
    ['2D3,J8', "'J8' at character 5 must follow a block"],
  ])('%s', (notation, said) => {
    expect(refusal(notation)).toContain(said);
  });

  it('leaves the rules to the scenario: BBAC\'s three rushes are two too many without Sprint', () => {
    const yaml = notationScenario('SF,SH:U2,R2,R2,R2', { rerolls: 2 });
    expect(() => evaluateText(yaml)).toThrow(/at most 2 rushes are allowed/);
  });

  it('leaves the Gaze\'s rules to the scenario: BBAC\'s Y3{D2}U2 has the gazer move on after its Gaze', () => {
    // seed 001 Hypnotic Gaze: "once this Special action has been performed, this player may not move further".
    expect(() => evaluateText(notationScenario('Y3{D2}U2'))).toThrow(/'player' acts in the otherwise: of its own 'gaze'/);
  });

  it('reads a Season 3 Gaze as its flat 3+ only', () => {
    expect(success('Y3', 0, 'bb2025')).toBe('2/3');
    expect(() => notationScenario('Y2', { edition: 'bb2025' })).toThrow(/'Y2': in bb2025 \(Season 3\) a Hypnotic Gaze is a flat 3\+/);
  });

  it('reads only bb2020 and bb2025', () => {
    expect(() => notationScenario('2', { edition: 'bb2016' })).toThrow(/bb2020 \(Season 2\) or bb2025 \(Season 3\), not bb2016/);
  });
});
