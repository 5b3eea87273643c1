/**
 * A list of steps in the form, the same editor wherever steps are written: the line's `steps:`, an activation's
 * steps, a step's branch (`otherwise:`, `instead:`, any branch the schema declares, nested as deep as wanted). Each
 * step shows every option as a field, moves up or down, is removed, and may open a branch; a palette adds a step of
 * any kind (buttons under the line's steps, a list and a button elsewhere, to keep a nested list short).
 *
 * A list is reached through a lens (`StepsLens`): what it holds now, and how to put a new list back into the model;
 * a branch's lens is its step's lens narrowed, so an edit deep in a branch writes the whole model once.
 */
import type { StepKind } from './form-fields.js';
import type { FormBranch, FormStep } from './form-model.js';
import { optionControl, type Slot } from './form-nested.js';
import type { Value } from './form-value.js';
import { button, el, labelled, select } from './dom.js';

/** Where a list of steps lives in the model. */
export interface StepsLens {
  get(): readonly FormStep[];
  put(steps: readonly FormStep[], redraw: boolean): void;
}

/** What a steps editor offers: the palette by kind, and the ids a step may name. */
export interface StepsOffer {
  readonly kinds: readonly StepKind[];
  readonly byKind: ReadonlyMap<string, StepKind>;
  readonly ids: { readonly players: readonly string[]; readonly opponents: readonly string[] };
}

/** Where a list is drawn: its element ids' stem (`step`, `act-0-step`, `step-0-otherwise`) and its name in labels. */
export interface StepsPlace {
  readonly prefix: string;
  /** '' for the line's steps ("step 2"), else what comes before ("activation 1 ", "step 1 otherwise "). */
  readonly name: string;
  /** The button palette (the line's steps) or a list and a button (nested lists). */
  readonly palette: 'buttons' | 'list';
}

/** The editor of the list `lens` reaches. */
export function stepsEditor(lens: StepsLens, place: StepsPlace, offer: StepsOffer): HTMLElement {
  const steps = lens.get();
  const list = el('ol', { class: 'form-steps', ...(place.prefix === 'step' ? { id: 'form-steps' } : {}) });
  steps.forEach((step, i) => list.append(stepItem(step, i, steps.length, lens, place, offer)));
  const add = (kind: string) => lens.put([...lens.get(), { kind, options: {} }], true);
  const empty = el('p', { class: 'legend' }, ['No step yet: add one below.']);
  return el('div', { class: 'form-steps-editor' }, [steps.length === 0 ? empty : list, place.palette === 'buttons' ? buttonPalette(offer.kinds, add) : listPalette(place.prefix, offer.kinds, add)]);
}

function stepItem(step: FormStep, i: number, count: number, lens: StepsLens, place: StepsPlace, offer: StepsOffer): HTMLElement {
  const name = `${place.name}step ${i + 1}`;
  const replace = (next: FormStep, redraw: boolean) => {
    const all = [...lens.get()];
    all[i] = next;
    lens.put(all, redraw);
  };
  const move = (to: number) => {
    const all = [...lens.get()];
    const [moved] = all.splice(i, 1);
    all.splice(to, 0, moved);
    lens.put(all, true);
  };
  const controls = el('span', { class: 'step-controls' }, [
    button('↑', () => move(i - 1), { 'aria-label': `move ${name} up`, disabled: i === 0 }),
    button('↓', () => move(i + 1), { 'aria-label': `move ${name} down`, disabled: i === count - 1 }),
    button('✕', () => lens.put(lens.get().filter((_, j) => j !== i), true), { 'aria-label': `remove ${name}` }),
  ]);
  const kind = offer.byKind.get(step.kind);
  const prefix = `${place.prefix}-${i}`;
  const fields = kind ? stepFields(step, kind, prefix, name, offer.ids, () => lens.get()[i], (options, redraw) => replace({ ...lens.get()[i], options }, redraw)) : [];
  // What the schema says no field could hold (none today): named, so the coach knows to write it in the YAML.
  const yamlOnly = kind && kind.yamlOnly.length > 0 ? [el('p', { class: 'legend' }, [`In the YAML only (no field holds its shape): ${kind.yamlOnly.join(', ')}.`])] : [];
  const branches = kind ? branchParts(step, kind, prefix, name, (b, redraw) => replace({ ...lens.get()[i], branches: b }, redraw), () => lens.get()[i], offer) : [];
  return el('li', { 'data-step': prefix }, [el('div', { class: 'step-head' }, [el('strong', {}, [step.kind]), controls]), el('div', { class: 'step-fields' }, fields), ...yamlOnly, ...branches]);
}

