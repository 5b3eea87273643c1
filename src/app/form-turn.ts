/**
 * A turn in the form (`activations:`, docs/plan.md): each activation with its player, label, the activations it
 * comes after (a checkbox for each other label), optional, worth and its steps (the steps editor of a line), moved
 * up or down and removed; "Add an activation"; and the turn's `order:`.
 */
import type { FormActivation, FormModel } from './form-model.js';
import { labelOf, newActivation } from './form-turn-model.js';
import { stepsEditor, type StepsOffer } from './form-steps.js';
import { button, el, input, labelled, select } from './dom.js';

type Commit = (model: FormModel, redraw: boolean) => void;

/** The turn's part of the form; `now()` is the model as it is when a handler runs. */
export function turnFields(model: FormModel, now: () => FormModel, commit: Commit, offer: StepsOffer): HTMLElement {
  const put = (list: readonly FormActivation[], redraw: boolean) => commit({ ...now(), activations: list }, redraw);
  const add = button(model.activations.length === 0 ? 'Write a turn of activations' : 'Add an activation',
    () => put([...now().activations, newActivation(now().players[0]?.id ?? 'player')], true), { id: 'add-activation' });
  const parts: HTMLElement[] = [el('h3', {}, ['Turn (activations, the order chosen by nuffle)'])];
  model.activations.forEach((activation, j) => parts.push(activationFields(activation, j, model, now, put, offer)));
  parts.push(add);
  if (model.activations.length > 0) {
    const order = select(['', 'best', 'written'], model.order, 'form-order', 'default (best)');
    order.addEventListener('change', () => commit({ ...now(), order: order.value as FormModel['order'] }, false));
    parts.push(el('div', { class: 'form-row' }, [labelled('Order', order)]));
  }
  return el('div', { class: 'form-turn' }, parts);
}

function activationFields(activation: FormActivation, j: number, model: FormModel, now: () => FormModel, put: (list: readonly FormActivation[], redraw: boolean) => void, offer: StepsOffer): HTMLElement {
  const id = `act-${j}`;
  const name = `activation ${j + 1}`;
  const set = (part: Partial<FormActivation>, redraw: boolean) => {
    const list = [...now().activations];
    list[j] = { ...list[j], ...part };
    put(list, redraw);
  };
  const move = (to: number) => {
    const list = [...now().activations];
    const [moved] = list.splice(j, 1);
    list.splice(to, 0, moved);
    put(list, true);
  };
  const ids = model.players.map((p) => p.id);
  const by = select(ids.includes(activation.by) ? ids : [...ids, activation.by], activation.by, `${id}-by`);
  by.addEventListener('change', () => set({ by: by.value }, true));
  const label = input('text', activation.label, `${id}-label`);
  label.size = 12;
  label.placeholder = activation.by;
  label.addEventListener('input', () => set({ label: label.value }, false));
  const optional = input('checkbox', '', `${id}-optional`);
  optional.checked = activation.optional;
  optional.addEventListener('change', () => set({ optional: optional.checked }, false));
  const worth = input('number', activation.worth, `${id}-worth`);
  worth.step = '0.01';
  worth.placeholder = '0';
  worth.addEventListener('input', () => set({ worth: worth.value }, false));
  const others = model.activations.filter((_, k) => k !== j).map(labelOf);
  const after = el('fieldset', { class: 'form-after' }, [el('legend', {}, ['After']), ...(others.length === 0 ? [el('span', { class: 'legend' }, ['no other activation'])] : []),
    ...others.map((other) => {
      const box = input('checkbox', '', `${id}-after-${other}`);
      box.checked = activation.after.includes(other);
      box.addEventListener('change', () => set({ after: box.checked ? [...now().activations[j].after, other] : now().activations[j].after.filter((a) => a !== other) }, false));
      return labelled(other, box);
    })]);
  const controls = el('span', { class: 'step-controls' }, [
    button('↑', () => move(j - 1), { 'aria-label': `move ${name} up`, disabled: j === 0 }),
    button('↓', () => move(j + 1), { 'aria-label': `move ${name} down`, disabled: j === model.activations.length - 1 }),
    button('✕', () => put(now().activations.filter((_, k) => k !== j), true), { 'aria-label': `remove ${name}` }),
  ]);
  const lens = { get: () => now().activations[j]?.steps ?? [], put: (steps: FormActivation['steps'], redraw: boolean) => set({ steps }, redraw) };
  return el('fieldset', { class: 'form-activation', 'data-activation': String(j) }, [
    el('legend', {}, [`Activation ${j + 1}: ${labelOf(activation)}`]), controls,
    el('div', { class: 'form-row' }, [labelled('By', by), labelled('Label', label), labelled('Optional', optional), labelled('Worth', worth)]), after,
    stepsEditor(lens, { prefix: `${id}-step`, name: `${name} `, palette: 'list' }, offer),
  ]);
}
