/**
 * Issue 24's careless and hostile inputs at the command line, each run with bounded time (a timeout) and memory
 * (the peak resident size that /usr/bin/time reports): exit code 2 and one clear message (or 0 where the answer is
 * right), never a stack trace. Each expected value is the issue's own, worked by hand in the tests of its module.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLI = join(import.meta.dirname, '../../dist/src/cli/main.js');
const ROOT = join(import.meta.dirname, '../..');
const STACK_LINE = /\n\s+at .*:\d+/;
/** Wall time and peak memory allowed each run: generous on a loaded 2-core machine, far below "runs for days" or 2.2 GB. */
const MAX_MS = 30_000;
const MAX_KB = 600_000;

interface Run { code: number | null; stdout: string; stderr: string; ms: number; kb: number }

/** `nuffle ARGS` under /usr/bin/time, which writes the peak resident size (KB) as the last line of stderr. */
function nuffle(...args: string[]): Run {
  const started = Date.now();
  const run = spawnSync('/usr/bin/time', ['-f', 'peak %M', process.execPath, CLI, ...args], { encoding: 'utf8', timeout: MAX_MS });
  const lines = (run.stderr ?? '').trimEnd().split('\n');
  const peak = /^peak (\d+)$/.exec(lines[lines.length - 1] ?? '');
  // /usr/bin/time says "Command exited with non-zero status N" before its own line.
  const stderr = lines.slice(0, peak ? -1 : undefined).filter((l) => !/^Command exited with non-zero status/.test(l)).join('\n');
  return { code: run.status, stdout: run.stdout ?? '', stderr, ms: Date.now() - started, kb: peak ? Number(peak[1]) : Number.POSITIVE_INFINITY };
}

function bounded(run: Run): void {
  expect(run.ms).toBeLessThan(MAX_MS);
  expect(run.kb).toBeLessThan(MAX_KB);
  expect(run.stderr).not.toMatch(STACK_LINE);
}

/** Exit 2, one line on stderr matching `pattern`. */
function refused(run: Run, pattern: RegExp): void {
  bounded(run);
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr.trim()).toMatch(pattern);
}

