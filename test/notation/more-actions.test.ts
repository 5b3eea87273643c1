/**
 * BBAC's passes, interceptions, tentacles, Frenzy, dauntless rolls and the stars' skill codes, read by nuffle and
 * pinned on strings of BBAC's own test suite (BloodBowlDave/BloodBowlActionCalculator, ActionCalculator.Tests:
 * ActionCalculatorTests.cs and ActionCalculatorPassS2Tests.cs), each at the number of team re-rolls BBAC's test
 * uses. The values are nuffle's (the best play, bb2020), worked out here by hand from the dice or, where the hand
 * working gets long (Pro, Old Pro, Consummate Professional, two re-rolls over a dauntless roll), shown equal to the
 * scenario the mapping table of docs/notation.md says the string stands for, written out by hand. Where nuffle and
 * BBAC differ the comment says so (docs/notation.md, "Where nuffle's numbers differ").
 */
import { describe, expect, it } from 'vitest';
import { notationScenario } from '../../src/index.js';
import { byHand, refusal, success } from './read.js';
import { again, best2, ONE, q, type Q } from './exact.js';


/** An inaccurate pass reaches its receiver 51/512 of the time (three scatters, then a bounce: docs/scenario-format.md). */
const REACH = q(51, 512);
const sum = (...parts: Q[]) => parts.reduce((a, b) => a.plus(b), q(0));
const product = (...parts: Q[]) => parts.reduce((a, b) => a.times(b), ONE);

// A pass Pn-m, bb2020: a natural 1 fumbles, a 6 or the die + m ≥ n is accurate, the die + m ≤ 1 wildly inaccurate
// (lost: no receiver's square is known), else inaccurate: scattered to the receiver, caught at −1.
// P4-2 (long): accurate on a 6 (1/6), inaccurate on a 4 or 5 (2/6), wild on a 2 or 3.
const PASSES: [string, number, Q, string][] = [
  ['P4-2;C2', 0, sum(q(1, 6).times(q(5, 6)), product(q(2, 6), REACH, q(4, 6))), 'accurate and caught 2+, or inaccurate, reaching and caught 3+'],
  ['P4-2;C1', 0, sum(q(1, 6).times(q(5, 6)), product(q(2, 6), REACH, q(5, 6))), 'a catcher of AG 1+: a natural 1 still fails'],
  // I6: an interferer of AG 3+, −3 against an accurate pass (a 6), −2 against an inaccurate one (5+).
  ['P4-2,I6;C2', 0, sum(product(q(1, 6), q(5, 6), q(5, 6)), product(q(2, 6), q(4, 6), REACH, q(4, 6))), 'an interception on 6 (accurate) or 5+ (inaccurate)'],
  // I7: AG 4+, a natural 6 either way (BBAC's 7 is a 6 too).
  ['P4-2,I7;C2', 0, sum(product(q(1, 6), q(5, 6), q(5, 6)), product(q(2, 6), q(5, 6), REACH, q(4, 6))), 'an interception on a natural 6'],
  ['PA:P2;C2', 1, again(q(5, 6)).times(again(q(5, 6))), 'Pass re-rolls the pass, the team re-roll the catch'],
  ['PA:P2,I6;C2', 1, product(again(q(5, 6)), q(5, 6), again(q(5, 6))), 'and an interferer of AG 3+ in between'],
  // Cloud Burster works on long passes and bombs only (seed 001): P2 is a quick pass. BBAC 0.91896 uses it anyway.
  ['CB,PA:P2,I6;C2', 1, product(again(q(5, 6)), q(5, 6), again(q(5, 6))), 'Cloud Burster has no effect on a quick pass'],
  // Diving Catch: +1 on an accurate pass (still 5/6, a natural 1), and its catch of a ball landing next to the
  // catcher is not modelled: a lower bound (BBAC 0.22141, 0.28252).
  ['P4-2;DC:C2', 0, sum(q(1, 6).times(q(5, 6)), product(q(2, 6), REACH, q(4, 6))), 'Diving Catch: the accurate catch unchanged'],
  ['P4-2;C,DC:C2', 0, sum(q(1, 6).times(again(q(5, 6))), product(q(2, 6), REACH, again(q(4, 6)))), 'Catch re-rolls either catch'],
  // Two re-rolls: every pass short of accurate is re-rolled (a let-fly inaccurate pass, 51/512 · 8/9, is worth less
  // than a new pass); the catch has the other re-roll: 1/6 · 35/36 + 5/6 · (1/6 · 35/36 + 2/6 · 51/512 · 8/9).
  ['P4-2;C2', 2, sum(q(1, 6).times(again(q(5, 6))), q(5, 6).times(sum(q(1, 6).times(again(q(5, 6))), product(q(2, 6), REACH, again(q(4, 6)))))), 'the re-roll on the pass, the other on the catch'],
];

