/** Turns a solved model into the reported result: named metrics, fractions, decisions, the re-roll curve. */
import { NodeKind } from '../evaluate/graph.js';
import { evaluateExact, exactAt, reachProbability, type ExactResult } from '../evaluate/exact.js';
import { goalWeights, score } from '../evaluate/goal.js';
import { formatFraction, toNumber } from '../evaluate/rational.js';
import { compile } from '../model/compile.js';
import { CASUALTY_METRICS, CONTACT_METRICS, CORE_METRICS, M, METRICS, type MetricName } from '../model/metrics.js';
import type { Scenario } from '../scenario/types.js';
import type { Decision, VariantResult } from './types.js';

const W = METRICS.length;

/** The metrics a scenario reports: the core ones, and the target's when it has contact steps. */
export function reportedMetrics(scenario: Scenario): MetricName[] {
  return scenario.opponents.length > 0 ? [...CORE_METRICS, ...CONTACT_METRICS] : [...CORE_METRICS];
}

export function evaluateVariant(scenario: Scenario, variant = 'base', params: Record<string, unknown> = {}): VariantResult {
  const fewer = Array.from({ length: scenario.rerolls }, (_, k) => k);
  const result = evaluateExact(compile(scenario), { alsoWithRerolls: fewer });
  const names = reportedMetrics(scenario);
  const metrics: Record<string, number> = {};
  const fractions: Record<string, string> = {};
  for (const name of names) {
    metrics[name] = toNumber(result.exact.num[M[name]], result.exact.den);
    fractions[name] = formatFraction(result.exact.num[M[name]], result.exact.den);
  }
  return {
    variant, params, metrics, fractions,
    ...(scenario.opponents.length > 0 ? { casualties: casualtyBreakdown(result) } : {}),
    byRerolls: rerollCurve(result),
    failureByStep: failureByStep(scenario, result),
    decisions: decisions(scenario, result),
    states: result.graph.size,
  };
}

/** The casualty breakdown of a contact scenario (JSON `casualties`). */
function casualtyBreakdown(result: ExactResult): NonNullable<VariantResult['casualties']> {
  const metrics: Record<string, number> = {};
  const fractions: Record<string, string> = {};
  for (const name of CASUALTY_METRICS) {
    metrics[name] = toNumber(result.exact.num[M[name]], result.exact.den);
    fractions[name] = formatFraction(result.exact.num[M[name]], result.exact.den);
  }
  return { metrics, fractions };
}

/** P(success) with 0..rerolls team re-rolls: the extra roots of the same graph, then the root itself. */
function rerollCurve(result: ExactResult): number[] {
  const roots = [...result.graph.extraRoots, result.graph.root];
  return roots.map((node) => {
    const exact = node === result.graph.root ? result.exact : exactAt(result, node);
    return toNumber(exact.num[M.success], exact.den);
  });
}

/** Probability that the line ends without success at each step. */
function failureByStep(scenario: Scenario, result: ExactResult): number[] {
  const reach = reachProbability(result);
  const failures = new Array<number>(scenario.steps.length).fill(0);
  const { graph } = result;
  for (let i = 0; i < graph.size; i++) {
    if (graph.kind[i] !== NodeKind.Terminal || reach[i] === 0) continue;
    if (graph.metrics[i * W + M.success] === 1) continue;
    failures[Math.min(graph.step[i], scenario.steps.length - 1)] += reach[i];
  }
  return failures;
}

function decisions(scenario: Scenario, result: ExactResult): Decision[] {
  const reach = reachProbability(result);
  const weights = goalWeights(scenario.goal);
  const { graph, values, chosen } = result;
  const merged = new Map<string, Decision>();
  for (let i = graph.size - 1; i >= 0; i--) {
    const kind = graph.kind[i];
    if ((kind !== NodeKind.CoachChoice && kind !== NodeKind.OpponentChoice) || reach[i] === 0) continue;
    const options = [];
    for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
      const child = graph.edgeTarget[e] * W;
      options.push({ label: graph.edgeLabel[e], goal: score(weights, values.subarray(child, child + W)) });
    }
    const decision: Decision = {
      step: graph.step[i] + 1,
      at: graph.nodeLabel[i],
      rerollsLeft: graph.rerollsLeft[i],
      choice: graph.edgeLabel[chosen[i]],
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
