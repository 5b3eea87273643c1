/** The advice's part of the report: what the profile and its situations wrote is escaped; the data holds both charts. */
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { BLOCK, DODGE, adviceOf } from '../advise/support.js';
import { reportData, withoutLibraries } from './support.js';

const HOSTILE = '<img src=x onerror=alert(1)> & "quotes"';
const PROFILE = `name: '${HOSTILE}'
player: { ag: 3+, st: 3 }
access: { primary: [General], secondary: [Agility] }
candidates: [Block, Dodge]
situations:
  - { file: dodge.yaml, weight: 2 }
  - { file: block.yaml, goal: success }
`;

describe('the advice section', () => {
  it('escapes what the profile and its situations wrote, and carries the two charts', async () => {
    const dodge = DODGE.replace('name: A 3+ dodge', `name: '${HOSTILE} dodge'`);
    const advice = await adviceOf({ 'profile.yaml': PROFILE, 'dodge.yaml': dodge, 'block.yaml': BLOCK });
    const html = buildReport([], { advice: [advice], date: new Date('2026-01-01T00:00:00Z') });
    const own = withoutLibraries(html);
    expect(own).not.toContain('<img');
    expect(own).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    const data = reportData(html) as unknown as { scenarios: unknown[]; advice: { name: string; answer: string; charts: { id: string; kind: string }[] }[] };
    expect(data.scenarios).toEqual([]);
    expect(data.advice[0].name).toBe(HOSTILE);
    expect(data.advice[0].charts.map((c) => [c.id, c.kind])).toEqual([['a1-c0', 'bars'], ['a1-c1', 'heatmap']]);
    // The pinned profile's answer (test/advise/pinned.test.ts): Dodge 4/27, Block 1/18.
    expect(data.advice[0].answer).toBe('Take Dodge: +14.8 pp weighted over 2 situations; Block is second, +5.6 pp.');
    expect(own).toContain('<small>4/27</small>');
  });
});