// Frenzy, bb2020: a push blocks again. k = 3 (Block against no Block): POW, Stumble, Both Down succeed, two pushes,
// Player Down fails. k = 2 (Block against Block): POW and Stumble succeed, two pushes, Both Down and Player Down fail.
const pushOf2 = q(4, 6).pow(2).minus(q(2, 6).pow(2)); // two dice, the attacker's pick: no success, a push: 1/3
const first2D2 = best2(2).plus(pushOf2.times(q(2, 6))); // 2D2!2{1D2} with no re-roll: 2/3
const FRENZY: [string, number, Q, string][] = [
  ['1D3!2{1D3}', 0, q(3, 6).plus(q(2, 6).times(q(3, 6))), 'the first block, or a push and the second'],
  // A push keeps the re-roll for the second block (3/4 beats a new first block's 2/3); Player Down spends it.
  // BBAC (0.83333) re-rolls the push; its 1D3!2'{1D3} (0.86111) does not, as nuffle.
  ['1D3!2{1D3}', 1, sum(q(3, 6), q(2, 6).times(again(q(3, 6))), q(1, 6).times(q(2, 3))), 'the re-roll kept for the second block'],
  ['2D2!2{1D2}', 0, first2D2, 'two dice, then one'],
  // A push: a new first block (2/3) beats the second with the re-roll (5/9).
  ['2D2!2{1D2}', 1, best2(2).plus(ONE.minus(best2(2)).times(first2D2)), 'the re-roll on anything but a success'],
  // The second block -2D2 (both dice must succeed: 1/9, 17/81 with the re-roll) is worth less than a new first (16/27).
  ['2D2!2{-2D2}', 1, best2(2).plus(ONE.minus(best2(2)).times(best2(2).plus(pushOf2.times(q(1, 9))))), 'a push re-rolled too'],
  // -2D2 first: the defender's pick, a success needs two (1/9), a push no failing die (1/3). The push keeps the
  // re-roll for the 1D2 (5/9 beats a new first block's 2/9). BBAC (0.30864) re-rolls the push; its ' row 0.41975.
  ['-2D2!2{1D2}', 1, sum(q(1, 9), pushOf2.times(again(q(2, 6))), q(5, 9).times(q(1, 9).plus(pushOf2.times(q(2, 6))))), 'the defender picks the first dice'],
];

// A dauntless roll Ln: n+ on the D6 (D6 + ST beats a target n − 1 stronger, seed 001 Dauntless), then the block
// written on the left when it passes, on the right when it fails.
const DAUNTLESS: [string, number, Q, string][] = [
  ['L2,2D2|1D2', 0, q(5, 6).times(best2(2)).plus(q(1, 6).times(q(2, 6))), '2+, then two dice or one'],
  // Blind Rage re-rolls the Dauntless D6 (Loner does not touch it): 3+ twice, 8/9; then 2D2 5/9, or -2D2 1/9.
  ['BR,L4:L3,2D2|-2D2', 0, q(8, 9).times(best2(2)).plus(q(1, 9).times(q(2, 6).pow(2))), 'Blind Rage'],
];

