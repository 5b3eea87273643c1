/** `nuffle report FILE... --out reports/NAME.html`: one self-contained HTML page for the files. */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import {
  buildReport, checkPrintableText, type Advice, type ChoiceLimit, type MethodName,
  type ReportOptions as BuildOptions, type ScenarioResult, type ScenarioVariant,
} from '../index.js';
import { evaluateFilesInTerminal, runOptionsInTerminal } from './evaluate-files.js';
import { loadScenarioFiles } from './load.js';
import type { MonteCarloFlags } from './montecarlo-options.js';
import { checkOutput, REPORT, writeOutput } from './output.js';

/** Options of `nuffle report`. */
export interface ReportOptions extends MonteCarloFlags {
  readonly out: string;
  readonly title?: string;
  readonly method?: MethodName;
  /** Choices listed per variant (`--choices N|all`). */
  readonly choices?: ChoiceLimit;
}

/** Runs `nuffle report`: evaluates the files and writes one self-contained HTML page. */
export async function reportCommand(paths: readonly string[], options: ReportOptions): Promise<void> {
  checkOutput(options.out, REPORT);
  if (options.title !== undefined) checkPrintableText(options.title, '--title');
  const { names: files, files: variants } = loadScenarioFiles(paths);
  const results = await evaluateFilesInTerminal(variants, runOptionsInTerminal(options), options.quiet);
  writeReport(files, variants, results, options.out, {
    ...(options.title ? { title: options.title } : {}),
    ...(options.choices === undefined ? {} : { choices: options.choices }),
  });
}

/** Writes the report of evaluated files and prints where it is. */
export function writeReport(
  files: readonly string[], variants: readonly (readonly ScenarioVariant[])[], results: readonly ScenarioResult[], out: string,
  options: BuildOptions = {}, say: NodeJS.WritableStream = process.stdout,
): void {
  const inputs = results.map((result, i) => ({ file: files[i], text: readFileSync(files[i], 'utf8'), variants: variants[i], result }));
  const html = buildReport(inputs, options);
  writeOutput(out, html, REPORT);
  const shown = relative(process.cwd(), resolve(out));
  say.write(`report written to ${shown.startsWith('..') ? resolve(out) : shown}\n`);
}

/** Writes the report of advices (no scenario sections) and prints where it is. */
export function writeAdviceReport(advices: readonly Advice[], out: string, say: NodeJS.WritableStream = process.stdout): void {
  writeReport([], [], [], out, { advice: advices }, say);
}
