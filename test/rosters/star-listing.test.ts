/** docs/stars.md carries the table of every special rule as `src/rules/star-rules.ts` gives it (star-listing.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { starRulesMarkdown, starRuleModel, starsText } from '../../src/rosters/star-listing.js';
import { findStar } from '../../src/rosters/stars.js';

describe('the star listing', () => {
  it('is docs/stars.md\'s table (regenerate it from starRulesMarkdown())', () => {
    const docs = readFileSync(new URL('../../docs/stars.md', import.meta.url), 'utf8');
    expect(docs.trimEnd().endsWith(starRulesMarkdown())).toBe(true);
  });

  it("reads a star's rule in its edition: Consummate Professional a re-roll in bb2020, a +1 in bb2025", () => {
    expect(starRuleModel(findStar('bb2020', 'Griff Oberwald')!, 'bb2020').effect).toMatch(/^re-roll one D6/);
    expect(starRuleModel(findStar('bb2025', 'Griff Oberwald')!, 'bb2025').effect).toMatch(/^\+1 to one agility test/);
    expect(starRuleModel(findStar('bb2020', 'Kiroth Krakeneye')!, 'bb2020')).toMatchObject({ status: 'noEffect', limit: 'game' });
    expect(starsText('bb2025')).toMatch(/^Josef Bugman: /m);
  });
});