// Tentacles N+d before a dodge: D6 + d ≥ 6 holds the dodger (a natural 1 never, a 6 always), no re-roll (the
// opposing coach's roll); held, the […] after it is what another player (BBAC's ':' in the branch) does instead.
// N+3 lets go on a 1 or 2 (2/6), N+2 on 1 to 3 (3/6).
const TENTACLES: [string, number, Q, string][] = [
  ['D:N+3[:N+2,D3]D2', 0, q(2, 6).times(again(q(5, 6))).plus(product(q(4, 6), q(3, 6), q(4, 6))), 'the dodger, or another player when it is held'],
  // BBAC (0.68827) re-rolls the tentacles roll with the team re-roll; nuffle's only re-roll goes on the dodge 3+.
  ['D:N+3[:N+2,D3]D2', 1, q(2, 6).times(again(q(5, 6))).plus(product(q(4, 6), q(3, 6), again(q(4, 6)))), 'the re-roll on the other player\'s dodge'],
  ['D:N+3[:N+2[:N+2,D3]D3]D2', 0, q(2, 6).times(again(q(5, 6))).plus(q(4, 6).times(q(3, 6).times(q(4, 6)).plus(product(q(3, 6), q(3, 6), q(4, 6))))), 'a third player'],
  ['N+2[:N+2,D3,U3]D3,U3', 0, product(q(3, 6), q(4, 6), q(4, 6)).plus(product(q(3, 6), q(3, 6), q(4, 6), q(4, 6))), 'a dodge and a pick-up either way'],
];

// Stars' skill codes.
// Incorporeal I3 (bb2020): once, her ST 3 added to a dodge roll after it: a 2 passes a 3+ dodge (not a natural 1).
// Two dodges with Dodge and Incorporeal: a pass keeps both (35/36 for the last: a 2 takes Incorporeal, a 1 Dodge
// then Incorporeal on a 2: 4/6 + 1/6 + 1/6 · 5/6); a 2 takes Incorporeal (then Dodge for the last: 8/9); a 1 takes
// Dodge, whose roll passes (then Incorporeal for the last: 5/6) or shows a 2 (Incorporeal, then 4/6).
const lastWithBoth = sum(q(4, 6), q(1, 6), q(1, 6).times(q(5, 6)));
const STARS: [string, number, Q, string][] = [
  ['D,I3,L4:D3,D3', 0, sum(q(4, 6).times(lastWithBoth), q(1, 6).times(again(q(4, 6))), q(1, 6).times(q(4, 6).times(q(5, 6)).plus(q(1, 6).times(q(4, 6))))), 'Incorporeal and Dodge over two dodges'],
  // Ram: +1 on the armour or the injury, as Mighty Blow (+1) (bbac.test.ts works MB1:2D3,B8,J8 the same way).
  ['R:2D3,B8', 0, best2(3).times(q(21, 36)), 'Ram on the armour: 7+'],
  ['R:2D3,B8,J8', 0, best2(3).times(q(15, 36).times(q(21, 36)).plus(q(6, 36).times(q(15, 36)))), 'Ram on the armour or the injury'],
  // Break Tackle BT1 (bb2020: a dodger of ST 4 or less, +1 once an activation, after the roll): AG 5+ passes on 4+.
  ['BT1:D5', 0, q(3, 6), 'Break Tackle on one dodge'],
  // A 7+ dodge (AG 6+ marked once): a natural 6 only; Break Tackle's +1 cannot make a 5 reach 7.
  ['BT1:D7', 0, q(1, 6), 'a dodge of 7+'],
  // 5+ then 4+, Break Tackle once: a 5 or 6 keeps it for the 4+ (3+ with it), a 4 spends it.
  ['BT1:D5,D4', 0, q(2, 6).times(q(4, 6)).plus(q(1, 6).times(q(3, 6))), 'Break Tackle kept for the dodge that needs it'],
  // Diving Tackle −2 after a passed roll: a 4+ dodge passes on a 6, on a 5 with Break Tackle; re-rolled otherwise.
  ['BT1:D4"', 1, q(2, 6).plus(q(4, 6).times(q(2, 6))), 'Break Tackle against Diving Tackle'],
  // 5+ with Diving Tackle: only a 6 (Break Tackle cannot mend a 5); then the 4+ on a 5 or 6 with it.
  ['BT1:D5",D4"', 0, q(1, 6).times(q(2, 6)), 'Break Tackle against two Diving Tackles'],
  // Mesmerising Dance (bb2020): a failed Gaze re-rolled (35/36); when it fails twice the other player dodges 2+; then
  // the pick-up 2+. BBAC's 0.94522 gives the pick-up a re-roll too.
  ['MD:Y2;{D2}U2', 0, again(q(5, 6)).plus(q(1, 36).times(q(5, 6))).times(q(5, 6)), 'Mesmerising Dance re-rolls the Gaze'],
];

