#!/usr/bin/env node
/** The `nuffle` command: a thin face over the library (see src/index.ts). */
import { Command, Option } from 'commander';
import { evalCommand, type EvalOptions } from './eval.js';
import { exitCodeFor } from './exit-code.js';
import { addMonteCarloOptions, integer, methodOption } from './montecarlo-options.js';
import { adviseCommand, type AdviseFlags } from './advise.js';
import { CHART_KINDS, DEFAULT_EDITION, message, DEFAULT_STATE_BOUND, EDITION_IDS, MAX_STATE_BOUND, MAX_WORKERS, wholeNumber } from '../index.js';
import { choicesOption, fractionsOption } from './table-options.js';
import { verifyCommand, type VerifyOptions } from './verify.js';
import { schemaCommand } from './schema.js';
import { skillsCommand, type SkillsOptions } from './skills.js';
import { rosterCommand, type RosterOptions } from './roster.js';
import { reportCommand, type ReportOptions } from './report.js';
import { chartCommand, type ChartOptions } from './chart.js';
import { appCommand, type AppOptions } from './app.js';
import { planCommand, type PlanOptions } from './plan.js';

const program = new Command();
program
  .name('nuffle')
  .description('Blood Bowl probabilities: exact odds for dice, blocks and injuries')
  .version('0.1.0')
  // A usage error is one line and where to read more, not the whole help (issue 24).
  .showHelpAfterError(message.usageHint())
  .exitOverride();

addMonteCarloOptions(
  program
    .command('eval')
    .description('evaluate scenario files (a directory stands for its *.yaml files)')
    .argument('[files...]', 'scenario files or directories')
    .option('--notation <text>', 'evaluate BBAC\'s one-line notation instead of files, e.g. "D,SF:R2,D3,C3" (docs/notation.md)')
    .addOption(new Option('--rerolls <n>', 'team re-rolls for --notation (default 0)').argParser(integer('--rerolls', 0, 8)))
    .addOption(new Option('--edition <edition>', 'the edition --notation is read in: bb2020 (Season 2, the default) or bb2025 (Season 3)').choices(['bb2020', 'bb2025']))
    .option('--json', 'print JSON instead of a table')
    .option('--wide', 'print everything whole: no table split or wrapped to the terminal\'s width (or COLUMNS), every exact fraction')
    .option('--report <file>', 'also write the HTML report of the results to this file')
    .option('--advise <profiles...>', 'also run the skill advisor on profiles: their tables after the odds, their sections in the report')
    .addOption(choicesOption())
    .addOption(fractionsOption())
    .addOption(methodOption()),
).action((files: string[], options: EvalOptions) => evalCommand(files, options));

addMonteCarloOptions(
  program
    .command('verify')
    .description('evaluate each file exactly and by Monte Carlo; exit 1 when an exact value lies outside 4.5 standard errors')
    .argument('<files...>', 'scenario files or directories')
    .option('--json', 'print JSON instead of a table'),
  { policy: false },
).action((files: string[], options: VerifyOptions) => verifyCommand(files, options));

addMonteCarloOptions(
  program
    .command('report')
    .description('write one self-contained HTML report (charts, tables, best play) for scenario files')
    .argument('<files...>', 'scenario files or directories')
    .requiredOption('--out <file>', 'where to write the report, e.g. reports/NAME.html')
    .option('--title <text>', 'the report\'s title')
    .addOption(choicesOption())
    .addOption(methodOption()),
).action((files: string[], options: ReportOptions) => reportCommand(files, options));

addMonteCarloOptions(
  program
    .command('chart')
    .description('draw one chart of a scenario file as a static SVG')
    .argument('<file>', 'a scenario file')
    .requiredOption('--svg <file>', 'where to write the SVG')
    .addOption(new Option('--kind <kind>', 'which chart (default: the first that applies)').choices([...CHART_KINDS]))
    .option('--variant <name>', 'the variant whose probability tree to draw (--kind tree)')
    .addOption(methodOption()),
).action((file: string, options: ChartOptions) => chartCommand(file, options));

program
  .command('advise')
  .description('rank every skill a player may take by its expected worth per game over the situations of a profile, or of the library for a roster position (docs/advise.md)')
  .argument('[profile]', 'a profile file: the player, its skill access and its situations (or use --team and --position)')
  .option('--team <team>', 'a team of the roster (any case), e.g. human')
  .option('--position <position>', 'a position of that team, e.g. Blitzer: advised on the library of its role')
  .option('--skills <list>', 'skills the player has gained beyond the roster\'s, comma-separated, e.g. Block,Tackle')
  .addOption(new Option('--edition <edition>', 'the edition of the roster and the rules (default bb2020)').choices([...EDITION_IDS]))
  .option('--all-positions', 'advise every position of --team (the top 5 of each unless --top)')
  .addOption(new Option('--top <n>', 'rows of the ranking, and pairs at depth 2 (default 20 rows, 10 pairs)').argParser(integer('--top', 1, 1000)))
  .addOption(new Option('--depth <d>', '1: single skills; 2: also the best pairs (default 1)').choices(['1', '2']))
  .option('--json', 'print JSON instead of a table')
  .option('--report <file>', 'also write the HTML report of the advice to this file')
  .option('--wide', 'print every line whole instead of fitting the terminal\'s width (or COLUMNS)')
  .addOption(new Option('--workers <k>', 'worker threads when they pay (default: the number of cores; 0: the main thread)').argParser(integer('--workers', 0, MAX_WORKERS)))
  .addOption(new Option('--max-states <n>', `largest model solved per situation and skill set (default ${wholeNumber(DEFAULT_STATE_BOUND)})`).argParser(integer('--max-states', 1, MAX_STATE_BOUND)))
  .action((file: string | undefined, options: AdviseFlags) => adviseCommand(file, options));

program
  .command('app')
  .description('write the browser page: edit a scenario and see its exact odds as you type, offline, in one HTML file')
  .requiredOption('--out <file>', 'where to write the page, e.g. reports/app.html')
  .action((options: AppOptions) => appCommand(options));

program
  .command('schema')
  .description('print the JSON Schema of scenario files')
  .action(() => schemaCommand());

program
  .command('skills')
  .description('list every skill and trait an edition knows: category, modelled or not, the steps it acts on')
  .addOption(new Option('--edition <edition>', `the edition (default ${DEFAULT_EDITION})`).choices([...EDITION_IDS]))
  .option('--json', 'print JSON instead of a table')
  .option('--markdown', 'print docs/skills.md: every edition\'s table')
  .action((options: SkillsOptions) => skillsCommand(options));

program
  .command('roster')
  .description('list the teams of an edition\'s rosters, or one team\'s positions (characteristics, skills, access, role)')
  .argument('[team]', 'a team, e.g. human (any case)')
  .addOption(new Option('--edition <edition>', `the edition (default ${DEFAULT_EDITION}; rosters exist for bb2020 and bb2025)`).choices([...EDITION_IDS]))
  .option('--json', 'print JSON instead of a table')
  .option('--stars', 'list the star players: profile, skills, special rule and what nuffle models of it')
  .action((team: string | undefined, options: RosterOptions) => rosterCommand(team, options));

program
  .command('plan')
  .description('the best order of a turn written as activations: (docs/plan.md): adaptive, written and best fixed order')
  .argument('<file>', 'a scenario file with activations:')
  .option('--json', 'print JSON instead of a table')
  .option('--wide', 'every exact fraction whole, however long (else past 9 digits the value to more places after ≈)')
  .action((file: string, options: PlanOptions) => planCommand(file, options));

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = exitCodeFor(error);
}
