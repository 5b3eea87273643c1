/** `nuffle eval FILE...`: evaluate (exact or Monte Carlo, see `--method`) and print a table or JSON. */
import {
  advise, adviceTable, formatComparison, formatTable, loadProfile,
  toJson, type Advice, type ChoiceLimit, type MethodName, type ReportOptions,
} from '../index.js';
import { evaluateFilesInTerminal, runOptionsInTerminal } from './evaluate-files.js';
import { loadScenarioFiles } from './load.js';
import { writeReport } from './report.js';
import type { MonteCarloFlags } from './montecarlo-options.js';
import { checkOutput, REPORT } from './output.js';

/** Options of `nuffle eval`. */
export interface EvalOptions extends MonteCarloFlags {
  readonly json?: boolean;
  readonly method?: MethodName;
  /** Also write the HTML report of these results there (`npm start`). */
  readonly report?: string;
  /** Choices listed per variant (`--choices N|all`). */
  readonly choices?: ChoiceLimit;
  /** Exact fractions in the comparison tables (`--fractions`). */
  readonly fractions?: boolean;
  /** A skill advisor's profile: its table after the odds, its section in the report (`npm start`). */
  readonly advise?: string;
  /** Lines whole, not wrapped to the terminal's width (`--wide`). */
  readonly wide?: boolean;
}

/** Runs `nuffle eval`: a table (or a comparison table) per file, or JSON; and the report when asked. */
export async function evalCommand(paths: readonly string[], options: EvalOptions): Promise<void> {
  // Check the report's path and load every file first, so a bad one is reported before any output.
  if (options.report) checkOutput(options.report, REPORT);
  const { names, files } = loadScenarioFiles(paths);
  const advice = options.advise ? loadProfile(options.advise) : undefined;
  const results = await evaluateFilesInTerminal(files, runOptionsInTerminal(options), options.quiet);
  const advised = advice ? [await advise(advice, options.workers === undefined ? {} : { workers: options.workers })] : [];
  // Stopped by Ctrl-C: print what finished, and exit 130 as an interrupted command does.
  if (results.length < files.length || results.some((r) => r.partial)) process.exitCode = 130;
  if (results.length < files.length) process.stderr.write(`nuffle: stopped before ${names.slice(results.length).join(', ')}\n`);
  if (options.json) {
    process.stdout.write(`${toJson(results)}\n`);
    // The JSON owns stdout: where the report went is said on stderr.
    if (options.report) writeReport(names, files, results, options.report, reportOptions(options, advised), process.stderr);
    return;
  }
  const tables = results.map((r, i) => {
    const base = files[i][0].scenario;
    const choices = options.choices === undefined ? {} : { choices: options.choices };
    // On a terminal the steps wrap to its width, unless --wide asks for every line whole.
    const width = process.stdout.isTTY && options.wide !== true ? { width: process.stdout.columns } : {};
    return r.results.length === 1 ? formatTable(base, r, { ...choices, ...width }) : formatComparison(r, base.goal, { fractions: options.fractions === true });
  });
  process.stdout.write(`${[...tables, ...advised.map((a) => adviceTable(a))].join('\n\n')}\n`);
  if (options.report) writeReport(names, files, results, options.report, reportOptions(options, advised));
}

/** The report's options among eval's, with the advice asked for. */
function reportOptions(options: EvalOptions, advice: readonly Advice[]): ReportOptions {
  return { ...(options.choices === undefined ? {} : { choices: options.choices }), ...(advice.length > 0 ? { advice } : {}) };
}