// Fouls against AV 8+ (bb2020): broken on 15/36, a double on the armour (3 of those 15) or on the injury (1/6) sends
// the fouler off, a turnover; a foul ends the fouler's action, so BBAC's rows with a roll after it are 0 in nuffle
// (docs/notation.md; only Sneaky Git moves on).
const noDouble = q(12, 15).times(q(5, 6)); // given the armour broke: 2/3
const FOULS: [string, number, Q, string][] = [
  ['F8,E,2', 0, q(0), 'the bribe saves the fouler, but the foul ended its action'],
  ['F8,A6,2', 0, q(0), 'argued, the same'],
  ['F8,A6,E,2', 0, q(0), 'argued and bribed, the same'],
];
// Not rows of BBAC's suite: the bribe (2+) cancels the send-off, once whatever the doubles.
const SEND_OFF: [string, number, Q, string][] = [
  ['F8,E', 0, q(15, 36).times(noDouble.plus(ONE.minus(noDouble).times(q(5, 6)))), 'a bribe'],
  // Argued first: a 6 keeps the fouler but the turn still ends, a 1 ejects the coach and no bribe follows, 2-5 bribe.
  ['F8,A6,E', 0, q(15, 36).times(noDouble.plus(ONE.minus(noDouble).times(q(4, 6)).times(q(5, 6)))), 'argued, then bribed'],
  // Sneaky Git: no send-off for the armour's double; the injury's is bribed; then the 2+.
  ['SG:F8,E,2', 0, product(q(15, 36), q(5, 6).plus(q(1, 6).times(q(5, 6))), q(5, 6)), 'Sneaky Git moves on after a bribe'],
];

describe('BBAC strings worked out by hand', () => {
  it.each([...PASSES, ...FRENZY, ...DAUNTLESS, ...TENTACLES, ...STARS, ...FOULS])('%s with %i re-roll(s): %#', (notation, rerolls, expected) => {
    expect(success(notation, rerolls)).toBe(expected.toString());
  });

  it.each(SEND_OFF)('%s with %i re-roll(s), answering a send-off: %#', (notation, rerolls, expected) => {
    expect(success(notation, rerolls)).toBe(expected.toString());
  });

  it('reads Xn as a roll no re-roll touches: X4 with a team re-roll stays 1/2', () => {
    // Not a row of BBAC's suite alone (it has P:L3'*,2D2|-2D2,X4, whose ' and * the reader refuses).
    expect(success('X4', 1)).toBe('1/2');
    expect(success('2,X4', 1)).toBe(again(q(5, 6)).times(q(1, 2)).toString());
  });
});

const EQUIVALENT: [string, number, string][] = [
  ['P:2D2!2{1D2}', 1, 'player: { skills: [Pro, Block, Frenzy] }\nopponent: { st: 3, skills: [Block] }\nsteps: [{ block: { assists: 1, frenzy: { assists: 0 }, need: knockdown } }]'],
  ['L2,2D2|1D2', 2, 'player: { st: 3, skills: [Block, Dauntless] }\nopponent: { st: 4, skills: [Block] }\nsteps: [{ block: { assists: 1, need: knockdown } }]'],
  ['OP:2D2,B8', 0, 'player: { skills: [Old Pro, Block] }\nopponent: { av: 8+, skills: [Block] }\nsteps: [{ block: { dice: 2, need: armourBroken } }]'],
  ['MB1,OP:2D2,B8', 0, 'player: { skills: [Mighty Blow (+1), Old Pro, Block] }\nopponent: { av: 8+, skills: [Block] }\nsteps: [{ block: { dice: 2, need: armourBroken } }]'],
  ['MB2,OP:2D2,B8', 0, 'player: { skills: [Mighty Blow (+2), Old Pro, Block] }\nopponent: { av: 8+, skills: [Block] }\nsteps: [{ block: { dice: 2, need: armourBroken } }]'],
  ['CL,SM:2D2,B9,J8', 0, 'player: { skills: [Claws, Savage Mauling, Block] }\nopponent: { av: 9+, skills: [Block] }\nsteps: [{ block: { dice: 2, need: removed } }]'],
  ['BT1:D5,D4', 1, 'player: { ag: 4+, st: 3, skills: [Break Tackle] }\nsteps: [{ dodge: { marked: 1 } }, dodge]'],
  ['BT2:D5,D4', 1, 'player: { ag: 4+, st: 5, skills: [Break Tackle] }\nsteps: [{ dodge: { marked: 1 } }, dodge]'],
  // Diving Tackle on both dodges, each where it hurts most: BBAC gives 0.44444.
  ['BT1:D3",D4"', 2, 'player: { ag: 3+, st: 3, skills: [Break Tackle] }\nsteps: [{ dodge: { divingTackle: true } }, { dodge: { marked: 1, divingTackle: true } }]'],
  ['CP,L3,SF:R2,R2,2D2', 1, 'player: { skills: [Consummate Professional, Loner (3+), Sure Feet, Block] }\nopponent: { skills: [Block] }\nsteps: [rush, rush, { block: { dice: 2, need: knockdown } }]'],
];

