/**
 * Every output prints its numbers through `src/format/`: no table, page, chart, message or progress line rounds
 * a number by itself. The one spelling below `format/` is `vocabulary/numbers.ts` (a whole number, for the
 * messages of `log/`, which sits under `format/`; `format/` re-exports it).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');
/** Where numbers may be rounded for display: the formatting module and its core. */
const HOMES = [/^format\//, /^vocabulary\/numbers\.ts$/];
/** Rounding that is not display: a key that tells equal goals apart. */
const NOT_DISPLAY = /\.toFixed\(9\)/;
const ROUNDS = /\.toFixed\(|\.toLocaleString\(|\.toPrecision\(|Intl\.NumberFormat|format: '[.][0-9]/;

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.c?ts$/.test(name) ? [{ file: relative(SRC, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

describe('one formatting module', () => {
  const all = sources(SRC);

  it('scans every folder of src/', () => {
    const folders = new Set(all.map(({ file }) => file.split('/')[0]).filter((f) => !/\.c?ts$/.test(f)));
    const present = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect([...folders].sort()).toEqual(present.sort());
    expect(present).toEqual(expect.arrayContaining(['cli', 'log', 'montecarlo', 'results', 'report', 'charts']));
  });

  it('leaves no toFixed, toLocaleString or d3 format literal outside src/format/', () => {
    const offenders = all.filter(({ file }) => !HOMES.some((home) => home.test(file))).flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (ROUNDS.test(line) && !NOT_DISPLAY.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
