/**
 * The star rules on block dice (src/rules/star-blocks.ts), each against a value worked out by hand here, the sheet's
 * line (../shared/rules/stars.md) quoted. One die, a target without Block or Dodge: with Block, Pow, Stumble and
 * Both Down knock it down (1/2); without Block, Both Down knocks the blocker down too (a turnover), so 1/3.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, line, success } from '../helpers.js';

const block = (player: string, options: string, edition = 'bb2020') =>
  line({ player, steps: [`block: { dice: 1, need: knockdown${options} }`], extra: 'opponent: { st: 3, av: 9+ }', edition });

describe('block-die star rules', () => {
  // "In every Blitz: may re-roll one block die" (BB2020 Unstoppable Momentum).
  it('Unstoppable Momentum: on a Blitz, 1/2 + 1/2 · 1/2 = 3/4; on a Block, 1/2', () => {
    const hthark = "{ star: H'thark the Unstoppable, skills: [Block, Unstoppable Momentum] }";
    expect(success(block(hthark, ', blitz: true'))).toBe('3/4');
    expect(success(block(hthark, ''))).toBe('1/2');
  });
  // "Once per game, when he performs a Block Action (a Blitz's block too): re-roll one block die" (BB2025 Lord of Chaos).
  it('Lord of Chaos (bb2025): one die re-rolled, 3/4', () => {
    expect(success(block('{ star: Lord Borak the Despoiler, skills: [Block, Lord of Chaos] }', '', 'bb2025'))).toBe('3/4');
  });
  // "Once per game, in a Block Action whose result would knock her down: re-roll one block die" (BB2025 Woodland Fury).
  it('Woodland Fury (bb2025): only a die that knocks her down, 1/3 + 2/6 · 1/3 = 4/9', () => {
    // Without Block: Player Down and Both Down (2/6) knock her down and are re-rolled; Push Back (2/6) is not.
    expect(success(block('{ star: Willow Rosebark, skills: [Woodland Fury] }', '', 'bb2025'))).toBe('4/9');
  });
});

describe('Gored by the Bull', () => {
  // "Once per game, the block of a Blitz: one extra block die whatever the ST, max 3, same chooser."
  it('one more die on a Blitz: 1 die becomes 2, 1 − (1/2)² = 3/4; 2 become 3, 1 − (1/2)³ = 7/8; a Block keeps 1/2', () => {
    const grashnak = '{ star: Grashnak Blackhoof, skills: [Block, Gored by the Bull] }';
    expect(success(block(grashnak, ', blitz: true'))).toBe('3/4');
    expect(success(line({ player: grashnak, steps: ['block: { dice: 2, need: knockdown, blitz: true }'], extra: 'opponent: { st: 3, av: 9+ }' }))).toBe('7/8');
    expect(success(block(grashnak, ''))).toBe('1/2');
  });
});

describe('Savage Blow', () => {
  // "Once per game, when Anqi performs a Block action …, he may choose to re-roll any number of the Block dice"
  // (BBBase Anqi_Panqi). Anqi has Block, the target neither Block nor Dodge: Pow, Stumble and Both Down knock it
  // down, 1/2 a die.
  const anqi = (edition: string, dice: number) =>
    line({ player: '{ star: Anqi Panqi }', steps: [`block: { dice: ${dice}, need: knockdown }`], extra: 'opponent: { st: 3, av: 9+ }', edition });
  it('two dice, the attacker choosing: 3/4, and both failures re-rolled: 3/4 + 1/4 · 3/4 = 15/16 (one die would give 7/8)', () => {
    expect(success(anqi('bb2020', 2))).toBe('15/16');
    expect(success(anqi('bb2025', 2))).toBe('15/16');
  });
  it('two dice, the defender choosing: both must knock down; only the failed die is re-rolled: 1/4 + 1/2 · 1/2 + 1/4 · 1/4 = 9/16', () => {
    // Both good 1/4; one good one bad 1/2, the bad one re-rolled (1/2; both re-rolled would be 1/4); both bad 1/4,
    // both re-rolled (1/4). Re-rolling all dice every time would give 1/4 + 3/4 · 1/4 = 7/16.
    expect(success(anqi('bb2020', -2))).toBe('9/16');
  });
  it('once a game: one re-roll for the two blocks of a line, 1/2 where a re-roll on each would give 9/16', () => {
    // Two one-die blocks on two targets: each 1/2 alone. Savage Blow on whichever fails first: P(both) =
    // P(first ok)·P(second with the re-roll) + P(first fails, re-rolled ok)·P(second ok) = 1/2·3/4 + 1/4·1/2 = 1/2.
    const text = line({
      player: '{ star: Anqi Panqi }',
      steps: ['block: { dice: 1, target: a, need: knockdown }', 'block: { dice: 1, target: b, need: knockdown }'],
      extra: 'opponents: { a: { st: 3, av: 9+ }, b: { st: 3, av: 9+ } }',
    });
    expect(success(text)).toBe('1/2');
  });
});

describe('Indomitable', () => {
  // "Once per game, after a successful Dauntless roll: ST becomes double the target's (before assists) instead of
  // equal — exactly double gives 2 dice, any extra assist makes it 3" (stars.md, both editions). Karla (ST 4,
  // Block) against ST 5: Dauntless D6 + 4 > 5 passes on 2+ (5/6); failed, 4 against 5 is 2 dice the defender
  // chooses. A target without Block or Dodge goes down on 1/2 of a die.
  const karla = (edition: string, assists: number) =>
    line({ player: '{ star: Karla von Kill }', steps: [`block: { assists: ${assists}, need: knockdown }`], extra: 'opponent: { st: 5, av: 9+ }', edition });
  it('no assist: 10 against 5 is 2 dice, 5/6 · 3/4 + 1/6 · 1/4 = 2/3 (Dauntless alone: 5/6 · 1/2 + 1/6 · 1/4 = 11/24)', () => {
    expect(success(karla('bb2020', 0))).toBe('2/3');
    expect(success(karla('bb2025', 0))).toBe('2/3');
    const plain = line({ player: '{ st: 4, skills: [Block, Dauntless] }', steps: ['block: { need: knockdown }'], extra: 'opponent: { st: 5, av: 9+ }' });
    expect(success(plain)).toBe('11/24');
  });
  it('one assist: 11 against 5 is 3 dice, 5/6 · 7/8 + 1/6 · 1/2 (5 against 5) = 13/16', () => {
    expect(success(karla('bb2020', 1))).toBe('13/16');
  });
});

describe('Frenzied Rush', () => {
  // "Once per game [BB2025: half], declared at activation for a Blitz: gains Frenzy …; no Grab that turn" (stars.md).
  // Glart (Block) on one die against a target with neither Block nor Dodge: Pow, Stumble, Both Down knock it down
  // (1/2); a Push Back (1/3) leaves it standing, and with Frenzy the second block knocks it down on 1/2 again.
  const glart = (edition: string, declared: string) =>
    line({ player: '{ star: Glart Smashrip }', steps: [`block: { dice: 1, blitz: true, need: knockdown${declared} }`], extra: 'opponent: { st: 3, av: 9+ }', edition });
  it('declared: 1/2 + 1/3 · 1/2 = 2/3; not declared: 1/2; left to the solver: 2/3', () => {
    expect(success(glart('bb2020', ', frenziedRush: true'))).toBe('2/3');
    expect(success(glart('bb2020', ', frenziedRush: false'))).toBe('1/2');
    expect(success(glart('bb2020', ''))).toBe('2/3');
    expect(success(glart('bb2025', ''))).toBe('2/3');
  });
  it('a Block is no Blitz: 1/2, and frenziedRush: on it is an error', () => {
    const block = line({ player: '{ star: Glart Smashrip }', steps: ['block: { dice: 1, need: knockdown }'], extra: 'opponent: { st: 3, av: 9+ }' });
    expect(success(block)).toBe('1/2');
    expect(errorOf(block.replace('need: knockdown', 'need: knockdown, frenziedRush: true'))).toMatch(/'frenziedRush:' is for the block of a Blitz/);
  });
  it('bb2020 Grab is lost when declared: a Sidestep target at the sideline, need removed: 5/6 kept, 25/216 declared', () => {
    // One die, the target (Sidestep, AV 9+) at the sideline, not cornered. Glart's Grab (usable on a Blitz in bb2020)
    // stops Sidestep: Push Back (2/6), Pow, Stumble and Both Down taken as a push (Juggernaut) send it into the
    // crowd: 5/6. Declared, no Grab: Sidestep saves it from every push, so only a knock-down removes it, q =
    // P(armour broken, Claws 8+: 15/36) · P(KO or worse, 8+: 15/36) = 225/1296; Push Back (or Both Down as one)
    // leaves it standing for Frenzy's second block (1/2 · q); so 3/6 · q + 2/6 · q/2 = 2q/3 = 25/216.
    const text = line({ player: '{ star: Glart Smashrip }', steps: ['block: { dice: 1, blitz: true, sideline: true, need: removed }'], extra: 'opponent: { st: 3, av: 9+, skills: [Sidestep] }' });
    expect(success(text)).toBe('5/6');
    expect(success(text.replace('sideline: true', 'sideline: true, frenziedRush: false'))).toBe('5/6');
    expect(success(text.replace('sideline: true', 'sideline: true, frenziedRush: true'))).toBe('25/216');
  });
});

describe('Working In Tandem (bb2025), the block', () => {
  // "Lucien's Block Action against an opponent also marked by Valen: re-roll one block die (every time)".
  const lucien = '{ star: Lucien Swift, skills: [Block, Working In Tandem] }';
  it('the target marked by Valen too (`tandem: true`): 1/2 + 1/2 · 1/2 = 3/4; not marked by him, 1/2', () => {
    expect(success(block(lucien, ', tandem: true', 'bb2025'))).toBe('3/4');
    expect(success(block(lucien, '', 'bb2025'))).toBe('1/2');
  });
  it('every time: two blocks marked by Valen, each 3/4, both (3/4)² = 9/16', () => {
    const two = line({
      player: '{ star: Lucien Swift, skills: [Block, Multiple Block, Working In Tandem] }',
      steps: ['block: { dice: 1, need: knockdown, tandem: true, multipleBlock: true, target: a }', 'block: { dice: 1, need: knockdown, tandem: true, multipleBlock: true, target: b }'],
      extra: 'opponents:\n  a: { st: 3, av: 9+ }\n  b: { st: 3, av: 9+ }', edition: 'bb2025',
    });
    expect(success(two)).toBe('9/16');
  });
  it('`tandem: true` needs the rule', () => {
    expect(errorOf(block('{ skills: [Block] }', ', tandem: true', 'bb2025'))).toMatch(/Working In Tandem/);
  });
});
