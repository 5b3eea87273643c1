/** `nuffle eval --notation "..." [--rerolls N] [--edition bb2025]`: BBAC's one-line notation on the command line. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLI = join(import.meta.dirname, '../../dist/src/cli/main.js');
const nuffle = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

describe('nuffle eval --notation', () => {
  it('evaluates D,SF:R2,D3,C3 with one team re-roll: (35/36)(8/9)(8/9) = 560/729', () => {
    const run = nuffle('eval', '--notation', 'D,SF:R2,D3,C3', '--rerolls', '1', '--json');
    expect(run.status).toBe(0);
    const [result] = JSON.parse(run.stdout).results;
    expect(result.fractions.success).toBe('560/729');
    // The same line with no re-roll: (35/36)(8/9)(2/3) = 560/972 = 140/243.
    expect(result.byRerolls[0]).toBeCloseTo(140 / 243, 12);
  });

  it('prints the table and the scenario the notation was read as', () => {
    const run = nuffle('eval', '--notation', '2,2', '--rerolls', '2');
    expect(run.status).toBe(0);
    // Two 2+ rolls, a re-roll each: (35/36)^2 = 1225/1296.
    expect(run.stdout).toContain('1225/1296');
    expect(run.stdout).toContain('read as this scenario');
    expect(run.stdout).toContain('- { test: { target: 2 } }');
  });

  it('reads Season 3 with --edition bb2025', () => {
    const run = nuffle('eval', '--notation', 'D:D2,D2', '--rerolls', '1', '--edition', 'bb2025', '--json');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).edition).toBe('bb2025');
  });

  it('refuses what it cannot map with exit code 2, naming the part', () => {
    const run = nuffle('eval', '--notation', 'D:D3,S+5{D3}');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("'S+5' at character 6 is out of range: expected -5 to 4");
  });

  it('reads a shadowing roll and its {…}: the table shows the branch (22/27 worked out in test/notation/bbac.test.ts)', () => {
    const run = nuffle('eval', '--notation', 'D:D3,S+2{D3}');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('steps: Dodge (Shadowing MA 8) → (if followed: Dodge)');
    expect(run.stdout).toContain('22/27');
  });

  it('refuses --rerolls without --notation, and an eval with no input', () => {
    expect(nuffle('eval', 'scenarios/dodge-rush-pickup.yaml', '--rerolls', '1').stderr).toContain('--rerolls reads with --notation only');
    const empty = nuffle('eval');
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain('give scenario files');
  });
});
