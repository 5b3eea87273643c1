/** The width the terminal tables fit (issue 24): `--wide`, then COLUMNS, then the terminal's own; none for a pipe. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { terminalWidth } from '../../src/cli/width.js';
import { CLI } from '../helpers.js';

const tty = { isTTY: true, columns: 132 };
const pipe = { isTTY: false };

describe('terminalWidth', () => {
  it('--wide: none; COLUMNS when it is a width; else the terminal’s; a pipe none', () => {
    expect(terminalWidth(true, { COLUMNS: '80' }, tty)).toBeUndefined();
    expect(terminalWidth(undefined, { COLUMNS: '80' }, pipe)).toBe(80);
    expect(terminalWidth(undefined, {}, tty)).toBe(132);
    expect(terminalWidth(undefined, {}, pipe)).toBeUndefined();
    // Not a width: ignored.
    expect(terminalWidth(undefined, { COLUMNS: 'wide' }, pipe)).toBeUndefined();
    expect(terminalWidth(undefined, { COLUMNS: '5' }, tty)).toBe(132);
  });
});

describe('nuffle eval with COLUMNS (after npm run build)', () => {
  const run = (env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, [CLI, 'eval', 'scenarios/blitzer-block-wrestle-dodge.yaml', ...args], { encoding: 'utf8', env: { ...process.env, ...env } }).stdout;
  it.each([80, 120])('COLUMNS=%i: no line wider; --wide as a pipe prints it', (width) => {
    const fitted = run({ COLUMNS: String(width) });
    for (const line of fitted.split('\n')) expect(line.length, line).toBeLessThanOrEqual(width);
    const whole = run({ COLUMNS: String(width) }, '--wide');
    expect(whole).toBe(run({ COLUMNS: '' }));
    expect(Math.max(...whole.split('\n').map((l) => l.length))).toBeGreaterThan(width);
  });
});
