/**
 * nuffle as a library, and its one public entry: everything exported here is public, and nothing else is. A
 * module of `src/` not reached through this file is internal and may change without notice; `package.json`'s
 * `exports` points here (built: `dist/src/index.js`), so a caller cannot reach past it either.
 *
 * The CLI (`src/cli/`) is a client like any other: it imports `src/` only through this file
 * (test/architecture.test.ts checks it), so whatever `nuffle` does a library caller can do: load and evaluate
 * scenarios, print their tables, draw their charts, write the report, run the advisor, and check options with the
 * same limits and messages. There is no separate internal entry: what the CLI needs is what a second face on the
 * library (a web page, an editor plug-in) would need. Every export carries a TSDoc comment (test/index.test.ts).
 *
 * The pipeline, one folder per stage:
 *
 *   scenario YAML ─► parse (scenario/parse: yaml, positions kept) ─► validate (scenario/validate: zod schema,
 *     did-you-mean) ─► variants (scenario/variants: compare:/sweep: written into the YAML) ─► normalise
 *     (scenario/normalise: defaults, shorthand, skills by edition; each step by its kind's module in steps/)
 *   ─► model (steps/compile: each step kind's model over model/: states, chance, choice and terminal nodes,
 *     the state that forgets; the edition's rules as data in rules/)
 *   ─► run (run/: the method chosen from the explored graph, defaults resolved once, the solution kept)
 *     ─► exact (evaluate/: the explicit graph, expectimax, BigInt fractions)
 *      | Monte Carlo (montecarlo/: the run's solved tables, or a lazily built graph, sampled on worker
 *        threads into tallies)
 *   ─► skill advice (advise/: a profile's candidate skills tried in every situation, exactly, and ranked by
 *     expected worth per game; its player from the rosters (rosters/: BB2020, BB2025 as JSON data), its
 *     situations from the library of the player's role (advise/library/))
 *   ─► results (results/: both methods' answers shaped: metrics, fractions, intervals, decisions)
 *   ─► table | JSON | vega-lite specs (charts/)
 *      | HTML report (report/), every number printed through format/
 *
 * The words every layer shares (edition ids, metric names, the normalised scenario's shape) are in vocabulary/,
 * which imports nothing; test/architecture.test.ts keeps the layers one-way.
 */

// Scenarios: read, validate, expand into variants.
export { checkPrintableText } from './scenario/parse.js';
export { loadScenario, scenarioFromText, expandScenarioPaths, scenarioPaths, type ScenarioPaths } from './scenario/load.js';
export { loadVariants, expandVariants, type ScenarioVariant } from './scenario/variants.js';
export type { Scenario, Step, Player, Opponent, Goal } from './scenario/types.js';
export { jsonSchema } from './scenario/schema.js';
export { RESTRICTED_BRANCHES } from './scenario/branch.js';
export { EDITION_IDS, DEFAULT_EDITION, type EditionId } from './vocabulary/index.js';

// Rosters: the BB2020 and BB2025 teams as data (`nuffle roster`, `player: { team, position }`).
export { roster, findTeam, findPosition, teamNames, hasRosters, ROSTER_EDITIONS, type RosterEdition, type RosterTeam, type RosterPosition } from './rosters/rosters.js';
export { roleOf, positionName, ROLES, ROLE_WORDS, type Role } from './rosters/role.js';
export { teamsText, positionsText, rosterJson, rosterEdition, rosterTeam, rosterPosition } from './rosters/listing.js';
// Star players (`nuffle roster --stars`, `player: { star }`; issue 22).
export { stars, findStar, starNames, type RosterStar } from './rosters/stars.js';
export { starsText, starsJson, starRuleModel, starRulesMarkdown, type StarRuleModel } from './rosters/star-listing.js';

// Bad input: the one error type, and the messages a user sees.
export { UserError } from './log/errors.js';
export { message } from './log/messages.js';

// Rules and models.
export { catalogue, displayName, stepsWithOptions, skillsPage, type CatalogueEntry } from './steps/catalogue.js';
export { skillParameter, type SkillParameter } from './steps/parameter.js';
export { compile } from './steps/compile.js';
export { METRICS, type MetricName } from './model/metrics.js';

