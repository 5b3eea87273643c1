/** The advice for the terminal fits its width (issue 24): sentences wrap, the ranking splits with rank and skill kept. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adviseFile } from '../../src/advise/advise.js';
import { adviceTable } from '../../src/advise/table.js';
import { InlineExecutor } from '../../src/montecarlo/pool.js';

const PROFILE = join(import.meta.dirname, '../../scenarios/advise/human-blitzer.yaml');

describe('the advice table at a width', () => {
  it('at 80: no line wider, each group of the ranking starts with rank and skill, the skills in one order', async () => {
    const advice = await adviseFile(PROFILE, { executor: new InlineExecutor() });
    const whole = adviceTable(advice);
    const fitted = adviceTable(advice, undefined, 80).split('\n');
    // Unfitted, the six situations' columns make the ranking wider than 80.
    expect(Math.max(...whole.split('\n').map((l) => l.length))).toBeGreaterThan(80);
    for (const line of fitted) expect(line.length, line).toBeLessThanOrEqual(80);
    const headers = fitted.filter((l) => l.startsWith('rank  skill'));
    expect(headers.length).toBeGreaterThan(1);
    // Each group lists the skills in the ranking's order: the second word of its rows.
    const groups = fitted.join('\n').split(/\n(?=rank {2}skill)/).slice(1).map((g) => g.split('\n\n')[0].split('\n').slice(1).filter((l) => l.trim() !== '').map((l) => l.trim().split(/\s{2,}/)[1]));
    expect(groups.length).toBe(headers.length);
    for (const group of groups) expect(group).toEqual(groups[0]);
    // The situation columns S1 … S6 each appear once across the groups.
    expect(headers.flatMap((h) => h.split(/\s+/).filter((c) => /^S\d$/.test(c)))).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
  });
});
