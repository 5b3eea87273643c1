/**
 * `carrying: true` (src/scenario/carry.ts): bb2025 I'll Carry You — "While carrying, Grak has **Break Tackle** (+3 at
 * ST 5, once per turn) and **Dodge** (one dodge re-roll per turn; Stumble protection)" (../shared/rules/stars.md).
 * Grak AG 4+, ST 5, his `skills:` written so only the rule counts; a dodge to a square nobody marks, no team re-roll.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, line, success } from '../helpers.js';

const grak = (keys: string, skills = "I'll Carry You") => line({ player: `{ star: Grak, skills: ["${skills}"]${keys} }`, steps: ['dodge'], edition: 'bb2025' });

describe("I'll Carry You (bb2025)", () => {
  it('not carrying: the dodge on 4+, 1/2', () => {
    expect(success(grak(''))).toBe('1/2');
  });
  // Break Tackle +3 after the roll: 2 and 3 pass too, 5/6 (a natural 1 always fails); Dodge re-rolls that 1:
  // 5/6 + 1/6 · 5/6 = 35/36.
  it('carrying Crumbleberry: Break Tackle and Dodge, 5/6 + 1/6 · 5/6 = 35/36', () => {
    expect(success(grak(', carrying: true'))).toBe('35/36');
  });
  it('only Grak carries, only with the rule, only in bb2025', () => {
    expect(errorOf(line({ player: '{ star: Crumbleberry, carrying: true }', steps: ['dodge'], edition: 'bb2025' }))).toMatch(/carrier: Grak/);
    expect(errorOf(line({ player: '{ ag: 3+, carrying: true }', steps: ['dodge'], edition: 'bb2025' }))).toMatch(/carrier: Grak/);
    expect(errorOf(line({ player: '{ ag: 3+, carrying: true }', steps: ['dodge'] }))).toMatch(/no star has in bb2020/);
  });
});