// Evaluation: exact, Monte Carlo, and the run that chooses between them.
export { buildGraph } from './evaluate/graph.js';
export { evaluateExact } from './evaluate/exact.js';
export { evaluateScenario, evaluateVariants } from './run/exact.js';
export { evaluateFiles, chooseMethods, type RunHooks } from './run/files.js';
export {
  resolveRunOptions, resolveAdviseOptions, resolveEdition, type RunRequest, type RunOptions, type MethodName,
  type AdviseRequest, type AdviseSettings, DEFAULT_METHOD, DEFAULT_SAMPLES, DEFAULT_STATE_BOUND, DEFAULT_PAIRS,
  MAX_STATE_BOUND, MAX_WORKERS, SAMPLE_CAP, runNotes, poolSize,
} from './run/options.js';
export { verifyFiles, checkVerifiable, type FileCheck } from './run/verify.js';
export { monteCarloVariants, jobFor } from './run/montecarlo.js';
export { executorFor } from './montecarlo/pool.js';
export { MAX_SAMPLES } from './montecarlo/plan.js';
export { MAX_SEED } from './montecarlo/rng.js';
export { POLICY_NAMES, type PolicyName } from './montecarlo/source.js';
export { ProgressBar, progressStyle } from './montecarlo/progress.js';

// The plan of a turn written as activations: (docs/plan.md).
export { analysePlan, fixedValue, type Plan, type OrderValue, type PlanDecision, type ActivationChances } from './plan/analyse.js';
export { planLines } from './plan/table.js';

// Results and how they print: every number through format/.
export type { ScenarioResult, VariantResult, Decision } from './results/types.js';
export { toJson } from './results/json.js';
export { formatTable } from './results/table.js';
export { DEFAULT_CHOICE_LIMIT, type ChoiceLimit } from './results/decisions.js';
export { formatComparison } from './compare/table.js';
export { pointLabel } from './compare/grid.js';
export { metricValue, wholeNumber, VERIFY } from './format/numbers.js';

// The skill advisor.
export { advise, adviseFile, type Advice, type AdviseOptions } from './advise/advise.js';
export { loadProfile, type Profile } from './advise/profile.js';
export { positionProfile, profileOf, unadvisable, type PositionRequest } from './advise/position-profile.js';
export { libraryDir, libraryFile, diskLibrary } from './advise/library-disk.js';
export { libraryEntries, type LibraryTexts } from './advise/library.js';
export { adviceJson } from './advise/json.js';
export { adviceTable } from './advise/table.js';

// Charts and the HTML report.
export { chartsFor } from './charts/choose.js';
export { renderSvg } from './charts/svg.js';
export { scenarioTreeSvg } from './charts/tree-for.js';
export { CHART_KINDS, type ChartKind } from './charts/spec.js';
/** A chart fitted to its figure's room (a phone's column), in the page and the report alike. */
export { chartRoom, fittedPlotWidth, specForRoom } from './charts/fit.js';
export { buildReport, type ReportOptions } from './report/build.js';

// The browser page (src/app/): a text evaluated exactly and its answer as HTML, nothing of Node's on the way.
/** A scenario's text parsed, validated, expanded and evaluated exactly, as the page's Web Worker does it. */
export { evaluateText, type TextEvaluation } from './run/text.js';
/** The page's answer to an evaluated text: the headline and the HTML of the numbers, steps and choices. */
export { answerHtml, sideBySideHtml, type Answer, type AnswerInput } from './report/answer.js';
/** The probability trees of the report (the line's, a turn's plan), for the report and the page alike. */
export { scenarioTrees, treesHtml, type DrawnTree, type ScenarioTrees } from './report/trees.js';
/** The page's view of a skill advice: the report's advice section and its two charts. */
export { adviceAnswer, type AdviceAnswer } from './report/advice-answer.js';
/** The report's stylesheet, which the page reuses for its tables. */
export { STYLE as REPORT_STYLE } from './report/style.js';
/** Escaping for every string that reaches HTML. */
export { escapeHtml, jsonForScript } from './format/escape.js';

// BBAC's one-line notation (docs/notation.md), read into a scenario.
export { notationScenario, type NotationOptions } from './notation/scenario.js';
// The UNCONFIRMED readings a line touches (the page's "What nuffle assumes").
export { readingsTouched, readingsTouchedByAny, UNCONFIRMED_READINGS, type TouchedReading } from './rules/unconfirmed.js';
