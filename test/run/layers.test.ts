/**
 * The output side's folders import one way only: format → evaluate → results → montecarlo → run / compare →
 * charts → report → cli, each importing only folders before it (scenario, rules, model and log are the
 * vocabulary below them all, and not checked here).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const RANK: Readonly<Record<string, number>> = {
  format: 0, evaluate: 1, results: 2, montecarlo: 3, run: 4, compare: 4, charts: 5, report: 6, cli: 7,
};
/**
 * The one import against the layers, kept while `src/index.ts` (not this side's to edit) still exports the
 * exact run from `evaluate/run.ts`: that file only re-exports `run/exact.ts`.
 */
const KNOWN = new Set(['evaluate/run.ts -> run/exact.ts']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)[^'"]*?from\s+'(\.[^']+)'/gm)].map((m) => resolve(dirname(file), m[1].replace(/\.js$/, '.ts')));
}

const folderOf = (file: string) => relative(SRC, file).split('/')[0];

describe('layers of the output side', () => {
  it('never import a folder at their own rank or above', () => {
    const against = files(SRC).flatMap((file) => {
      const from = RANK[folderOf(file)];
      if (from === undefined) return [];
      return imports(file)
        .filter((dep) => folderOf(dep) !== folderOf(file) && RANK[folderOf(dep)] !== undefined && RANK[folderOf(dep)] >= from)
        .map((dep) => `${relative(SRC, file)} -> ${relative(SRC, dep)}`);
    });
    expect(against.filter((edge) => !KNOWN.has(edge))).toEqual([]);
  });
});
