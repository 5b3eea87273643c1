/** Helpers for the report tests: build a report from YAML text, and take a report apart. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateVariants } from '../../src/run/exact.js';
import { LIBRARIES, libraryCode } from '../../src/report/assets.js';
import { buildReport } from '../../src/report/build.js';
import { loadVariants } from '../../src/scenario/variants.js';

/** A scenario file in a fresh temporary directory. */
export function scenarioFile(text: string, name = 'scenario.yaml'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'nuffle-report-')), name);
  writeFileSync(file, text);
  return file;
}

/** The report of scenario files, evaluated exactly through the library. */
export function reportOf(files: readonly string[]): string {
  const inputs = files.map((file) => {
    const variants = loadVariants(file);
    return { file, text: readFileSync(file, 'utf8'), variants, result: evaluateVariants(variants) };
  });
  return buildReport(inputs, { date: new Date('2026-01-01T00:00:00Z') });
}

/** The report with the inlined libraries' code cut out (what is left is nuffle's own markup and data). */
export function withoutLibraries(html: string): string {
  let rest = html;
  for (const library of LIBRARIES) {
    const code = libraryCode(library);
    if (!rest.includes(code)) throw new Error(`${library} is not inlined`);
    rest = rest.replace(code, '');
  }
  return rest;
}

/** The JSON data the charts are drawn from. */
export function reportData(html: string): { nuffle: string; scenarios: { name: string; result: unknown; charts: { id: string; kind: string }[] }[] } {
  const match = /<script type="application\/json" id="nuffle-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no data in the report');
  return JSON.parse(match[1]);
}

/** Every inline script's text, in order. */
export function scriptBodies(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

/** The two-activation turn of test/plan/analyse.test.ts (adaptive 3/8, every fixed order 1/4), its labels hostile. */
export const HOSTILE_TURN = `name: "Turn <script>alert(1)</script>"
rerolls: 1
players: { a: { ag: 4+ }, b: { ag: 4+ } }
activations:
  - { by: a, label: "<img src=x onerror=alert(2)>", steps: [dodge], worth: 1 }
  - { by: b, label: "b & <i>co</i>", steps: [dodge], worth: 1, optional: true }
goal: { worth: 1, turnover: -2 }
`;
