/**
 * Issue 14, "bounds on everything a file can ask for": each limit ends in one message, never a machine out of
 * memory or a stack overflow.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers.js';
import { UserError } from '../../src/log/errors.js';
import { MAX_FILE_BYTES, MAX_OPPONENTS, MAX_PLAYERS, MAX_STEPS } from '../../src/scenario/limits.js';
import { loadScenario, scenarioFromText } from '../../src/scenario/load.js';
import { loadVariants } from '../../src/scenario/variants.js';

const PLAYER = 'name: x\nplayer: { ag: 3+ }\nsteps: [dodge]\n';

function userErrorOf(run: () => unknown): UserError {
  try {
    run();
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected a user error');
}

function tempFile(text: string | Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'nuffle-limits-')), 'big.yaml');
  writeFileSync(file, text);
  return file;
}

describe('limits of a scenario file', () => {
  it('are the documented ones', () => {
    expect([MAX_FILE_BYTES, MAX_STEPS, MAX_PLAYERS, MAX_OPPONENTS]).toEqual([1_000_000, 200, 11, 11]);
  });

  it('a file over 1 MB is refused with its size limit', () => {
    const file = tempFile(`${PLAYER}description: "${'x'.repeat(MAX_FILE_BYTES)}"\n`);
    const error = userErrorOf(() => loadScenario(file));
    expect(error.message).toBe(`${file}: the file is larger than 1,000,000 bytes, the most a scenario may hold (is it a scenario file?)`);
  });

  it('a file of exactly 1 MB is read', () => {
    const body = `${PLAYER}description: ""\n`;
    const file = tempFile(`${body}#${'x'.repeat(MAX_FILE_BYTES - body.length - 2)}\n`);
    expect(loadScenario(file).name).toBe('x');
  });

  it('/dev/zero ends at once: a device is no regular file, refused before any read (issue 24)', () => {
    const started = Date.now();
    const error = userErrorOf(() => loadVariants('/dev/zero'));
    expect(error.detail).toMatch(/^'\/dev\/zero' is a device, not a regular file/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('text given directly is held to the same limit', () => {
    expect(errorOf(`${PLAYER}#${'x'.repeat(MAX_FILE_BYTES)}\n`)).toMatch(/^bad\.yaml: the file is larger than 1,000,000 bytes/);
  });

  it('an alias bomb is refused at its first alias', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e']]) {
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    }
    const text = `name: x\nplayer: { ag: 3+ }\nsteps: [dodge]\nextra:\n  ${levels.join('\n  ')}\n`;
    // "  b: &b [*a, ...": the first alias is at column 10 of line 6.
    expect(errorOf(text)).toBe(
      'bad.yaml:6:10: the aliases (*name) of this file expand past 100 copies (an alias bomb?); write the values out, or use fewer aliases',
    );
  });

  it('a few aliases are fine', () => {
    const scenario = scenarioFromText('name: x\nplayer: { ag: 3+, skills: &s [Dodge] }\nopponent: { skills: *s }\nsteps: [dodge]\n');
    expect(scenario.opponents[0].skills.has('Dodge')).toBe(true);
  });

  it('deep nesting is refused before anything recursive reads it', () => {
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    // "description: [[[…": the top mapping is level 1, so the 32nd "[" (column 14 + 31) is level 33.
    expect(errorOf(`${PLAYER}description: ${deep}\n`)).toBe(
      'bad.yaml:4:45: lists and mappings nest more than 32 levels deep here; a scenario needs a handful',
    );
  });

  it('nesting deep enough to overflow the YAML parser gets the same message', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(errorOf(`${PLAYER}description: ${deep}\n`)).toMatch(/^bad\.yaml:4:\d+: lists and mappings nest more than 32 levels deep here/);
  });
});

describe('limits of what a scenario asks for', () => {
  const rolls = (n: number) => Array.from({ length: n }, () => '  - test: { target: 2 }').join('\n');

  it(`a line of more than ${MAX_STEPS} steps is refused at the list, with the count`, () => {
    expect(errorOf(`name: x\nplayer: { ag: 3+ }\nsteps:\n${rolls(3000)}\n`)).toBe(
      "bad.yaml:4:3 at steps: 'steps' lists 3000 entries; at most 200 are allowed",
    );
  });

  it(`a line of ${MAX_STEPS} steps is accepted`, () => {
    expect(scenarioFromText(`name: x\nplayer: { ag: 3+ }\nsteps:\n${rolls(200)}\n`).steps).toHaveLength(200);
  });

  it('more than eleven players or opponents are refused at the key', () => {
    const players = (n: number) => Array.from({ length: n }, (_, i) => `  p${i}: { ag: 3+ }`).join('\n');
    expect(errorOf(`name: x\nplayers:\n${players(12)}\nsteps:\n  - dodge: { by: p0 }\n`)).toBe(
      "bad.yaml:2:1 at players: 'players' names 12 players; at most 11 are allowed (a team fields eleven)",
    );
    expect(scenarioFromText(`name: x\nplayers:\n${players(11)}\nsteps:\n  - dodge: { by: p0 }\n`).players).toHaveLength(11);
    const opponents = (n: number) => Array.from({ length: n }, (_, i) => `  o${i}: { st: 3 }`).join('\n');
    expect(errorOf(`name: x\nplayer: { ag: 3+ }\nopponents:\n${opponents(12)}\nsteps:\n  - block: { target: o0 }\n`)).toBe(
      "bad.yaml:3:1 at opponents: 'opponents' names 12 players; at most 11 are allowed (a team fields eleven)",
    );
  });
});

describe('files that cannot be read', () => {
  it('a directory given as the file says so in words', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-dir-'));
    expect(userErrorOf(() => loadScenario(dir)).message).toBe(`${dir}: cannot read the file: it is a directory, not a scenario file (EISDIR)`);
  });
});
