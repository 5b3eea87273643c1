/** `nuffle report` and `nuffle chart` as a user runs them (compiled, in a child process). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportData, scenarioFile } from './support.js';

const ROOT = join(import.meta.dirname, '../..');
const CLI = join(ROOT, 'dist/src/cli/main.js');

function nuffle(...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: ROOT });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const out = (name: string) => join(mkdtempSync(join(tmpdir(), 'nuffle-cli-')), name);

describe('nuffle report', () => {
  it('inlines exactly the numbers nuffle eval --json prints for the same files', () => {
    const files = ['scenarios/claws-or-mighty-blow.yaml', 'scenarios/pro-or-team-reroll-line.yaml', 'scenarios/dodge-rush-pickup.yaml'];
    const evaluated = nuffle('eval', ...files, '--json');
    expect(evaluated.code).toBe(0);
    const report = out('r.html');
    const written = nuffle('report', ...files, '--out', report);
    expect(written.code).toBe(0);
    expect(written.stdout).toBe(`report written to ${report}\n`);
    const data = reportData(readFileSync(report, 'utf8'));
    expect(data.scenarios.map((s) => s.result)).toEqual(JSON.parse(evaluated.stdout));
    // And those numbers are the hand-worked ones: Claws against AV 9+ gives a casualty 15/36 * 6/36 = 5/72.
    const claws = (data.scenarios[0].result as { results: { variant: string; params: Record<string, unknown>; fractions: Record<string, string> }[] })
      .results.find((r) => r.variant === 'Claws' && r.params['opponent.av'] === '9+');
    expect(claws?.fractions.cas).toBe('5/72');
  });

  it('is written by eval --report too, saying where on stderr when stdout holds the JSON', () => {
    const report = out('e.html');
    const run = nuffle('eval', 'scenarios/two-blitz-lines.yaml', '--json', '--report', report);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`report written to ${report}\n`);
    expect(reportData(readFileSync(report, 'utf8')).scenarios[0].result).toEqual(JSON.parse(run.stdout));
  });

  it('reports a bad file with its position and exit code 2, writing nothing', () => {
    const bad = scenarioFile('name: x\nplayer: { ag: 3+ }\nsteps: [rush]\nsweep:\n  player.agg: [2+]\n');
    const report = out('bad.html');
    const run = nuffle('report', bad, '--out', report);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${bad}:5:3 at sweep.player.agg: 'player.agg' names nothing: 'agg' is not a key there`);
    expect(run.stderr).toContain("did you mean 'ag'?");
    expect(() => readFileSync(report)).toThrow();
  });
});

describe('nuffle chart', () => {
  it('writes a chart as a static SVG', () => {
    const svg = out('c.svg');
    const run = nuffle('chart', 'scenarios/claws-or-mighty-blow.yaml', '--svg', svg, '--kind', 'lines');
    expect(run.code).toBe(0);
    const text = readFileSync(svg, 'utf8');
    expect(text.startsWith('<svg')).toBe(true);
    expect(text).toContain('P(casualty) against opponent AV');
    // Three variants: three lines.
    expect(text.match(/aria-roledescription="line mark"/g)?.length).toBe(3);
  });

  it('draws the probability tree of a named variant', () => {
    const svg = out('t.svg');
    const run = nuffle('chart', 'scenarios/claws-or-mighty-blow.yaml', '--svg', svg, '--kind', 'tree', '--variant', 'Mighty Blow');
    expect(run.code).toBe(0);
    const text = readFileSync(svg, 'utf8');
    expect(text).toContain('Claws or Mighty Blow, by the armour faced · Mighty Blow · opponent AV = 9+');
    expect(text).toContain('line complete — target a casualty');
  });

  it('names the charts a file has when asked for one it has not', () => {
    const run = nuffle('chart', 'scenarios/dodge-rush-pickup.yaml', '--svg', out('x.svg'), '--kind', 'heatmap');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("this file has no 'heatmap' chart; it has 'outcomes', 'rerolls', 'tree'");
    const named = nuffle('chart', 'scenarios/claws-or-mighty-blow.yaml', '--svg', out('y.svg'), '--kind', 'tree', '--variant', 'Claw');
    expect(named.code).toBe(2);
    expect(named.stderr).toContain("no variant is named 'Claw'; the variants are 'Claws', 'Mighty Blow', 'Both'; did you mean 'Claws'?");
  });
});
