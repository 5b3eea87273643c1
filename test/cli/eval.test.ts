/** The `nuffle` command as a user runs it: compiled, in a child process, with exit codes. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nuffle } from '../helpers.js';

function scenarioFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'nuffle-'));
  const file = join(dir, 'scenario.yaml');
  writeFileSync(file, text);
  return file;
}

describe('nuffle eval', () => {
  it('prints the JSON of the issue for dodge 3+, dodge 3+, rush 2+ with one team re-roll', () => {
    const file = scenarioFile('name: two dodges and a rush\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge, rush]\n');
    const run = nuffle('eval', file, '--json');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ name: 'two dodges and a rush', edition: 'bb2020', method: 'exact' });
    const [base] = json.results;
    expect(base).toMatchObject({ variant: 'base', params: {}, fractions: { success: '55/81' } });
    expect(base.metrics.success).toBe(55 / 81);
    expect(base.metrics.turnover).toBe(26 / 81);
    expect(base.metrics.rerollsUsed).toBe(17 / 27);
    expect(base.byRerolls).toEqual([10 / 27, 55 / 81]);
  });

  it('prints a table with percentages, fractions and the re-roll curve', () => {
    const file = scenarioFile('name: two dodges\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge]\n');
    const run = nuffle('eval', file);
    expect(run.code).toBe(0);
    // 2/3 x 2/3 + 2 x (1/3 x 2/3 x 2/3) = 4/9 + 8/27 = 20/27 = 74.07%
    expect(run.stdout).toContain('74.07%');
    expect(run.stdout).toContain('20/27');
    expect(run.stdout).toMatch(/0: 44\.44%\s+1: 74\.07%/);
  });

  it('bad input: exit code 2 and one line on stderr, no stack trace', () => {
    const file = scenarioFile('name: x\nplayer: { ag: 3+ }\nsteps: [dodg]\n');
    const run = nuffle('eval', file);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/scenario\.yaml:3:9 at steps\[0\]: unknown step 'dodg'.*did you mean 'dodge'\?/);
    expect(run.stderr).not.toMatch(/\s+at .*\.js:\d+/);
  });

  it('a missing file: exit code 2', () => {
    const run = nuffle('eval', '/nowhere/none.yaml');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no such file/);
  });

  it('an unknown command: exit code 2', () => {
    expect(nuffle('evaluate').code).toBe(2);
  });

  it('says how many choices it left out, and lists them all with --choices all', () => {
    const file = join(import.meta.dirname, '../../scenarios/blitz-dodge-rush-block.yaml');
    const steps = (text: string) => text.split('\n').filter((l) => /^ {6}step \d+:/.test(l)).length;
    const cut = nuffle('eval', file);
    const more = Number(/… (\d+) more choices? not listed/.exec(cut.stdout)?.[1]);
    expect(steps(cut.stdout)).toBe(8);
    const all = nuffle('eval', file, '--choices', 'all');
    expect(all.stdout).not.toContain('not listed');
    expect(steps(all.stdout)).toBe(8 + more);
    expect(nuffle('eval', file, '--choices', 'some').code).toBe(2);
  });

  it('shows the exact fractions in a comparison table with --fractions', () => {
    // claws-or-mighty-blow.yaml's hand check at AV 9+: Claws 90/1296 = 5/72, Mighty Blow 130/1296 = 65/648, Both 150/1296 = 25/216.
    const file = join(import.meta.dirname, '../../scenarios/claws-or-mighty-blow.yaml');
    const run = nuffle('eval', file, '--fractions');
    expect(run.code).toBe(0);
    const block = run.stdout.split('opponent AV = 9+')[1].split('opponent AV = 10+')[0];
    for (const cas of ['6.94% (5/72)', '10.03% (65/648)', '11.57% (25/216)']) expect(block).toContain(cas);
    expect(nuffle('eval', file).stdout).not.toContain('(5/72)');
  });
});

describe('nuffle schema', () => {
  it('prints a JSON Schema that knows the steps and forbids unknown keys', () => {
    const run = nuffle('schema');
    expect(run.code).toBe(0);
    const schema = JSON.parse(run.stdout);
    expect(schema.$schema).toMatch(/json-schema/);
    expect(schema.additionalProperties).toBe(false);
    // steps: or activations: (issue 23): the schema cannot say "one of", so neither is required there; validate.ts says it.
    expect(schema.required).toEqual(['name']);
    expect(JSON.stringify(schema.properties.steps)).toContain('divingTackle');
  });
});
