/**
 * Issue 14, "messages that confuse": each case as a careless user wrote it, with the one message it must get
 * (file, line, column, path, what was expected).
 */
import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers.js';
import { UserError } from '../../src/log/errors.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { expandVariants } from '../../src/scenario/variants.js';

const PLAYER = 'name: x\nplayer: { ag: 3+ }\nsteps: [dodge]\n';

/** The user error expanding a file's variants raises. */
function variantsError(text: string): UserError {
  try {
    expandVariants(parseScenarioText('bad.yaml', text));
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected a user error');
}

describe('issue 14 messages', () => {
  it('a goal weight of .nan is named as not a number, at goal.success', () => {
    // "goal: { success: .nan }": ".nan" starts at column 18 of line 4.
    expect(errorOf(`${PLAYER}goal: { success: .nan }\n`)).toBe(
      'bad.yaml:4:18 at goal.success: expected a finite number, got NaN (not a number)',
    );
  });

  it('a goal weight of .inf is named as not finite', () => {
    expect(errorOf(`${PLAYER}goal: { success: .inf }\n`)).toBe(
      'bad.yaml:4:18 at goal.success: expected a finite number, got infinity (not a finite number)',
    );
  });

  it('rerolls: .nan says NaN, not "number null"', () => {
    expect(errorOf('name: x\nrerolls: .nan\nplayer: { ag: 3+ }\nsteps: [dodge]\n')).toBe(
      'bad.yaml:2:10 at rerolls: expected a finite number, got NaN (not a number)',
    );
  });

  it('a goal mapping with a wrong weight type names the weight, not "[object Object]"', () => {
    expect(errorOf(`${PLAYER}goal: { success: lots }\n`)).toBe('bad.yaml:4:18 at goal.success: expected number, got string "lots"');
  });

  it('a mistyped metric among goal weights lists the metrics and the nearest one', () => {
    const error = errorOf(`${PLAYER}goal: { sucess: 1 }\n`);
    expect(error).toMatch(/^bad\.yaml:4:9 at goal\.sucess: unknown key 'sucess'; expected one of 'success', 'turnover', /);
    expect(error).toMatch(/; did you mean 'success'\?$/);
  });

  it('two YAML documents: one plain sentence at the second document', () => {
    expect(errorOf(`${PLAYER}---\n${PLAYER}`)).toBe(
      "bad.yaml:4:1: a scenario file holds one YAML document; a second one starts here (remove the '---' line, or split the file)",
    );
  });

  it('a duplicate key is named, at the second one, with the line of the first', () => {
    expect(errorOf('name: x\nrerolls: 1\nrerolls: 2\nplayer: { ag: 3+ }\nsteps: [dodge]\n')).toBe(
      "bad.yaml:3:1 at rerolls: duplicate key 'rerolls' (first given at line 2); give each key once",
    );
  });

  it('a duplicate key inside a mapping has its full path', () => {
    // "player: { ag: 3+, ag: 4+ }": the second "ag" is at column 19 of line 2.
    expect(errorOf('name: x\nplayer: { ag: 3+, ag: 4+ }\nsteps: [dodge]\n')).toBe(
      "bad.yaml:2:19 at player.ag: duplicate key 'ag' (first given at line 2); give each key once",
    );
  });

  it('Mighty Blow (+7): out of range, naming the values allowed', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+, skills: [Mighty Blow (+7)] }\nopponent: { st: 3 }\nsteps: [block]\n')).toBe(
      "bad.yaml:2:28 at player.skills[0]: 'Mighty Blow (+7)' is out of range: Mighty Blow takes +1 to +6, written like 'Mighty Blow (+1)'",
    );
  });

  it('Loner (9+): out of range, naming the targets allowed', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+, skills: [Loner (9+)] }\nsteps: [dodge]\n')).toBe(
      "bad.yaml:2:28 at player.skills[0]: 'Loner (9+)' is out of range: Loner takes 1+ to 6+, written like 'Loner (4+)'",
    );
  });

  it('a malformed number still shows the form', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+, skills: [Mighty Blow (2+)] }\nsteps: [dodge]\n')).toBe(
      "bad.yaml:2:28 at player.skills[0]: 'Mighty Blow' takes a number written like 'Mighty Blow (+1)'",
    );
  });

  it('too many variants without a sweep is placed at compare, not at a sweep the file lacks', () => {
    const variants = Array.from({ length: 401 }, (_, i) => `  v${i}: { rerolls: 1 }`).join('\n');
    const error = variantsError(`${PLAYER}compare:\n${variants}\n`);
    expect([error.where.line, error.where.column, error.where.path]).toEqual([4, 1, 'compare']);
    expect(error.detail).toBe("'compare:' names 401 variants; at most 400 are allowed");
  });

  it('too many evaluations with a sweep stays at the sweep', () => {
    const variants = Array.from({ length: 201 }, (_, i) => `  v${i}: { rerolls: 1 }`).join('\n');
    const error = variantsError(`${PLAYER}compare:\n${variants}\nsweep:\n  steps.0.dodge.marked: [0, 1]\n`);
    expect([error.where.line, error.where.path]).toEqual([206, 'sweep']);
    expect(error.detail).toBe('compare × sweep makes 402 evaluations; at most 400 are allowed');
  });
});
