/** What normalising fills in when a scenario leaves it out (`src/scenario/normalise.ts`): here, the goal. */
import { describe, expect, it } from 'vitest';
import { scenarioFromText } from '../../src/scenario/load.js';
import { evaluate } from '../helpers.js';

const block = (options: string, goal = '') =>
  `name: x\nrerolls: 0\nplayer: { ag: 3+, st: 3 }\nopponent: { st: 3, av: 9+ }\nsteps:\n  - block${options}\n${goal}`;

describe('the default goal', () => {
  it('a block without need: maximises knockdown', () => {
    expect(scenarioFromText(block('')).goal).toEqual({ knockdown: 1 });
  });
  it('a block with need: and no goal: maximises success, the joint chance asked for', () => {
    expect(scenarioFromText(block(': { need: knockdown }')).goal).toEqual({ success: 1 });
  });
  it('a written goal is kept', () => {
    expect(scenarioFromText(block(': { need: knockdown }', 'goal: cas')).goal).toEqual({ cas: 1 });
  });
  it('…and the choices follow it: ST 4 v 3, two dice, no Block — Push Back taken over Both Down, turnover (2/6)² = 1/9', () => {
    // Success: a POW or Stumble on either die, 1 − (4/6)² = 5/9. Turnover only when both dice are Player Down or
    // Both Down: (2/6)² = 1/9. Maximising knockdown instead takes Both Down over Push Back: with no POW nor Stumble
    // (each die one of Player Down, Both Down, Push Back ×2), a Both Down on either die (1 − (3/4)²) · (4/6)² = 7/36,
    // plus Player Down on both, 1/36: 8/36 = 2/9.
    const strong = block(': { need: knockdown }').replace('{ ag: 3+, st: 3 }', '{ ag: 3+, st: 4 }');
    const { fractions } = evaluate(strong);
    expect(fractions.success).toBe('5/9');
    expect(fractions.turnover).toBe('1/9');
    expect(evaluate(`${strong}goal: knockdown\n`).fractions.turnover).toBe('2/9');
  });
});
