/** Every output prints its numbers through `src/format/`: no table, page or chart rounds a number by itself. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const OUTPUTS = ['results', 'compare', 'advise', 'report', 'charts', 'cli'];
/** Rounding that is not display: a key that tells equal goals apart. */
const NOT_DISPLAY = /\.toFixed\(9\)/;

function sources(folder: string): { file: string; text: string }[] {
  return readdirSync(join(SRC, folder)).filter((f) => f.endsWith('.ts')).map((f) => ({ file: `${folder}/${f}`, text: readFileSync(join(SRC, folder, f), 'utf8') }));
}

describe('one formatting module', () => {
  it('leaves no toFixed, toLocaleString or d3 format literal in the outputs', () => {
    const offenders = OUTPUTS.flatMap(sources).flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => {
        const rounds = /\.toFixed\(|\.toLocaleString\(|format: '[.][0-9]/.test(line) && !NOT_DISPLAY.test(line);
        return rounds ? [`${file}:${i + 1}: ${line.trim()}`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });
});
