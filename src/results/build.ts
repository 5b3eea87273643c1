/**
 * Turns a solved model into the reported result: named metrics, fractions, decisions, the re-roll curve. It
 * shapes a solution it is handed (`run/exact.ts` solves); it never explores or solves anything itself.
 */
import { edgeLabel, NodeKind, nodeLabel, terminalMetricsOf } from '../evaluate/graph.js';
import { edgeValue, reachProbability, type ExactResult } from '../evaluate/exact.js';
import { goalWeights, headlineMetric, score } from '../evaluate/goal.js';
import { formatFraction, toNumber, type RationalVector } from '../evaluate/rational.js';
import {
  CASUALTY_METRICS, CONTACT_METRICS, CORE_METRICS, COUNT_METRICS, M, opponentMetricIndex, shownOpponentMetrics, type MetricName,
} from '../model/metrics.js';
import { CASUALTY_RESULTS } from '../rules/contactTables.js';
import { edition } from '../rules/edition.js';
import type { Scenario } from '../scenario/types.js';
import { stepMetrics } from '../steps/index.js';
import { analysePlan } from '../plan/analyse.js';
import type { Decision, ScenarioResult, VariantResult } from './types.js';

/** The metrics a scenario reports: the core ones, the targets' with contact steps, the counts with several targets. */
export function reportedMetrics(scenario: Scenario): MetricName[] {
  const opponents = scenario.opponents.length;
  const own = [...stepMetrics(scenario.steps), ...(scenario.activations?.some((a) => a.worth !== 0) ? ['worth' as const] : [])];
  if (opponents === 0) return [...CORE_METRICS, ...own];
  return [...CORE_METRICS, ...CONTACT_METRICS, ...(opponents > 1 ? COUNT_METRICS : []), ...own];
}

/** Metric `index` of an exact vector, as a number and as a fraction. */
function readExact(exact: RationalVector, index: number): { value: number; fraction: string } {
  return { value: toNumber(exact.num[index], exact.den), fraction: formatFraction(exact.num[index], exact.den) };
}

/**
 * The reported result of a variant from its scenario's solution (`evaluate/solved.ts` `solvedScenario`). A turn
 * of activations carries its plan (`plan/analyse.ts`: every fixed order solved again) unless `plan` is false —
 * the browser page, which shows no plan, answers a turn in a fifth of the time without it.
 */
export function exactVariantResult(
  scenario: Scenario, result: ExactResult, variant = 'base', params: Readonly<Record<string, unknown>> = {}, plan = true,
): VariantResult {
  const metrics: Record<string, number> = {};
  const fractions: Record<string, string> = {};
  for (const name of reportedMetrics(scenario)) {
    ({ value: metrics[name], fraction: fractions[name] } = readExact(result.exact, M[name]));
  }
  const contact = scenario.opponents.length > 0;
  const reach = reachProbability(result);
  return {
    variant, params, metrics, fractions,
    ...(contact ? { casualties: casualtyBreakdown(scenario, result), ...opponentFates(scenario, result) } : {}),
    byRerolls: rerollCurve(result, M[curveMetric(scenario)]),
    failureByStep: failureByStep(scenario, result, reach),
    decisions: decisions(scenario, result, reach),
    states: result.graph.states,
    ...(plan && scenario.activations !== undefined ? { plan: analysePlan(scenario) } : {}),
  };
}

/**
 * The casualty breakdown of a contact scenario (JSON `casualties`), each result under the name the edition's
 * tables give it (classic: `niggling`, `statLoss` for the metrics `seriousInjury`, `lastingInjury`).
 */
function casualtyBreakdown(scenario: Scenario, result: ExactResult): NonNullable<VariantResult['casualties']> {
  const names = edition(scenario.edition).casualtyNames;
  const metrics: Record<string, number> = {};
  const fractions: Record<string, string> = {};
  CASUALTY_METRICS.forEach((metric, i) => {
    const name = names[CASUALTY_RESULTS[i]];
    ({ value: metrics[name], fraction: fractions[name] } = readExact(result.exact, M[metric]));
  });
  return { metrics, fractions };
}

