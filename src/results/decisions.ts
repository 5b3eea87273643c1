/** Which of the policy's decisions are worth showing a person. */
import type { Decision } from './types.js';

/** A decision whose options do not all reach the same goal (taking POW over Push Back is no news). */
export function decisionMatters(d: Decision): boolean {
  const goals = d.options.map((o) => o.goal);
  return goals.length > 1 && Math.max(...goals) - Math.min(...goals) > 1e-12;
}

/**
 * Decisions that differ only in the die rolled ("failed (rolled 1)", "(rolled 2)") and are decided alike read
 * as one row: "failed (rolled 1 or 2)", their chances added.
 */
export function mergeFaces(decisions: readonly Decision[]): Decision[] {
  const merged = new Map<string, { decision: Decision; faces: string[] }>();
  for (const d of decisions) {
    const face = /\(rolled (\d+)\)/.exec(d.at)?.[1];
    const situation = d.at.replace(/\(rolled \d+\)/, '(rolled #)');
    const options = d.options.map((o) => `${o.label}=${o.goal.toFixed(9)}`).join('|');
    const key = `${d.step}|${d.by}|${situation}|${d.rerollsLeft}|${d.choice}|${options}`;
    const seen = merged.get(key);
    if (seen) merged.set(key, { decision: { ...seen.decision, reach: seen.decision.reach + d.reach }, faces: [...seen.faces, face ?? ''] });
    else merged.set(key, { decision: d, faces: [face ?? ''] });
  }
  return [...merged.values()].map(({ decision, faces }) => {
    const rolled = faces.filter(Boolean).sort();
    if (rolled.length < 2) return decision;
    const list = `${rolled.slice(0, -1).join(', ')} or ${rolled[rolled.length - 1]}`;
    return { ...decision, at: decision.at.replace(/\(rolled \d+\)/, `(rolled ${list})`) };
  });
}
