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
  const merged = new Map<string, Decision>();
  for (const d of decisions) {
    const options = d.options.map((o) => `${o.label}=${o.goal.toFixed(9)}`).join('|');
    const key = `${d.step}|${d.by}|${d.situation}|${d.rerollsLeft}|${d.choice}|${options}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, reach: seen.reach + d.reach, rolls: [...seen.rolls, ...d.rolls] } : d);
  }
  return [...merged.values()].map((decision) => {
    const rolled = [...decision.rolls].sort((a, b) => a - b);
    if (rolled.length < 2) return decision;
    const list = `${rolled.slice(0, -1).join(', ')} or ${rolled[rolled.length - 1]}`;
    return { ...decision, rolls: rolled, at: `${decision.situation} (rolled ${list})` };
  });
}

/** How many choices a table lists: a number, or every one. */
export type ChoiceLimit = number | 'all';

/** Choices listed per variant unless asked otherwise (the likeliest first). */
export const DEFAULT_CHOICE_LIMIT = 8;

/** The first `limit` items, and how many were left out (said as "N more" under the list). */
export function firstChoices<T>(items: readonly T[], limit: ChoiceLimit = DEFAULT_CHOICE_LIMIT): { shown: T[]; more: number } {
  const shown = limit === 'all' ? [...items] : items.slice(0, limit);
  return { shown, more: items.length - shown.length };
}

/** "2 more choices, each less likely, not listed" (or one): what a cut list says under it. */
export function moreChoicesWords(more: number): string {
  return `${more} more choice${more === 1 ? '' : 's'} not listed (--choices all lists every one)`;
}
