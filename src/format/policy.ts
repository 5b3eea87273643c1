/**
 * What a sampled run with the greedy policy must say wherever its numbers appear — the terminal table, the report's
 * headline: they are a simple policy's, not the best play's, so the goal can only be better than shown (issue 14:
 * "an honest fallback").
 */
export const SIMPLE_POLICY = 'a simple policy, not the best play';
