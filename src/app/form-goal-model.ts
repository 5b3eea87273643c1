/**
 * The goal as the form holds it (docs/scenario-format.md "Goal and tie-breaks"): the default (nothing written),
 * one metric (`goal: success`), or weights over metrics (`goal: { success: 1, turnover: -0.5 }`), each weight as
 * typed. Read from the YAML's data and written back as one line.
 */
import { isMap, numberText, type Unsupported } from './form-yaml.js';

/** One weight of a goal: its metric and its number as typed. */
export interface FormWeight {
  readonly metric: string;
  readonly weight: string;
}

/** No goal written (the default), one metric, or weights. */
export type FormGoal = { readonly kind: 'default' } | { readonly kind: 'metric'; readonly metric: string } | { readonly kind: 'weights'; readonly weights: readonly FormWeight[] };

export const DEFAULT_GOAL: FormGoal = { kind: 'default' };

/** The goal of the data, or what the form cannot show. */
export function goalOf(value: unknown): FormGoal | Unsupported {
  if (value === undefined) return DEFAULT_GOAL;
  if (typeof value === 'string') return { kind: 'metric', metric: value };
  if (!isMap(value) || !Object.values(value).every((w) => typeof w === 'number')) return { unsupported: 'goal is neither a metric nor weights over metrics' };
  return { kind: 'weights', weights: Object.entries(value).map(([metric, weight]) => ({ metric, weight: String(weight) })) };
}

/** The `goal:` line (none for the default). */
export function goalLines(goal: FormGoal): string[] {
  if (goal.kind === 'default') return [];
  if (goal.kind === 'metric') return [`goal: ${goal.metric}`];
  const weights = goal.weights.filter((w) => w.metric !== '' && w.weight.trim() !== '');
  if (weights.length === 0) return ['goal: {}'];
  return [`goal: { ${weights.map((w) => `${w.metric}: ${numberText(w.weight.trim())}`).join(', ')} }`];
}
