/** Stopping the advisor (`src/advise/advise.ts`, issue 24): Ctrl-C ranks what finished, marked partial. */
import { describe, expect, it } from 'vitest';
import { adviceJson } from '../../src/advise/json.js';
import { adviceTable } from '../../src/advise/table.js';
import { adviceOf, DODGE } from './support.js';

const PROFILE = 'name: p\nplayer: { ag: 3+ }\naccess: { primary: [Agility] }\ncandidates: [Dodge, Sure Feet]\nsituations:\n  - { file: dodge.yaml }\n';
const files = { 'profile.yaml': PROFILE, 'dodge.yaml': DODGE };

describe('a stopped advice', () => {
  it('stopped before any candidate: none ranked of the 2, marked partial in the table and the JSON', async () => {
    const controller = new AbortController();
    controller.abort();
    const advice = await adviceOf(files, { signal: controller.signal });
    expect(advice.partial).toEqual({ ranked: 0, planned: 2 });
    expect(advice.ranking).toEqual([]);
    expect(adviceTable(advice).split('\n')[1]).toBe('stopped early (Ctrl-C): partial — 0 of 2 candidates ranked, no pairs searched');
    expect(adviceJson(advice)).toMatchObject({ partial: true, ranked: 0, planned: 2 });
  });
  it('not stopped: every candidate ranked, no partial mark — Dodge re-rolls the 3+ dodge: 2/3 → 8/9, +22.2 pp', async () => {
    const advice = await adviceOf(files, { signal: new AbortController().signal });
    expect(advice.partial).toBeUndefined();
    expect(advice.ranking.map((r) => r.skills[0].name).sort()).toEqual(['Dodge', 'Sure Feet']);
    expect(adviceTable(advice)).toMatch(/^Take Dodge: \+22\.2 pp/m);
  });
});
