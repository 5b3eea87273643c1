/**
 * The chance that the policy passes through each node, exactly: `reachProbability` (`evaluate/exact.ts`) with
 * fractions, for the plan's chances of each activation and of each row of its decision table (`analyse.ts`).
 * Parents come after their children in the numbering, so one pass down from the root fills every node.
 */
import type { Solution } from '../evaluate/exact.js';
import { add, fraction, multiply, ZERO, type Fraction } from '../evaluate/fraction.js';
import { NodeKind } from '../evaluate/graph.js';

/** Each node's exact chance under the policy (ZERO for a node the policy never reaches). */
export function exactReach({ graph, chosen }: Solution): Fraction[] {
  const reach = new Array<Fraction>(graph.size).fill(ZERO);
  reach[graph.root] = fraction(1n);
  for (let i = graph.root; i >= 0; i--) {
    if (reach[i].num === 0n) continue;
    if (graph.kind[i] === NodeKind.Chance) {
      const total = BigInt(graph.total[i]);
      for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
        const to = graph.edgeTarget[e];
        reach[to] = add(reach[to], multiply(reach[i], fraction(BigInt(graph.edgeWeight[e]), total)));
      }
    } else if (chosen[i] >= 0) {
      const to = graph.edgeTarget[chosen[i]];
      reach[to] = add(reach[to], reach[i]);
    }
  }
  return reach;
}
