/** `nuffle eval FILE...`: evaluate (exact or Monte Carlo, see `--method`) and print a table or JSON. */
import {
  advise, adviceTable, formatComparison, formatTable, loadProfile, message, notationScenario, scenarioFromText, toJson,
  UserError, type Advice, type ChoiceLimit, type MethodName, type ReportOptions, type ScenarioVariant,
} from '../index.js';
import { evaluateFilesInTerminal, runOptionsInTerminal } from './evaluate-files.js';
import { loadScenarioFiles } from './load.js';
import { writeReport } from './report.js';
import type { MonteCarloFlags } from './montecarlo-options.js';
import { checkOutput, REPORT } from './output.js';
import { terminalWidth } from './width.js';

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
  /** Skill advisor's profiles: their tables after the odds, their sections in the report (`npm start`). */
  readonly advise?: string | readonly string[];
  /** Lines whole, not wrapped to the terminal's width (`--wide`). */
  readonly wide?: boolean;
  /** BBAC's one-line notation, evaluated instead of files (docs/notation.md). */
  readonly notation?: string;
  /** Team re-rolls for `--notation`. */
  readonly rerolls?: number;
  /** The edition `--notation` is read in (bb2020 or bb2025). */
  readonly edition?: string;
}

/** The inputs of `nuffle eval`: the files named, or the scenario a notation stands for (with its YAML). */
function inputs(paths: readonly string[], options: EvalOptions): { names: readonly string[]; files: readonly (readonly ScenarioVariant[])[]; yaml?: string } {
  if (options.notation === undefined) {
    for (const [flag, value] of [['--rerolls', options.rerolls], ['--edition', options.edition]] as const) {
      if (value !== undefined) throw new UserError({ file: 'nuffle eval' }, message.notationFlagsAlone(flag));
    }
    if (paths.length === 0) throw new UserError({ file: 'nuffle eval' }, message.evalNeedsInput());
    return loadScenarioFiles(paths);
  }
  if (options.report) throw new UserError({ file: options.report }, message.notationNoReport());
  const yaml = notationScenario(options.notation, {
    ...(options.rerolls === undefined ? {} : { rerolls: options.rerolls }), ...(options.edition === undefined ? {} : { edition: options.edition }),
  });
  return { names: ['notation'], files: [[{ variant: 'base', params: {}, scenario: scenarioFromText(yaml, 'notation') }]], yaml };
}

/** Runs `nuffle eval`: a table (or a comparison table) per file, or JSON; and the report when asked. */
export async function evalCommand(paths: readonly string[], options: EvalOptions): Promise<void> {
  // Check the report's path and load every file first, so a bad one is reported before any output.
  if (options.report) checkOutput(options.report, REPORT);
  const { names, files, yaml } = inputs(paths, options);
  const profiles = (options.advise === undefined ? [] : typeof options.advise === 'string' ? [options.advise] : options.advise).map((f) => loadProfile(f));
  const results = await evaluateFilesInTerminal(files, runOptionsInTerminal(options), options.quiet);
  const advised: Advice[] = [];
  for (const profile of profiles) advised.push(await advise(profile, options.workers === undefined ? {} : { workers: options.workers }));
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
    // On a terminal (or with COLUMNS) the tables fit its width, unless --wide asks for everything whole.
    const fit = { width: terminalWidth(options.wide), wide: options.wide === true };
    return r.results.length === 1 ? formatTable(base, r, { ...choices, ...fit }) : formatComparison(r, base.goal, { fractions: options.fractions === true, width: fit.width });
  });
  const readAs = yaml === undefined ? [] : [`read as this scenario (docs/notation.md):\n${yaml.trimEnd().replace(/^/gm, '  ')}`];
  process.stdout.write(`${[...tables, ...readAs, ...advised.map((a) => adviceTable(a, undefined, terminalWidth(options.wide)))].join('\n\n')}\n`);
  if (options.report) writeReport(names, files, results, options.report, reportOptions(options, advised));
}

/** The report's options among eval's, with the advice asked for. */
function reportOptions(options: EvalOptions, advice: readonly Advice[]): ReportOptions {
  return { ...(options.choices === undefined ? {} : { choices: options.choices }), ...(advice.length > 0 ? { advice } : {}) };
}
