/**
 * What the sampler walks for a scenario and a policy: the explicit graph with the exact evaluator's optimal
 * choices, or the lazy graph with a fallback policy's (the lookahead one, or the greedy one). Built the same way in every worker (deterministically), and
 * `runChunk` turns a chunk of trials into a tally.
 */
import { solve } from '../evaluate/exact.js';
import { buildGraph } from '../evaluate/graph.js';
import { goalWeights } from '../evaluate/goal.js';
import { compile, type CompileOptions } from '../steps/compile.js';
import type { Scenario } from '../scenario/types.js';
import { tablesFromGraph } from './explicit.js';
import { GreedyPolicy } from './greedy.js';
import { LazyGraph } from './lazy.js';
import { LookaheadPolicy } from './lookahead.js';
import { sampleChunk, type Expander } from './sampler.js';
import { emptyTally, foldHits, TerminalHits, type Tally } from './tally.js';
import type { SamplerTables } from './tables.js';

/**
 * `optimal`: the exact evaluator's choices (needs the whole graph); `lookahead`: see `lookahead.ts`, the
 * fallback past the exact bound; `greedy`: see `greedy.ts`, the simpler one it replaced, on request.
 */
export type PolicyName = 'optimal' | 'lookahead' | 'greedy';

/** Every policy by name, for the command line. */
export const POLICY_NAMES: readonly PolicyName[] = ['optimal', 'lookahead', 'greedy'];

/** The policy Monte Carlo follows where the optimal one cannot be computed. */
export const FALLBACK_POLICY: PolicyName = 'lookahead';

/** The tables the sampler walks, with what fills them lazily (if anything). */
export interface SamplerSource {
  readonly tables: SamplerTables;
  readonly expander: Expander | null;
  /**
   * The model's size when it is known in full (the explicit graph); 0 for the lazy graph, whose size so far
   * depends on which chunks a worker happened to run (reporting it would make results depend on the workers).
   */
  readonly size: number;
  /** Called between chunks (the lazy graph may start afresh). */
  afterChunk(): void;
}

/** The sampler source of a scenario under a policy. */
export function samplerSource(scenario: Scenario, policy: PolicyName, options: CompileOptions = {}): SamplerSource {
  const model = compile(scenario, options);
  if (policy === 'greedy') return new LazyGraph(model, new GreedyPolicy(model));
  if (policy === 'lookahead') return new LazyGraph(model, new LookaheadPolicy(model));
  const graph = buildGraph(model);
  const { chosen } = solve(graph, goalWeights(scenario.goal));
  const tables = tablesFromGraph(graph, chosen);
  return { tables, expander: null, size: graph.size, afterChunk: () => undefined };
}

const hits = new TerminalHits();

/** Runs `samples` trials from a stream state (advanced in place) into a fresh tally. */
export function runChunk(source: SamplerSource, steps: number, stream: Int32Array, samples: number): Tally {
  const tally = emptyTally(steps, source.tables.width);
  sampleChunk(source.tables, source.expander, stream, samples, hits);
  foldHits(hits, source.tables, tally);
  source.afterChunk();
  return tally;
}
