/**
 * Fury of the Blood God (src/steps/fury.ts): "Once per game: a natural 1 on Unchannelled Fury after declaring a Block →
 * he performs two Block actions instead" (../shared/rules/stars.md, BB2020; BB2025 "as BB2020 …; the first, Frenzy
 * included, is resolved before the second"). Scyla with Block (her `skills:` written so only the named ones count),
 * no team re-roll: Unchannelled Fury on a Block is 2+; one die against a target without Block or Dodge knocks it
 * down on Pow, Stumble and Both Down (1/2), and a skull (1/6) puts her down, a turnover.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate } from '../helpers.js';

const scyla = (steps: string[], edition = 'bb2020', goal = 'knockdowns') => [
  'name: fury', `edition: ${edition}`, 'rerolls: 0',
  'player: { star: Scyla Anfingrimm, skills: [Unchannelled Fury, Block, Fury of the Blood God] }',
  'opponents:', '  a: { st: 3, av: 9+ }', '  b: { st: 3, av: 9+ }',
  'steps:', '  - activation: { trait: Unchannelled Fury }', ...steps.map((s) => `  - ${s}`), `goal: ${goal}`,
].join('\n');
const TWO = ['block: { dice: 1, target: a }', 'block: { dice: 1, target: b, fury: true }'];

describe('Fury of the Blood God', () => {
  // 2+ (5/6): one block, 1/2 a knock-down; the `fury: true` block passed over. A 1 (1/6): two blocks, the second
  // unless the first rolled a skull: 1/2 + 5/6 · 1/2 = 11/12. Knock-downs 5/6 · 1/2 + 1/6 · 11/12 = 30/72 + 11/72 = 41/72.
  for (const edition of ['bb2020', 'bb2025']) {
    it(`${edition}: a natural 1 makes two blocks, 41/72 knock-downs expected`, () => {
      expect(evaluate(scyla(TWO, edition)).fractions.knockdowns).toBe('41/72');
    });
  }
  it('with only the first block written, a 1 still lets her make it: 5/6 · 1/2 + 1/6 · 1/2 = 1/2', () => {
    expect(evaluate(scyla(['block: { dice: 1, target: a }'])).fractions.knockdowns).toBe('1/2');
  });
  it('saved when the coach would rather the activation end: a goal against knock-downs, 5/6 · 1/2 = 5/12', () => {
    expect(evaluate(scyla(TWO, 'bb2020', '{ knockdowns: -1 }')).fractions.knockdowns).toBe('5/12');
  });
  it('without the rule a 1 ends the activation: 5/6 · 1/2 = 5/12', () => {
    const plain = scyla(['block: { dice: 1, target: a }']).replace(', Fury of the Blood God', '');
    expect(evaluate(plain).fractions.knockdowns).toBe('5/12');
  });
  it('`fury: true` needs the rule, her Unchannelled Fury roll and a first block', () => {
    expect(errorOf(scyla(['block: { dice: 1, target: b, fury: true }']))).toMatch(/first block before it/);
    expect(errorOf(scyla(TWO).replace(', Fury of the Blood God', ''))).toMatch(/Fury of the Blood God/);
  });
});
