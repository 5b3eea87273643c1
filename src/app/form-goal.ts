/**
 * The goal in the form (docs/scenario-format.md "Goal and tie-breaks"): the default, one metric, or weights over
 * metrics (a row each: the metric and its weight, removed with ✕; "Add a weight"). The metrics are the schema's.
 */
import type { FormGoal, FormModel } from './form-model.js';
import type { FormWeight } from './form-goal-model.js';
import { button, el, input, labelled, select } from './dom.js';

type Commit = (model: FormModel, redraw: boolean) => void;

const WEIGHTS = 'weights…';

/** The goal's part of the form. */
export function goalFields(model: FormModel, now: () => FormModel, commit: Commit, metrics: readonly string[]): HTMLElement {
  const goal = model.goal;
  const put = (next: FormGoal, redraw: boolean) => commit({ ...now(), goal: next }, redraw);
  const shown = goal.kind === 'default' ? '' : goal.kind === 'metric' ? goal.metric : WEIGHTS;
  const choice = select(['', WEIGHTS, ...metrics], shown, 'form-goal', 'default (success, or the contact step\'s)');
  choice.addEventListener('change', () => {
    if (choice.value === '') return put({ kind: 'default' }, true);
    if (choice.value !== WEIGHTS) return put({ kind: 'metric', metric: choice.value }, true);
    const first = now().goal;
    put({ kind: 'weights', weights: [{ metric: first.kind === 'metric' ? first.metric : 'success', weight: '1' }] }, true);
  });
  const parts: HTMLElement[] = [labelled('Goal', choice)];
  if (goal.kind === 'weights') {
    const weights = () => { const g = now().goal; return g.kind === 'weights' ? g.weights : []; };
    const set = (k: number, part: Partial<FormWeight>, redraw: boolean) => put({ kind: 'weights', weights: weights().map((w, i) => (i === k ? { ...w, ...part } : w)) }, redraw);
    goal.weights.forEach((w, k) => {
      const metric = select(metrics.includes(w.metric) ? metrics : [...metrics, w.metric], w.metric, `goal-${k}-metric`);
      metric.addEventListener('change', () => set(k, { metric: metric.value }, false));
      const weight = input('number', w.weight, `goal-${k}-weight`);
      weight.step = 'any';
      weight.addEventListener('input', () => set(k, { weight: weight.value }, false));
      parts.push(el('span', { class: 'goal-weight' }, [labelled('Metric', metric), labelled('Weight', weight),
        button('✕', () => put({ kind: 'weights', weights: weights().filter((_, i) => i !== k) }, true), { 'aria-label': `remove weight ${k + 1}` })]));
    });
    parts.push(button('Add a weight', () => put({ kind: 'weights', weights: [...weights(), { metric: 'turnover', weight: '-1' }] }, true), { id: 'add-weight' }));
  }
  return el('div', { class: 'form-row form-goal' }, parts);
}
