/**
 * The report's tables of numbers rank only the columns whose better way is clear for the coach: the goal's
 * metrics and success, turnovers, players down, re-rolls spent, send-offs; never the harm done to the opponent.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparisonColumns } from '../../src/compare/columns.js';
import { comparisonOf } from '../../src/compare/grid.js';
import { rankDirection } from '../../src/compare/best.js';
import { numbersHtml } from '../../src/report/numbers-html.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { loadVariants } from '../../src/scenario/variants.js';

const variants = loadVariants(join(import.meta.dirname, '..', '..', 'scenarios', 'claws-or-mighty-blow.yaml'));
const { goal } = variants[0].scenario;
const result = evaluateVariants(variants);
const html = numbersHtml(comparisonOf(result), comparisonColumns(result, 'cas'), goal);

/** The first table's cells of the column titled `metric`: [highlighted, text] per row. */
function column(metric: string): [boolean, string][] {
  const table = html.split('</table>')[0];
  const titles = [...table.matchAll(/<th title="([^"]+)">/g)].map((m) => m[1]);
  const at = titles.indexOf(metric);
  const rows = [...table.matchAll(/<tr><th scope="row">[^<]*<\/th>(.*?)<\/tr>/g)].map((m) => [...m[1].matchAll(/<td( class="best")?(?: data-label="[^"]*")?>(.*?)<\/td>/g)]);
  return rows.map((cells) => [cells[at][1] !== undefined, cells[at][2]]);
}

describe('ranking in the report’s tables', () => {
  it('ranks the goal and the metrics better one way for everyone, and not the harm done to the opponent', () => {
    expect(goal).toEqual({ cas: 1 });
    expect(rankDirection('cas', goal)).toBe(1);
    expect([rankDirection('success', goal), rankDirection('turnover', goal), rankDirection('rerollsUsed', goal)]).toEqual([1, -1, -1]);
    for (const harm of ['stunned', 'ko', 'dead', 'removed', 'knockdown', 'armourBroken']) expect(rankDirection(harm, goal)).toBeNull();
    // A goal that names a harm metric ranks it its way: fewer KOs wanted, fewer is best.
    expect(rankDirection('ko', { success: 1, ko: -1 })).toBe(-1);
  });

  it('highlights no stunned cell, though Claws stuns more at AV 7+ (49/144 against 35/108)', () => {
    expect(column('stunned').map(([best]) => best)).toEqual([false, false, false]);
    expect(column('stunned').every(([, text]) => !text.includes('class="diff"'))).toBe(true);
  });

  it('highlights the goal: at AV 7+ Mighty Blow’s 5/27 casualties, level with Both', () => {
    const cas = column('cas');
    expect(cas.map(([best]) => best)).toEqual([false, true, false]);
    expect(cas[1][1]).toContain('18.52%');
    expect(cas[2][1]).toContain('level');
  });

  it('says in the legend which columns are not ranked and why', () => {
    expect(html).toMatch(/Not ranked: [^<]*stunned[^<]*KO[^<]*depends on what the coach is after/);
  });
});
