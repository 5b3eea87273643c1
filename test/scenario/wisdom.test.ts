/**
 * `wisdom:` (src/scenario/wisdom.ts): Grombrindal's Wisdom of the White Dwarf gives a team-mate Break Tackle,
 * Dauntless, Mighty Blow or Sure Feet for the line (stars.md: bb2020 for its activation, bb2025 to the end of the
 * turn). Values by hand; the messages as the user reads them.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, success } from '../helpers.js';

const scenario = (edition: string, star: string, blitzer: string, steps: string[]) => [
  'name: wisdom', `edition: ${edition}`, 'rerolls: 0',
  'players:', `  grombrindal: { star: ${star} }`, `  blitzer: ${blitzer}`,
  'opponent: { st: 3, av: 9+ }',
  'steps:', ...steps.map((s) => `  - ${s}`),
].join('\n');
const block = ['block: { by: blitzer, dice: 1, need: armourBroken }'];

describe('Wisdom of the White Dwarf', () => {
  it('Mighty Blow given: one die with Block, down 1/2, armour 9+ with +1 (8+, 15/36): 5/24; without 1/2 · 10/36 = 5/36', () => {
    expect(success(scenario('bb2025', 'Grombrindal', '{ st: 3, skills: [Block], wisdom: Mighty Blow }', block))).toBe('5/24');
    expect(success(scenario('bb2020', "'Grombindal, the White Dwarf'", '{ st: 3, skills: [Block], wisdom: mighty blow }', block))).toBe('5/24');
    expect(success(scenario('bb2025', 'Grombrindal', '{ st: 3, skills: [Block] }', block))).toBe('5/36');
  });
  it('Sure Feet given: a rush 2+ re-rolled once, 5/6 + 1/6 · 5/6 = 35/36', () => {
    expect(success(scenario('bb2025', 'Grombrindal', '{ st: 3, wisdom: Sure Feet }', ['rush: { by: blitzer }']))).toBe('35/36');
  });
  it('refused: no Grombrindal, a skill it does not give (did you mean), one the player has, two players', () => {
    const alone = ['name: w', 'edition: bb2025', 'players:', '  a: { wisdom: Mighty Blow }', '  b: {}', 'steps:', '  - rush: { by: a }'].join('\n');
    expect(errorOf(alone)).toMatch(/'wisdom:' needs a team-mate with Wisdom of the White Dwarf/);
    const typo = errorOf(scenario('bb2025', 'Grombrindal', '{ wisdom: Mighty Blwo }', block));
    expect(typo).toMatch(/^bad\.yaml:6:\d+/);
    expect(typo).toMatch(/gives one of .*not 'Mighty Blwo'.*did you mean 'Mighty Blow'/i);
    expect(errorOf(scenario('bb2025', 'Grombrindal', '{ skills: [Sure Feet], wisdom: Sure Feet }', block))).toMatch(/'blitzer' already has Sure Feet/);
    const two = scenario('bb2025', 'Grombrindal', '{ wisdom: Sure Feet }', block).replace('players:', 'players:\n  other: { wisdom: Dauntless }');
    expect(errorOf(two)).toMatch(/'wisdom:' is given to one player of a turn at most/);
  });
});
