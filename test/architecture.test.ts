/**
 * The layers of `src/` import one way (architecture.md: "the layers never circle"): each folder imports only the
 * folders ranked below it, and no file reaches itself through its imports (type-only imports count too). The
 * entry file `src/index.ts` sits above them all, and the CLI and the browser page (`src/app/`), clients of the
 * library like any other, import `src/` only through it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

/** Lowest first: a folder may import only folders of a lower rank. */
const RANK: Readonly<Record<string, number>> = {
  vocabulary: 0, log: 1, rules: 2, rosters: 2.5, model: 3, steps: 4, scenario: 5, notation: 5.5, format: 6, evaluate: 7, montecarlo: 8,
  // results shape what both methods produce (`results/build.ts` the exact, `results/montecarlo.ts` the sampled).
  plan: 8.5, results: 9, run: 10, compare: 10, advise: 11, charts: 12, report: 13,
  // The public entry re-exports the library; the CLI and the browser page stand on it.
  'index.ts': 13.5, cli: 14, app: 14,
};

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
const ALL = files(SRC);

describe('the layers of src/', () => {
  it('rank every folder', () => {
    const folders = [...new Set(ALL.map(folderOf))].filter((f) => !f.endsWith('.ts'));
    expect(folders.filter((f) => RANK[f] === undefined)).toEqual([]);
  });

  it('import only the folders below them', () => {
    const against = ALL.flatMap((file) => imports(file)
      .filter((dep) => folderOf(dep) !== folderOf(file) && (RANK[folderOf(dep)] ?? Infinity) >= RANK[folderOf(file)])
      .map((dep) => `${relative(SRC, file)} -> ${relative(SRC, dep)}`));
    expect(against).toEqual([]);
  });

  it.each(['cli', 'app'])('reach the library from %s/ only through the public entry src/index.ts', (face) => {
    const entry = join(SRC, 'index.ts');
    const past = ALL.filter((file) => folderOf(file) === face).flatMap((file) => imports(file)
      .filter((dep) => dep !== entry && folderOf(dep) !== face)
      .map((dep) => `${relative(SRC, file)} -> ${relative(SRC, dep)}`));
    expect(past).toEqual([]);
  });

  it('have no import cycle between files', () => {
    const edges = new Map(ALL.map((file) => [file, imports(file).filter((dep) => ALL.includes(dep))]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string): void => {
      state.set(file, 'open');
      stack.push(file);
      for (const dep of edges.get(file) ?? []) {
        if (state.get(dep) === 'open') cycles.push(stack.slice(stack.indexOf(dep)).map((f) => relative(SRC, f)).join(' -> '));
        else if (!state.has(dep)) visit(dep);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of ALL) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
