/**
 * The hot loop: runs trials down the sampler tables. At a chance node it draws a 32-bit integer, rejects it at or
 * above the node's limit and picks the edge whose cumulative bound first exceeds it (`tables.ts`); at a choice
 * node it follows the policy's child; at a reward node it counts the reward, raises the trial's worst level to the
 * reward's and goes on; at a terminal it counts a hit and the trial's worst (`worst.ts`), and the trial ends. An
 * unexpanded node is handed to the expander (the lazy graph) and the loop goes on. No allocation per trial.
 */
import { nextUint32 } from './rng.js';
import { SampleKind, type SamplerTables } from './tables.js';
import type { TerminalHits } from './tally.js';

/** Fills an unexpanded node of the tables (see `lazy.ts`). */
export interface Expander {
  expandNode(node: number): void;
}

const CHANCE = SampleKind.Chance;
const TERMINAL = SampleKind.Terminal;
const CHOICE = SampleKind.Choice;
const REWARD = SampleKind.Reward;

/** Runs `samples` trials, drawing from `stream` (advanced in place) and counting the terminals reached in `hits`. */
export function sampleChunk(tables: SamplerTables, expander: Expander | null, stream: Int32Array, samples: number, hits: TerminalHits): void {
  let kind = tables.kind;
  let link = tables.link;
  let limit = tables.limit;
  let bound = tables.edgeBound;
  let target = tables.edgeTarget;
  let carrierOf = tables.carrier;
  let levelOf = tables.carrierLevel;
  const worst = hits.worst;
  hits.reserve(tables.carriers);
  let counts = hits.counts;
  let touched = hits.touched;
  let touchedCount = hits.touchedCount;
  const root = tables.root;
  for (let t = 0; t < samples; t++) {
    let node = root;
    let level = 0;
    for (;;) {
      const k = kind[node];
      if (k === CHANCE) {
        const cap = limit[node];
        let u = nextUint32(stream);
        while (u >= cap) u = nextUint32(stream);
        let e = link[node];
        while (u >= bound[e]) e++;
        node = target[e];
      } else if (k === TERMINAL) {
        const terminal = link[node];
        if (counts[terminal]++ === 0) touched[touchedCount++] = terminal;
        worst[Math.max(level, levelOf[terminal])]++;
        break;
      } else if (k === CHOICE) {
        node = link[node];
      } else if (k === REWARD) {
        const carrier = carrierOf[node];
        if (counts[carrier]++ === 0) touched[touchedCount++] = carrier;
        if (levelOf[carrier] > level) level = levelOf[carrier];
        node = link[node];
      } else {
        if (expander === null) throw new Error(`node ${node} of a complete graph is unexpanded`);
        expander.expandNode(node);
        ({ kind, link, limit, edgeBound: bound, edgeTarget: target, carrier: carrierOf, carrierLevel: levelOf } = tables);
        hits.touchedCount = touchedCount;
        hits.reserve(tables.carriers);
        ({ counts, touched } = hits);
      }
    }
  }
  hits.touchedCount = touchedCount;
}
