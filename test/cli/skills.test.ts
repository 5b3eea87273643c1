/** `nuffle skills` and the no-effect note, as a user runs them (compiled, in a child process). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nuffle } from '../helpers.js';
import bb2025Rosters from '../../src/rosters/data/bb2025.json' with { type: 'json' };

describe('nuffle skills', () => {
  it('prints JSON with the fixed keys, one entry per name of the edition', () => {
    const run = nuffle('skills', '--edition', 'bb2016', '--json');
    expect(run.code).toBe(0);
    const entries = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(Object.keys(entries[0]).sort()).toEqual(['aliases', 'category', 'editions', 'elite', 'name', 'options', 'reason', 'spelling', 'status', 'steps']);
    const names = entries.map((e) => e.name);
    expect(names).toContain('Wild Animal'); // bb2016 only
    expect(names).not.toContain('Pogo Stick'); // bb2020 only
    expect(entries.find((e) => e.name === 'Guard')).toMatchObject({ status: 'modelled', steps: ['block', 'foul'], options: { block: ['assists', 'defensiveAssists'], foul: ['assists', 'defensiveAssists'] } });
    expect(entries.find((e) => e.name === 'Kick')).toMatchObject({ status: 'noEffect', reason: expect.stringMatching(/kick-off/) });
  });

  it('lists BB2020 when no edition is named (the default resolved in run/options.ts, not by commander)', () => {
    const run = nuffle('skills', '--json');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(nuffle('skills', '--edition', 'bb2020', '--json').stdout);
    const names = (JSON.parse(run.stdout) as { name: string }[]).map((e) => e.name);
    expect(names).toContain('Pogo Stick'); // bb2020 only
    expect(names).not.toContain('Wild Animal'); // bb2016 only
  });

  it('--edition bb2025 --json lists every skill and trait of the bb2025 rosters, none unmodelled, Elite marked', () => {
    const run = nuffle('skills', '--edition', 'bb2025', '--json');
    expect(run.code).toBe(0);
    const entries = JSON.parse(run.stdout) as { name: string; spelling: string; aliases: string[]; status: string; elite: boolean }[];
    // The catalogue's matching: case, spaces, hyphens and apostrophes do not matter ("Kick Team-Mate").
    const key = (name: string) => name.toLowerCase().replace(/[\s\-_']+/g, '');
    const rosterNames = new Set(bb2025Rosters.teams.flatMap((t) => t.positions.flatMap((p) => p.skills.map((s) => s.split(' (')[0]))));
    const missing = [...rosterNames].filter((name) => {
      const entry = entries.find((e) => [e.spelling, ...e.aliases].some((a) => key(a) === key(name)));
      return entry === undefined || entry.status === 'unmodelled';
    });
    expect(missing).toEqual([]);
    expect(entries.filter((e) => e.elite).map((e) => e.name)).toEqual(['Dodge', 'Block', 'Mighty Blow', 'Guard']);
    expect(entries.find((e) => e.name === 'No Hands')?.spelling).toBe('No Ball');
    expect(nuffle('skills', '--edition', 'bb2025').stdout).toMatch(/^Mighty Blow \(Elite\) +Strength +modelled/m);
  });

  it('counts what is modelled under the table', () => {
    const run = nuffle('skills');
    expect(run.stdout).toMatch(/^\d+ names: \d+ modelled, \d+ with no effect on the dice, \d+ not modelled yet$/m);
  });
});

describe('a skill that changes no die', () => {
  it('is accepted and named once under the result', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-'));
    const file = join(dir, 'kick.yaml');
    writeFileSync(file, 'name: k\nplayers:\n  a: { ag: 3+, skills: [Kick, Swarming] }\n  b: { ag: 3+, skills: [Kick] }\nsteps: [{ dodge: { by: a } }]\n');
    const run = nuffle('eval', file);
    expect(run.code).toBe(0);
    expect(run.stdout.match(/no effect on these dice: Kick, Swarming$/gm)?.length).toBe(1);
  });
});