const dir = mkdtempSync(join(tmpdir(), 'nuffle-i24-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}
/** The first file's base variant in `eval --json` (one file prints an object, several a list). */
function firstFractions(stdout: string): Record<string, string> {
  type File = { results: { fractions: Record<string, string> }[] };
  const top = JSON.parse(stdout) as File | File[];
  return (Array.isArray(top) ? top[0] : top).results[0].fractions;
}
const DODGE = 'name: a dodge\nplayer: { ag: 3+ }\nsteps: [dodge]\n';
const SCENARIO = file('dodge.yaml', DODGE);

describe('bounded runs', () => {
  it('--samples 1e12: refused at once, naming the cap and --long-run', () => {
    refused(nuffle('eval', SCENARIO, '--method', 'montecarlo', '--samples', '1e12'), /^nuffle: --samples: 1,000,000,000,000 trials per variant is more than the 100,000,000 accepted without --long-run/);
  });
  it('--workers 256 on a small run: the answer, one note, a few threads', () => {
    const run = nuffle('eval', SCENARIO, '--method', 'montecarlo', '--samples', '1000', '--workers', '256', '--seed', '1', '--quiet');
    bounded(run);
    expect(run.code).toBe(0);
    // No machine this runs on has 256 cores: the note is always there.
    expect(run.stderr).toMatch(/^nuffle: note: --workers 256: this machine has \d+ cores?/);
  });
  it('advise --workers 256: the same note, and the ranking', () => {
    const profile = file('advise-profile.yaml', 'name: p\nplayer: { ag: 3+ }\naccess: { primary: [General] }\nsituations:\n  - { file: dodge.yaml }\n');
    const run = nuffle('advise', profile, '--workers', '256');
    bounded(run);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^nuffle: note: --workers 256: this machine has \d+ cores?/);
    expect(run.stdout).toMatch(/^p \(bb2020\)\nTake /);
  });
  it('a named pipe as the scenario: refused, not waited on', () => {
    const fifo = join(dir, 'pipe.yaml');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    refused(nuffle('eval', fifo), /is a named pipe \(FIFO\), not a regular file/);
  });
  it('rerolls: 1e20 says the real limit, as rerolls: 9 does', () => {
    refused(nuffle('eval', file('rr.yaml', 'name: x\nrerolls: 1e20\nplayer: { ag: 3+ }\nsteps: [dodge]\n')), /at rerolls: .*expected at most 8$/);
  });
});

describe('what reaches the screen', () => {
  it('a terminal escape in the name, a right-to-left override in a label: refused, the character named', () => {
    refused(nuffle('eval', file('esc.yaml', 'name: "\\e]0;owned\\a"\nplayer: { ag: 3+ }\nsteps: [dodge]\n')), /esc\.yaml:1:7: the character U\+001B is not accepted here/);
    refused(nuffle('eval', file('rtl.yaml', 'name: x\nplayer: { ag: 3+ }\nsteps:\n  - dodge: { label: "a\u202eb" }\n')), /rtl\.yaml:4:23: the character U\+202E/);
  });
});

describe('messages', () => {
  const PROFILE = 'name: p\nplayer: { ag: 3+ }\naccess: { primary: [General] }\nsituations:\n  - { file: dodge.yaml }\n';
  it('a profile given to eval says it is one', () => {
    refused(nuffle('eval', file('profile.yaml', PROFILE)), /this is a skill advisor profile .*run it with 'nuffle advise /);
  });
  it('…and in a folder it is skipped with one note, the scenarios evaluated', () => {
    const folder = join(dir, 'folder');
    mkdirSync(folder);
    writeFileSync(join(folder, 'dodge.yaml'), DODGE);
    writeFileSync(join(folder, 'profile.yaml'), PROFILE);
    const run = nuffle('eval', folder, '--json');
    bounded(run);
    expect(run.code).toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^nuffle: note: skipped an advisor profile .*profile\.yaml$/)]);
    expect(firstFractions(run.stdout).success).toBe('2/3');
  });
  it('a profile listing itself, a directory, a loop of links: said at the profile’s line', () => {
    const at = (situation: string) => `name: p\nplayer: { ag: 3+ }\naccess: { primary: [General] }\nsituations:\n  - { file: ${situation} }\n`;
    refused(nuffle('advise', file('self.yaml', at('self.yaml'))), /self\.yaml:5:13 at situations\[0\]\.file: the situation 'self\.yaml' is this profile itself/);
    mkdirSync(join(dir, 'sub'));
    refused(nuffle('advise', file('sub-profile.yaml', at('sub'))), /at situations\[0\]\.file: the situation 'sub' is a directory/);
    symlinkSync(join(dir, 'loop-b'), join(dir, 'loop-a'));
    symlinkSync(join(dir, 'loop-a'), join(dir, 'loop-b'));
    refused(nuffle('advise', file('loop-profile.yaml', at('loop-a'))), /the situation 'loop-a': cannot read the file: its symbolic links form a loop .*\(ELOOP\)$/);
  });
  it('a usage error: the wrong line and how to get help, not the whole help', () => {
    const run = nuffle('eval', SCENARIO, '--bogus');
    bounded(run);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual(["error: unknown option '--bogus'", "(run 'nuffle --help' for the commands, 'nuffle COMMAND --help' for a command's options)"]);
  });
  it('a step after the fouler’s foul: the answer (0) and one warning at that step', () => {
    const run = nuffle('eval', file('foul.yaml', 'name: x\nplayer: { ag: 3+ }\nopponent: { st: 3, av: 9+ }\nsteps:\n  - foul\n  - rush\n'), '--json');
    bounded(run);
    expect(run.code).toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^nuffle: warning: .*foul\.yaml:6:5 at steps\[1\]: the line stops at this rush step/)]);
  });
});

describe('numbers (the answers right: exit 0)', () => {
  const fractions = (run: Run) => firstFractions(run.stdout);
  it('the Bloodlust block with need: knockdown: turnover 7/27', () => {
    const yaml = 'name: x\nplayer: { ag: 2+, st: 4, skills: [Bloodlust (2+)] }\nopponent: { st: 3, av: 9+ }\nsteps:\n  - block: { need: knockdown }\n';
    const run = nuffle('eval', file('bloodlust.yaml', yaml), '--json');
    bounded(run);
    expect(run.code).toBe(0);
    expect(fractions(run).turnover).toBe('7/27');
  });
  it('the Ogre’s quick throw into a square marked three times: reachedAndLanded 5/36', () => {
    const yaml = 'name: x\nplayers:\n  ogre: { ag: 4+, pa: 5+, st: 5, skills: [Throw Team-mate] }\n  goblin: { ag: 3+, st: 2, skills: [Right Stuff] }\n'
      + 'steps:\n  - throwTeamMate: { by: ogre, thrown: goblin, range: quick, land: { marked: 3 } }\n';
    const run = nuffle('eval', file('toss.yaml', yaml), '--json');
    bounded(run);
    expect(fractions(run).reachedAndLanded).toBe('5/36');
  });
  it('the shipped scenarios still evaluate (exit 0, no warning)', () => {
    const run = nuffle('eval', join(ROOT, 'scenarios'), '--json');
    bounded(run);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
  });
});