/** Each opponent's own fate, by id (JSON `opponents` and `opponentFractions`). */
function opponentFates(scenario: Scenario, result: ExactResult): Pick<VariantResult, 'opponents' | 'opponentFractions'> {
  const opponents: Record<string, Record<string, number>> = {};
  const opponentFractions: Record<string, Record<string, string>> = {};
  const shown = shownOpponentMetrics(reportedMetrics(scenario));
  scenario.opponents.forEach((opponent, i) => {
    const values: Record<string, number> = {};
    const fractions: Record<string, string> = {};
    for (const name of shown) ({ value: values[name], fraction: fractions[name] } = readExact(result.exact, opponentMetricIndex(i, name)));
    opponents[opponent.id] = values;
    opponentFractions[opponent.id] = fractions;
  });
  return { opponents, opponentFractions };
}

/**
 * P(success) with 0..rerolls team re-rolls: the extra roots of the same graph (their solved values: the curve is
 * shown as numbers, so it needs no exact pass of its own), then the root itself.
 */
/** The goal's metric at each start of the re-roll curve (`Graph.extraRoots`, then the scenario's own start). */
function rerollCurve(result: ExactResult, metric: number): number[] {
  const { graph, values } = result;
  const extra = graph.extraRoots.map((node) => values[node * graph.width + metric]);
  return [...extra, toNumber(result.exact.num[metric], result.exact.den)];
}

/** What the re-roll curve of a scenario shows: the metric its goal is about (`headlineMetric`). */
export function curveMetric(scenario: Scenario): keyof typeof M {
  return headlineMetric(scenario.goal) as keyof typeof M;
}

/** What the re-roll curve of a file is, for its readers (JSON `rerollCurve`). */
export function rerollCurveOf(scenario: Scenario): NonNullable<ScenarioResult['rerollCurve']> {
  return { metric: curveMetric(scenario), leader: scenario.leader };
}

/**
 * Probability that the line ends without success at each step. Success is a terminal's own metric (never a
 * reward), so the terminals reached tell it.
 */
function failureByStep(scenario: Scenario, result: ExactResult, reach: Float64Array): number[] {
  const failures = new Array<number>(scenario.steps.length).fill(0);
  const { graph } = result;
  for (let i = 0; i < graph.size; i++) {
    if (graph.kind[i] !== NodeKind.Terminal || reach[i] === 0) continue;
    if (terminalMetricsOf(graph, i)[M.success] === 1) continue;
    failures[Math.min(graph.step[i], scenario.steps.length - 1)] += reach[i];
  }
  return failures;
}

function decisions(scenario: Scenario, result: ExactResult, reach: Float64Array): Decision[] {
  const weights = goalWeights(scenario.goal);
  const { graph, values, chosen } = result;
  const merged = new Map<string, Decision>();
  for (let i = graph.size - 1; i >= 0; i--) {
    const kind = graph.kind[i];
    if ((kind !== NodeKind.CoachChoice && kind !== NodeKind.OpponentChoice) || reach[i] === 0) continue;
    const options = [];
    for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
      options.push({ label: edgeLabel(graph, e), goal: score(weights, edgeValue(graph, values, e)) });
    }
    const decision: Decision = {
      step: graph.step[i] + 1,
      at: nodeLabel(graph, i),
      situation: graph.labels[graph.nodeSituation[i]],
      rolls: graph.nodeRoll[i] === 0 ? [] : [graph.nodeRoll[i]],
      rerollsLeft: graph.rerollsLeft[i],
      choice: edgeLabel(graph, chosen[i]),
      options,
      reach: reach[i],
      by: kind === NodeKind.CoachChoice ? 'coach' : 'opponent',
    };
    // States that differ only in what no longer matters to a person (a skill already spent) read as one decision.
    const key = `${decision.step}|${decision.at}|${decision.rerollsLeft}|${decision.choice}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, reach: seen.reach + decision.reach } : decision);
  }
  return [...merged.values()].sort((a, b) => a.step - b.step || b.reach - a.reach);
}
