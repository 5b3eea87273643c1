/**
 * The report's shape for a coach (issue 24): the contents lead with the answers (the skill advice first), each part
 * collapses to its name and answer (`<details>`, open when the report has one part), the numbers are split into
 * tables that fit a card, and a fraction too long to read is one click away. The Chromium tests measure the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { loadVariants } from '../../src/scenario/variants.js';
import { BLOCK, DODGE, adviceOf } from '../advise/support.js';
import { reportOf, scenarioFile, withoutLibraries } from './support.js';

const ROOT = join(import.meta.dirname, '../..');
const PROFILE = `name: a profile
player: { ag: 3+, st: 3 }
access: { primary: [General], secondary: [Agility] }
candidates: [Block, Dodge]
situations:
  - { file: dodge.yaml, weight: 2 }
  - { file: block.yaml, goal: success }
`;

describe('the report’s contents and parts', () => {
  it('lists the advice before the scenarios, in the contents and on the page; every part collapsed', async () => {
    const advice = await adviceOf({ 'profile.yaml': PROFILE, 'dodge.yaml': DODGE, 'block.yaml': BLOCK });
    const file = scenarioFile('name: one rush\nplayer: { ag: 3+ }\nsteps: [rush]\n');
    const html = withoutLibraries(buildReport(reportInputs([file]), { advice: [advice], date: new Date('2026-01-01T00:00:00Z') }));
    const toc = /<nav class="toc">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(['a1', 's1']);
    expect([...html.matchAll(/<section class="scenario[^"]*" id="([^"]+)">/g)].map((m) => m[1])).toEqual(['a1', 's1']);
    // Two parts: each shows its name and answer in its summary, the rest closed.
    expect(html.match(/<details class="card">/g)?.length).toBe(2);
    expect(html).not.toContain('<details class="card" open>');
    expect(html).toMatch(/<summary class="card">\s*<h2>one rush<\/h2>[\s\S]*?<p class="headline">[^<]+<\/p>\s*<\/summary>/);
  });
  it('a report of one scenario opens on it', () => {
    const html = withoutLibraries(reportOf([scenarioFile('name: one rush\nplayer: { ag: 3+ }\nsteps: [rush]\n')]));
    expect(html).toContain('<details class="card" open>');
  });
});

describe('the numbers in a card', () => {
  const html = withoutLibraries(reportOf([join(ROOT, 'scenarios/blitzer-block-wrestle-dodge.yaml')]));
  const tables = [...html.matchAll(/<table class="numbers">([\s\S]*?)<\/table>/g)].map((m) => m[1]);
  it('splits a comparison’s many columns into tables of at most nine, each with the variants’ rows', () => {
    const columns = tables.map((t) => [...t.matchAll(/<th title=/g)].length);
    expect(Math.max(...columns)).toBeLessThanOrEqual(9);
    expect(columns.length).toBeGreaterThan(3);
    for (const table of tables) expect([...table.matchAll(/<th scope="row">([^<]+)<\/th>/g)].map((m) => m[1])).toEqual(['Block', 'Wrestle', 'Dodge']);
  });
  it('keeps a long fraction one click away, a short one under its percentage', () => {
    // The Bombardier's whole turn: stunned 60357527855/743008370688 (12 digits below the line).
    const bomb = withoutLibraries(reportOf([join(ROOT, 'scenarios/bombardier.yaml')]));
    expect(bomb).toMatch(/<details class="exact"><summary>exact<\/summary><small>\d{10,}\/\d{10,}<\/small><\/details>/);
    expect(bomb).not.toMatch(/<small>\d+\/\d{10,}<\/small><\/td>/);
  });
});

/** Report inputs for files, as `reportOf` builds them. */
function reportInputs(files: readonly string[]) {
  return files.map((file) => {
    const variants = loadVariants(file);
    return { file, text: readFileSync(file, 'utf8'), variants, result: evaluateVariants(variants) };
  });
}
