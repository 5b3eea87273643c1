/**
 * The star rules on block dice (src/rules/star-blocks.ts), each against a value worked out by hand here, the sheet's
 * line (../shared/rules/stars.md) quoted. One die, a target without Block or Dodge: with Block, Pow, Stumble and
 * Both Down knock it down (1/2); without Block, Both Down knocks the blocker down too (a turnover), so 1/3.
 */
import { describe, expect, it } from 'vitest';
import { line, success } from '../helpers.js';

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
