/**
 * The rush limit counted along each way through a line (`src/scenario/rushes.ts`): a rush in a branch and one in the
 * steps the branch skips are never counted together; a way through a branch holds at most the rushes allowed.
 */
import { describe, expect, it } from 'vitest';
import { nextSteps } from '../../src/scenario/rushes.js';
import { errorOf, success } from '../helpers.js';

const gaze = (branch: string, after: string) => `name: rushes
rerolls: 0
players:
  vampire: { ag: 2+, skills: [Hypnotic Gaze] }
  carrier: { ag: 3+, ma: 6 }
opponents: { marker: {} }
steps:
  - gaze: { by: vampire, target: marker }
${branch}
${after}
goal: success
`;

describe('rushes along each way through the branches', () => {
  it('a plain line: the third rush is one too many, as ever', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+ }\nsteps: [rush, rush, rush]\n')).toMatch(/^bad\.yaml:3:21 at steps\[2\]: player 'player' rushes 3 times; at most 2/);
  });

  it('instead: two rushes in the branch and two past it are two ways, two rushes each: allowed', () => {
    // Knocked down (POW, Stumble: 2/6) or pushed (2/6), the blocker rushes twice either way: 4/6 · (5/6)² = 25/54.
    const text = `name: two ways
rerolls: 0
player: { ag: 3+ }
opponents: { lineman: {} }
steps:
  - block: { target: lineman, dice: 1, need: knockdown }
    instead: [rush, rush]
  - rush
  - rush
goal: success
`;
    expect(success(text)).toBe('25/54');
  });

  it('otherwise: the branch\'s two rushes and one after it are three on the way through the branch', () => {
    const said = errorOf(gaze('    otherwise: [{ rush: { by: carrier } }, { rush: { by: carrier } }]', '  - { rush: { by: carrier } }'));
    expect(said).toMatch(/^bad\.yaml:10:5 at steps\[1\]: player 'carrier' rushes 3 times; at most 2/);
  });

  it('otherwise: one rush in the branch and one after it: allowed (the Gaze passes 5/6 · 5/6, fails 1/6 · (5/6)²)', () => {
    // 5/6 · 5/6 + 1/6 · 25/36 = 150/216 + 25/216 = 175/216
    expect(success(gaze('    otherwise: [{ rush: { by: carrier } }]', '  - { rush: { by: carrier } }'))).toBe('175/216');
  });

  it('if: { followed: }: two rushes when followed and one after them are three; the way past holds one', () => {
    const text = (inBranch: string) => `name: followed
rerolls: 0
player: { ag: 3+, ma: 6 }
steps:
  - dodge: { shadowing: { ma: 8 } }
    if: { followed: [${inBranch}] }
  - rush
goal: success
`;
    expect(errorOf(text('rush, rush'))).toMatch(/at steps\[1\]: player 'player' rushes 3 times; at most 2/);
    // One rush when followed (1/2), one after: 2/3 · (1/2 · 25/36 + 1/2 · 5/6) = 2/3 · 55/72 = 55/108.
    expect(success(text('rush'))).toBe('55/108');
  });
});

describe('nextSteps: where the line can go after each step', () => {
  it('into a branch or past it; past a tail\'s last step; from an instead branch\'s last step to its activation\'s end', () => {
    const line = {
      length: 8,
      branches: [
        { host: 0, mode: 'otherwise' as const, start: 1, end: 3 },
        { host: 3, mode: 'instead' as const, start: 5, end: 6 }, // step 4 is the host's tail (a Vampire's bite)
      ],
      activations: [{ label: 'a', by: 0, start: 0, end: 7, worth: 0, after: [], optional: false }],
    };
    expect(nextSteps(line, 0)).toEqual([1, 3]);
    expect(nextSteps(line, 1)).toEqual([2]);
    expect(nextSteps(line, 2)).toEqual([3]);
    expect(nextSteps(line, 3)).toEqual([5, 4]);
    expect(nextSteps(line, 4)).toEqual([6]);
    expect(nextSteps(line, 5)).toEqual([7]);
    expect(nextSteps(line, 6)).toEqual([7]);
  });
});
