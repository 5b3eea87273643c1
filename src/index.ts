/**
 * nuffle as a library: the API the CLI, the tests and the report use. The pipeline, one folder per stage:
 *
 *   scenario YAML ─► parse (scenario/parse: yaml, positions kept) ─► validate (scenario/validate: zod schema,
 *     did-you-mean) ─► variants (scenario/variants: compare:/sweep: written into the YAML) ─► normalise
 *     (scenario/normalise: defaults, shorthand, skills by edition)
 *   ─► model (model/: states and transitions — chance, choice, terminal — with the edition's rules as data)
 *   ─► evaluate: exact (evaluate/: the explicit graph, expectimax, BigInt fractions)
 *              | Monte Carlo (montecarlo/: the same graph, or a lazily built one, sampled on worker threads)
 *   ─► results (results/: metrics, fractions, intervals, decisions) ─► table | JSON | vega-lite specs (charts/)
 *      | HTML report (report/)
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
export { evaluateScenario, evaluateVariants } from './evaluate/run.js';
export { monteCarloVariants } from './montecarlo/evaluate.js';
export { executorFor } from './montecarlo/pool.js';
export type { ScenarioResult, VariantResult, Decision } from './results/types.js';
export { toJson } from './results/json.js';
export { chartsFor } from './charts/choose.js';
export { renderSvg } from './charts/svg.js';
export { buildReport } from './report/build.js';
