/**
 * What a sampled run with a fallback policy must say wherever its numbers appear — the terminal table, the
 * report's headline: they are a policy's that is not the best play, so the goal can only be better than shown
 * (issue 14: "an honest fallback").
 */
export const SIMPLE_POLICY = 'a simple policy, not the best play';
/** The lookahead policy (`montecarlo/lookahead.ts`), nuffle's fallback past the exact bound. */
export const LOOKAHEAD_POLICY = 'a policy exact over the next few steps, not the best play';

/** The words that say a run's policy is not the best play, or null for the optimal policy (and exact runs). */
export function notTheBestPlay(policy: string | undefined): string | null {
  if (policy === 'greedy') return SIMPLE_POLICY;
  if (policy === 'lookahead') return LOOKAHEAD_POLICY;
  return null;
}
