/**
 * Issue 14 at the command line: hostile or careless inputs and outputs end with exit code 2 and one message
 * (never a stack trace), and an internal stack overflow is one clear line with exit code 1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitCodeFor } from '../../src/cli/exit-code.js';
import { UserError } from '../../src/log/errors.js';

const CLI = join(import.meta.dirname, '../../dist/src/cli/main.js');
const STACK_LINE = /\n\s+at .*:\d+/;

function nuffle(...args: string[]) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, ms: Date.now() - started };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'nuffle-cli-'));
}

function scenarioFile(text: string): string {
  const file = join(tempDir(), 'scenario.yaml');
  writeFileSync(file, text);
  return file;
}

const OK = 'name: two dodges\nplayer: { ag: 3+ }\nsteps: [dodge, dodge]\n';

/** One line on stderr, exit code 2, no stack trace. */
function expectUserError(run: ReturnType<typeof nuffle>, pattern: RegExp): void {
  expect(run.code).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr.trim()).toMatch(pattern);
  expect(run.stderr).not.toMatch(STACK_LINE);
}

describe('hostile inputs', () => {
  it('/dev/zero as a scenario ends at once with exit code 2 (a device, not a regular file: issue 24)', () => {
    const run = nuffle('eval', '/dev/zero');
    expectUserError(run, /^nuffle: \/dev\/zero: '\/dev\/zero' is a device, not a regular file/);
    expect(run.ms).toBeLessThan(20_000);
  });

  it('an alias bomb: exit code 2 and a message, not a ReferenceError', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e'], ['g', 'f']]) {
      bomb.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    }
    const run = nuffle('eval', scenarioFile(`${OK}extra:\n  ${bomb.join('\n  ')}\n`));
    expectUserError(run, /scenario\.yaml:6:10: the aliases \(\*name\) of this file expand past 100 copies/);
  });

  it('3000 steps: exit code 2 naming the limit', () => {
    const steps = Array.from({ length: 3000 }, () => '  - dodge').join('\n');
    const run = nuffle('eval', scenarioFile(`name: x\nplayer: { ag: 3+ }\nsteps:\n${steps}\n`));
    expectUserError(run, /at steps: 'steps' lists 3000 entries; at most 200 are allowed$/);
  });
});

describe('where the output goes', () => {
  it('report --out onto a directory: exit code 2 before anything is evaluated', () => {
    const dir = tempDir();
    const run = nuffle('report', scenarioFile(OK), '--out', dir);
    expectUserError(run, new RegExp(`^nuffle: ${dir}: cannot write the report there: it is a directory \\(give a file name, e.g\\. ${dir}/NAME\\.html\\)$`));
    expect(run.stdout).toBe('');
  });

  it('a full disk (/dev/full): exit code 2 with the reason', () => {
    const run = nuffle('report', scenarioFile(OK), '--out', '/dev/full');
    expectUserError(run, /^nuffle: \/dev\/full: cannot write the report: no space left on the device \(ENOSPC\)$/);
  });

  it('a path through a file: exit code 2 with the reason', () => {
    const file = scenarioFile(OK);
    const run = nuffle('report', file, '--out', join(file, 'report.html'));
    expectUserError(run, /: cannot write the report: a part of the path is a file, not a directory \((ENOTDIR|EEXIST)\)$/);
  });

  it('eval --report and chart --svg are checked the same way', () => {
    const dir = tempDir();
    expectUserError(nuffle('eval', scenarioFile(OK), '--report', dir), /cannot write the report there: it is a directory/);
    expectUserError(nuffle('chart', scenarioFile(OK), '--svg', dir), /cannot write the chart there: it is a directory/);
    expectUserError(nuffle('chart', scenarioFile(OK), '--svg', '/dev/full'), /cannot write the chart: no space left on the device \(ENOSPC\)$/);
  });
});

describe('exit codes', () => {
  function exitOf(error: unknown) {
    let written = '';
    const code = exitCodeFor(error, { write: (text: string) => ((written += text), true) });
    return { code, written };
  }

  it('a user error: exit code 2 and its message', () => {
    expect(exitOf(new UserError({ file: 'a.yaml', line: 1, column: 2 }, 'bad'))).toEqual({ code: 2, written: 'nuffle: a.yaml:1:2: bad\n' });
  });

  it('a stack overflow never reaches the user as a trace: one line, exit code 1', () => {
    const overflow = (() => {
      const deep = (n: number): number => deep(n + 1) + 1;
      try {
        deep(0);
      } catch (error) {
        return error;
      }
      throw new Error('no overflow');
    })();
    const { code, written } = exitOf(overflow);
    expect(code).toBe(1);
    expect(written).toBe(
      'nuffle: internal error: the evaluation ran out of call stack (the line is too deep for nuffle); please report it with the scenario file\n',
    );
  });

  it('another internal error keeps its stack for the bug report', () => {
    const { code, written } = exitOf(new TypeError('x is undefined'));
    expect(code).toBe(1);
    expect(written).toMatch(/^nuffle: internal error: TypeError: x is undefined\n\s+at /);
  });
});