/** Words for a branch's heading (docs/scenario-format.md "Branches"). */
const BRANCH_WORDS: Readonly<Record<string, string>> = {
  otherwise: 'when it stops short, then on with the line',
  instead: 'when it stops short, instead of the rest',
  'if.followed': 'when the Shadowing player followed, then on with the line',
};

/** A branch's key as a coach reads it: `if.followed` is "if followed". */
const branchName = (key: string) => key.replace('.', ' ');

/** A step's branches, each a nested editor; with none yet, a button for each branch the schema lets it carry. */
function branchParts(step: FormStep, kind: StepKind, prefix: string, name: string, put: (branches: readonly FormBranch[], redraw: boolean) => void, current: () => FormStep, offer: StepsOffer): HTMLElement[] {
  const branches = step.branches ?? [];
  if (branches.length === 0) {
    // One branch a step (scenario/branch.ts): the buttons show only while it has none.
    return kind.branches.length === 0 ? [] : [el('div', { class: 'branch-add' }, kind.branches.map((key) => button(`+ ${branchName(key)}`, () => put([{ key, steps: [] }], true), { id: `${prefix}-add-${key}`, 'aria-label': `add ${branchName(key)} to ${name}` })))];
  }
  return branches.map((branch, b) => {
    const lens: StepsLens = {
      get: () => current().branches?.[b]?.steps ?? [],
      put: (steps, redraw) => {
        const all = [...(current().branches ?? [])];
        all[b] = { ...all[b], steps };
        put(all, redraw);
      },
    };
    const remove = button('✕', () => put((current().branches ?? []).filter((_, j) => j !== b), true), { 'aria-label': `remove ${branchName(branch.key)} of ${name}` });
    const words = BRANCH_WORDS[branch.key] ?? 'when its outcome says so';
    return el('div', { class: 'branch', 'data-branch': `${prefix}-${branch.key}` }, [
      el('div', { class: 'step-head' }, [el('em', {}, [`${branchName(branch.key)}: ${words}`]), remove]),
      stepsEditor(lens, { prefix: `${prefix}-${branch.key}`, name: `${name} ${branch.key} `, palette: 'list' }, offer),
    ]);
  });
}

/** Every field of one step, of whatever shape (`form-nested.ts`); `by`, `to`, `thrown` offer the players' ids, `target` the opponents'. */
function stepFields(step: FormStep, kind: StepKind, prefix: string, name: string, ids: StepsOffer['ids'], current: () => FormStep, change: (options: FormStep['options'], redraw: boolean) => void): HTMLElement[] {
  return kind.fields.map((field) => {
    const slot: Slot = {
      get: () => current().options[field.name],
      set: (value: Value | undefined, redraw: boolean) => {
        const options: Record<string, Value> = { ...current().options };
        if (value === undefined) delete options[field.name];
        else options[field.name] = value;
        change(options, redraw);
      },
    };
    return optionControl(field, slot, `${prefix}-${field.name}`, name, ids);
  });
}

function buttonPalette(kinds: readonly StepKind[], add: (kind: string) => void): HTMLElement {
  return el('div', { class: 'palette' }, [el('span', { class: 'legend' }, ['Add a step: ']),
    ...kinds.map((k) => button(k.kind, () => add(k.kind), { 'data-add-step': k.kind }))]);
}

/** The palette of a nested list: the same kinds in a list, added with the button beside it. */
function listPalette(prefix: string, kinds: readonly StepKind[], add: (kind: string) => void): HTMLElement {
  const choice = select(kinds.map((k) => k.kind), kinds[0]?.kind ?? '', `${prefix}-kind`);
  return el('div', { class: 'palette' }, [labelled('Step kind', choice), button('Add the step', () => add(choice.value), { id: `${prefix}-add-step` })]);
}
