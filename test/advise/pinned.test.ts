/**
 * A two-skill, two-situation profile worked by hand: every value, gain and rank below is computed in the
 * comments from the rules, not read off the program.
 *
 * S1, a 3+ dodge with no team re-roll, weight 2, goal success (bb2020.md "Dodge": 3+ passes on 3, 4, 5, 6):
 *   base 4/6 = 2/3. With Dodge (seed 001: re-roll a failed Dodge, once per activation): 2/3 + 1/3 × 2/3 = 8/9,
 *   gain 8/9 − 2/3 = 2/9. Block does nothing on a dodge: gain 0.
 * S2, one block die (ST 3 v ST 3, bb2020.md "Block": equal strength, one die), weight 1; the file's goal is
 *   knockdown, the profile's entry says success (no turnover). Faces (1/6 each): Player Down, Both Down, Push,
 *   Push, Stumble, POW. Without Block a turnover on Player Down and on Both Down (the attacker is knocked down):
 *   success 4/6 = 2/3. With Block (seed 001: Both Down does not knock the player with Block down) only Player
 *   Down: 5/6, gain 5/6 − 2/3 = 1/6. The attacker's Dodge plays no part in a block: gain 0.
 * Overall, Σ weight × gain / Σ weight (weights 2 and 1, total 3):
 *   Dodge (2 × 2/9 + 1 × 0) / 3 = 4/27;  Block (2 × 0 + 1 × 1/6) / 3 = 1/18.  4/27 = 8/54 > 3/54 = 1/18.
 * Both: S1 8/9 (Block adds nothing to the dodge), S2 5/6 (Dodge nothing to the block): gains 2/9 and 1/6,
 *   overall (2 × 2/9 + 1/6) / 3 = (8/18 + 3/18) / 3 = 11/54; Block given Dodge adds 11/54 − 4/27 = 3/54 = 1/18.
 */
import { describe, expect, it } from 'vitest';
import { fractionText } from '../../src/evaluate/fraction.js';
import { adviceJson } from '../../src/advise/json.js';
import { BLOCK, DODGE, adviceOf } from './support.js';

const PROFILE = `name: Dodge or Block
edition: bb2020
player: { ag: 3+, st: 3 }
access: { primary: [General], secondary: [Agility] }
candidates: [Block, Dodge]
situations:
  - { file: dodge.yaml, weight: 2 }
  - { file: block.yaml, weight: 1, goal: success }
`;
const FILES = { 'profile.yaml': PROFILE, 'dodge.yaml': DODGE, 'block.yaml': BLOCK };

describe('a two-skill, two-situation profile, worked by hand', () => {
  it('has the base values 2/3 and 2/3', async () => {
    const advice = await adviceOf(FILES);
    expect(advice.situations.map((s) => fractionText(s.base))).toEqual(['2/3', '2/3']);
    expect(advice.situations[1].goal).toEqual({ success: 1 });
  });

  it('ranks Dodge (4/27) over Block (1/18), each gain per situation exact', async () => {
    const json = adviceJson(await adviceOf(FILES)) as { ranking: Record<string, unknown>[] };
    expect(json.ranking).toEqual([
      {
        rank: 1, skills: ['Dodge'], category: 'Agility', access: 'secondary', gain: 4 / 27,
        bySituation: { 'dodge.yaml': 2 / 9, 'block.yaml': 0 },
        fractions: { gain: '4/27', bySituation: { 'dodge.yaml': '2/9', 'block.yaml': '0' } },
      },
      {
        rank: 2, skills: ['Block'], category: 'General', access: 'primary', gain: 1 / 18,
        bySituation: { 'dodge.yaml': 0, 'block.yaml': 1 / 6 },
        fractions: { gain: '1/18', bySituation: { 'dodge.yaml': '0', 'block.yaml': '1/6' } },
      },
    ]);
  });

  it('finds the pair Dodge + Block: 11/54, the second adding 1/18', async () => {
    const advice = await adviceOf(FILES, { depth: 2 });
    const [pair] = advice.pairs!.pairs;
    expect(pair.skills.map((s) => s.name)).toEqual(['Dodge', 'Block']);
    expect(fractionText(pair.gain)).toBe('11/54');
    expect(fractionText(pair.second!)).toBe('1/18');
    expect(pair.bySituation.map(fractionText)).toEqual(['2/9', '1/6']);
    expect(advice.pairs!.considered).toBe(1);
  });

  it('answers in one sentence', async () => {
    const json = adviceJson(await adviceOf(FILES));
    // 4/27 = 14.81 pp; 1/18 = 5.56 pp. Block leads in the block, but it is named already as the second.
    expect(json.answer).toBe('Take Dodge: +14.8 pp weighted over 2 situations; Block is second, +5.6 pp.');
  });
});

describe('the answer names a skill that leads in a situation', () => {
  // A third situation: a 2+ rush, no team re-roll, weight 1 (bb2020.md "Rush"): 5/6; with Sure Feet (seed 001:
  // re-roll a failed Rush) 5/6 + 1/6 × 5/6 = 35/36, gain 5/36. Weights 2, 1, 1 (total 4):
  //   Dodge 2 × 2/9 / 4 = 1/9 (11.1 pp); Block 1/6 / 4 = 1/24 (4.2 pp); Sure Feet 5/36 / 4 = 5/144 (3.5 pp).
  // Sure Feet is third overall but the best in the rush.
  const rush = 'name: A rush\nplayer: { ag: 3+ }\nsteps: [rush]\n';
  const profile = PROFILE.replace('candidates: [Block, Dodge]', 'candidates: [Block, Dodge, Sure Feet]') + '  - { file: rush.yaml }\n';

  it('after the best and the second', async () => {
    const advice = await adviceOf({ ...FILES, 'profile.yaml': profile, 'rush.yaml': rush });
    expect(advice.ranking.map((r) => [r.skills[0].name, fractionText(r.gain)])).toEqual([['Dodge', '1/9'], ['Block', '1/24'], ['Sure Feet', '5/144']]);
    expect(adviceJson(advice).answer).toBe('Take Dodge: +11.1 pp weighted over 3 situations; Block is second, +4.2 pp; Sure Feet leads in "A rush".');
  });
});
