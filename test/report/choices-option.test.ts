/** `buildReport`'s `choices` option reaches every section's choices table. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { loadVariants } from '../../src/scenario/variants.js';

const FILE = join(import.meta.dirname, '..', '..', 'scenarios', 'blitz-dodge-rush-block.yaml');
const variants = loadVariants(FILE);
const input = { file: FILE, text: readFileSync(FILE, 'utf8'), variants, result: evaluateVariants(variants) };
const rows = (html: string) => html.split('<table class="choices">')[1].split('</table>')[0].match(/<tr><td data-label="Step">/g)?.length ?? 0;

describe('the report’s choices option', () => {
  it('cuts at eight by default, saying how many more, and lists every one with all', () => {
    const cut = buildReport([input]);
    const more = Number(/(\d+) more choices? not listed/.exec(cut)?.[1]);
    expect(rows(cut)).toBe(8);
    const all = buildReport([input], { choices: 'all' });
    expect(all).not.toMatch(/more choices? not listed/);
    expect(rows(all)).toBe(8 + more);
  });
});