describe('BBAC strings read as the scenario the mapping table gives (docs/notation.md)', () => {
  it.each(EQUIVALENT)('%s with %i re-roll(s)', (notation, rerolls, yaml) => {
    expect(success(notation, rerolls)).toBe(byHand(yaml, rerolls));
  });

  it('reads Break Tackle by the edition\'s bonus: bb2025 BT2 is a dodger of ST 4', () => {
    expect(notationScenario('BT2:D5', { edition: 'bb2025' })).toContain('st: 4,');
    expect(notationScenario('BT2:D5')).toContain('st: 5,');
  });

  it('pins 30 more strings of BBAC\'s test suite', () => {
    const rows = [...PASSES, ...FRENZY, ...DAUNTLESS, ...TENTACLES, ...STARS, ...FOULS].map((r) => `${r[0]}@${r[1]}`);
    expect(new Set([...rows, ...EQUIVALENT.map((r) => `${r[0]}@${r[1]}`)]).size).toBeGreaterThanOrEqual(30);
  });
});

describe('what stays refused names the part', () => {
  it.each([
    ['N+3', 'the tentacles roll at character 1 must come right before the same player\'s dodge'],
    ['N+3,U2', 'the tentacles roll at character 1 must come right before the same player\'s dodge'],
    ['2D2|1D2', 'the block at character 1 is written a|b, the two blocks of a dauntless roll'],
    ['L2,2D2', 'the dauntless roll at character 1 must come right before the same player\'s block written a|b'],
    ['L2,2D2|1D3', "'2D2|1D3' at character 4: the two blocks of a dauntless roll hit the same player"],
    ['L2,1D2|2D2', 'cannot give 1 dice when it passes and 2 when it fails'],
    ['1D3!2', 'the block at character 1 has Frenzy\'s pushes (!): write its second block after it'],
    ['1D3!3{1D3}', "'1D3!3' at character 1: with 3 succeeding faces the faces that push are 2"],
    ['2D4!2{1D4}', 'with 4 succeeding faces the pushes already succeed'],
    ['1D3!2{1D2}', "'{1D2}' at character 6: Frenzy's second block is one block against the same player"],
    ['1D3!2{1D3},1D3', 'one player blocks with Frenzy (!) and without'],
    ['P4+1;C2', "'P4+1' at character 1 has a positive modifier"],
    ['I6;C2', "'I6' at character 1 is an interception, which must follow the pass"],
    ['P4-2,I3;C2', "'I3' at character 6 is out of range: expected 4 to 9"],
    ['P4,P3;C2', 'one player passes with two PAs'],
    ['X1', "'X1' at character 1 is out of range: expected 2 to 6"],
    ['Y2;{:D2}', "the branch at character 4 starts another player with ':'"],
    ['M2;C2', "'M2' at character 1 is a Hail Mary pass"],
    ['E', "'E' at character 1 answers a send-off (A6 argues the call, E bribes), so it must follow a foul"],
    ['F8,A5', "'A5' at character 4 is out of range: expected A6"],
    ['BT3:D5', 'Break Tackle BT3: in bb2020 it gives +1 at ST 4 or less, +2 at ST 5 or more'],
    ['BT2,I3:D5', "Break Tackle BT2: in bb2020 it gives +1 at ST 4 or less, +2 at ST 5 or more, and this player's ST is 3"],
    ['L3:T4-1;G4', "'T4-1' at character 4 is a throw team-mate"],
  ])('%s', (notation, said) => {
    expect(refusal(notation)).toContain(said);
  });
});
