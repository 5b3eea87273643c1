/**
 * Unprintable characters are refused wherever they stand in a file (`src/scenario/parse.ts`, issue 24): terminal
 * escapes can clear the screen or set the window title, and a right-to-left override reverses the rest of a line in
 * the table and the report. One message with the line, the column and the character's code.
 */
import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers.js';

const scenario = (name: string) => `name: ${name}\nplayer: { ag: 3+ }\nsteps: [dodge]\n`;
const refused = (code: string) => `the character ${code} is not accepted here: names, labels, comments and titles may not hold control characters (terminal escapes) nor bidirectional marks that reorder the rest of a line; write plain text`;

describe('unprintable characters', () => {
  it('an escape written raw in the name', () => {
    expect(errorOf(scenario('a\u001b[2Jb'))).toBe(`bad.yaml:1:8: ${refused('U+001B')}`);
  });
  it('…or made by a double-quoted escape ("\\e[2J", "\\x07")', () => {
    expect(errorOf(scenario('"\\e]0;title\\a"'))).toBe(`bad.yaml:1:7: ${refused('U+001B')}`);
    expect(errorOf('name: x\nplayers:\n  "a\\x07b": { ag: 3+ }\nsteps: [dodge]\n')).toBe(`bad.yaml:3:3: ${refused('U+0007')}`);
  });
  it('a right-to-left override (U+202E) or isolate (U+2067), in a label or a comment', () => {
    expect(errorOf(`${scenario('x')}# reversed \u202e text\n`)).toBe(`bad.yaml:4:12: ${refused('U+202E')}`);
    expect(errorOf('name: x\nplayer: { ag: 3+ }\nsteps:\n  - dodge: { label: "\u2067abc" }\n')).toMatch(/^bad\.yaml:4:22: .*U\+2067/);
  });
  it('a C1 control (U+009B, the one-byte CSI)', () => {
    expect(errorOf(scenario('a\u009bb'))).toBe(`bad.yaml:1:8: ${refused('U+009B')}`);
  });
  it('tabs, line ends, accents and other scripts are fine', () => {
    expect(() => errorOf(scenario('"Gröñ\tElf — 星"'))).toThrow('expected a UserError');
  });
});
