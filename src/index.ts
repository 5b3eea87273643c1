/**
 * nuffle as a library: the API the CLI, the tests and the report use (everything exported here is public; the
 * rest of `src/` may change). The pipeline, one folder per stage:
 *
 *   scenario YAML ─► parse (scenario/parse: yaml, positions kept) ─► validate (scenario/validate: zod schema,
 *     did-you-mean) ─► variants (scenario/variants: compare:/sweep: written into the YAML) ─► normalise
 *     (scenario/normalise: defaults, shorthand, skills by edition; each step by its kind's module in steps/)
 *   ─► model (steps/compile: each step kind's model over model/: states, chance, choice and terminal nodes,
 *     the state that forgets; the edition's rules as data in rules/)
 *   ─► run (run/: the method chosen from the explored graph, defaults resolved once)
 *     ─► exact (evaluate/: the explicit graph, expectimax, BigInt fractions)
 *      | Monte Carlo (montecarlo/: the same graph, or a lazily built one, sampled on worker threads)
 *   ─► skill advice (advise/: a profile's candidate skills tried in every situation, exactly, and ranked)
 *   ─► results (results/: metrics, fractions, intervals, decisions) ─► table | JSON | vega-lite specs (charts/)
 *      | HTML report (report/), every number printed through format/
 *
 * The words every layer shares (edition ids, metric names, the normalised scenario's shape) are in vocabulary/,
 * which imports nothing; test/architecture.test.ts keeps the layers one-way.
 */
export { loadScenario, scenarioFromText, expandScenarioPaths } from './scenario/load.js';
export { loadVariants, expandVariants, type ScenarioVariant } from './scenario/variants.js';
export type { Scenario, Step, Player, Opponent, Goal } from './scenario/types.js';
export { jsonSchema } from './scenario/schema.js';
export { UserError } from './log/errors.js';
export { compile } from './steps/compile.js';
export { METRICS, type MetricName } from './model/metrics.js';
export { buildGraph } from './evaluate/graph.js';
export { evaluateExact } from './evaluate/exact.js';
export { evaluateScenario, evaluateVariants } from './run/exact.js';
export { evaluateFiles, chooseMethods, type RunHooks } from './run/files.js';
export { resolveRunOptions, type RunRequest, type RunOptions } from './run/options.js';
export { verifyFiles, type FileCheck } from './run/verify.js';
export { monteCarloVariants } from './montecarlo/evaluate.js';
export { executorFor } from './montecarlo/pool.js';
export type { ScenarioResult, VariantResult, Decision } from './results/types.js';
export { toJson } from './results/json.js';
export { advise, adviseFile, type Advice, type AdviseOptions } from './advise/advise.js';
export { loadProfile, type Profile } from './advise/profile.js';
export { adviceJson } from './advise/json.js';
export { chartsFor } from './charts/choose.js';
export { renderSvg } from './charts/svg.js';
export { buildReport } from './report/build.js';
