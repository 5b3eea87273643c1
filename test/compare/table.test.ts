import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { evaluateVariants } from '../../src/run/exact.js';
import { formatComparison } from '../../src/compare/table.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { expandVariants } from '../../src/scenario/variants.js';

function table(text: string, options: { fractions?: boolean } = {}): string {
  const variants = expandVariants(parseScenarioText('t.yaml', text));
  return formatComparison(evaluateVariants(variants), variants[0].scenario.goal, options);
}

const RUSH = `name: one rush
player: { ag: 3+ }
steps: [rush]
compare:
  No re-roll: { rerolls: 0 }
  A team re-roll: { rerolls: 1 }
`;

describe('the comparison table', () => {
  it('marks the best per column and shows the others in percentage points', () => {
    // Rush 2+: 5/6 = 83.33% alone; with a team re-roll 5/6 + 1/6 * 5/6 = 35/36 = 97.22%: 13.89 pp apart.
    // Turnovers 1/6 = 16.67% and 1/36 = 2.78%; the re-roll is spent when the first roll fails: 1/6 = 0.167.
    const lines = table(RUSH).split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    expect(lines).toContain('No re-roll 83.33% -13.89 pp 16.67% +13.89 pp 16.67% +13.89 pp 0.000 *');
    expect(lines).toContain('A team re-roll 97.22% * 2.78% * 2.78% * 0.167 +0.167');
    expect(lines[1]).toBe('success (goal) turnover playerDown rerollsUsed');
  });

  it('lines up the numbers of a column whatever mark follows them, under the header', () => {
    // Rush 2+: 83.33% (-13.89 pp) over 97.22% (*): both values end in the same column, as the header does.
    const lines = table(RUSH).split('\n');
    const end = (line: string, text: string) => line.indexOf(text) + text.length;
    const header = lines.find((l) => l.includes('success (goal)'))!;
    const plain = lines.find((l) => l.includes('No re-roll'))!;
    const reroll = lines.find((l) => l.includes('A team re-roll'))!;
    expect(end(plain, '83.33%')).toBe(end(reroll, '97.22%'));
    expect(end(plain, '83.33%')).toBe(end(header, 'success (goal)'));
    expect(plain.indexOf('-13.89 pp')).toBe(reroll.indexOf('*'));
  });

  it('shows each exact fraction after its value with fractions asked for (and not without)', () => {
    // Rush 2+: 5/6 alone, 35/36 with the re-roll; turnover 1/6 and 1/36; the re-roll spent 1/6 of the time.
    const lines = table(RUSH, { fractions: true }).split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    expect(lines).toContain('No re-roll 83.33% (5/6) -13.89 pp 16.67% (1/6) +13.89 pp 16.67% (1/6) +13.89 pp 0.000 (0) *');
    expect(lines).toContain('A team re-roll 97.22% (35/36) * 2.78% (1/36) * 2.78% (1/36) * 0.167 (1/6) +0.167');
    expect(table(RUSH)).not.toContain('(5/6)');
  });

  it('gives one block per grid point, titled in words', () => {
    const text = `${RUSH}sweep:\n  steps.0.rush.blizzard: [false, true]\n`;
    const titles = table(text).split('\n').filter((l) => /^ {2}\S/.test(l)).map((l) => l.trim());
    expect(titles.slice(0, 2)).toEqual(['rush blizzard (step 1) = false', 'rush blizzard (step 1) = true']);
  });

  it('with one variant compares the grid points as rows', () => {
    // Rush 2+ = 5/6, in a blizzard 3+ = 2/3: 16.67 pp apart.
    const text = 'name: r\nplayer: { ag: 3+ }\nsteps: [rush]\nsweep:\n  steps.0.rush.blizzard: [false, true]\n';
    const lines = table(text).split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    expect(lines).toContain('rush blizzard (step 1) = false 83.33% * 16.67% * 16.67% *');
    expect(lines).toContain('rush blizzard (step 1) = true 66.67% -16.67 pp 33.33% +16.67 pp 33.33% +16.67 pp');
    expect(lines).toContain('the same everywhere: rerollsUsed 0.000');
  });

  it('ranks the harm done to the opponent only when the goal names it', () => {
    // One knock-down against AV 9+ (sums of 2D6 out of 36: 8+ = 15, 9+ = 10, 10+ = 6). Claws breaks on 8+ (15/36)
    // and leaves injury 2-7 stunned (21/36): stunned 315/1296 = 24.31%. Mighty Blow: a natural 9+ (10/36) keeps it
    // for injury (stunned 2-6, 15/36), a natural 8 (5/36) spends it on armour (stunned 21/36): 255/1296 = 19.68%.
    // More stunned is not better for a coach after casualties: no column but the goal's gets a star.
    const text = `name: k\nplayer: { st: 3 }\nopponent: { av: 9+ }\nsteps: [knockdown]\ngoal: cas\ncompare:\n  Claws: { player.skills: [Claws] }\n  Mighty Blow: { player.skills: [Mighty Blow (+1)] }\n`;
    const variants = expandVariants(parseScenarioText('t.yaml', text));
    const lines = formatComparison(evaluateVariants(variants), variants[0].scenario.goal).split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    const claws = lines.find((l) => l.startsWith('Claws')) as string;
    const mightyBlow = lines.find((l) => l.startsWith('Mighty Blow')) as string;
    expect(claws).toContain('24.31%');
    expect(mightyBlow).toContain('19.68%');
    expect(claws.split(' ').filter((w) => w === '*')).toHaveLength(0);
    expect(mightyBlow.split(' ').filter((w) => w === '*')).toHaveLength(1);
    expect(lines.find((l) => l.startsWith('not ranked'))).toContain('stunned');
  });
});


describe('the comparison table fits the terminal (issue 24)', () => {
  const text = readFileSync(new URL('../../scenarios/blitzer-block-wrestle-dodge.yaml', import.meta.url), 'utf8');
  const variants = expandVariants(parseScenarioText('b.yaml', text));
  const result = evaluateVariants(variants);
  const at = (width?: number) => formatComparison(result, variants[0].scenario.goal, width === undefined ? {} : { width }).split('\n');
  /** The header cells of the first block's groups: each group's header line, split at runs of spaces. */
  const headers = (lines: string[]) => lines.filter((l) => /^ {8,}\S/.test(l)).map((l) => l.trim().split(/\s{2,}/));
  it.each([80, 120])('at %i columns every line fits, each group repeats the variants, and no column is lost', (width) => {
    const lines = at(width);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(width);
    const whole = at();
    // Unsplit, one header per block (three blocks: 0, 1 and 2 team re-rolls); split, more, and the same columns in all.
    expect(headers(whole)).toHaveLength(3);
    expect(headers(lines).length).toBeGreaterThan(3);
    // The groups' headers, read one after another, are the whole table's: every column, in its order.
    expect(headers(lines).flat()).toEqual(headers(whole).flat());
    // Every row of a group starts with a variant's label: Block, Wrestle, Dodge, in the file's order.
    const rows = lines.filter((l) => /^ {4}(Block|Wrestle|Dodge) /.test(l)).map((l) => l.trim().split(' ')[0]);
    expect(rows.length % 3).toBe(0);
    expect(rows.slice(0, 3)).toEqual(['Block', 'Wrestle', 'Dodge']);
    expect(rows.length).toBeGreaterThan(3 * 3);
  });
});
