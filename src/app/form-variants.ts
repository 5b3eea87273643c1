/**
 * Variants in the form (docs/scenario-format.md "Variants"): `compare:` as named variants, each a list of
 * overrides (a dotted path, offered from the scenario's own paths, or typed; and its value as the YAML writes it),
 * and `sweep:` as rows of (path, the values to try). "Compare variants" starts `compare:` with the scenario as
 * written and a second variant to fill in.
 */
import type { FormModel, FormOverride, FormSweep, FormVariant } from './form-model.js';
import type { StepKind } from './form-fields.js';
import { button, el, input, labelled } from './dom.js';

type Commit = (model: FormModel, redraw: boolean) => void;

/** The dotted paths a variant may override, read off the model: the top values, each player's, each step's options. */
export function scenarioPaths(model: FormModel, byKind: ReadonlyMap<string, StepKind>): string[] {
  const paths = ['rerolls', 'edition', 'bribes', 'goal'];
  for (const [side, single] of [['players', 'player'], ['opponents', 'opponent']] as const) {
    const list = model[side];
    for (const p of list) {
      const stem = list.length === 1 && p.id === single ? single : `${side}.${p.id}`;
      paths.push(...['ma', 'st', 'ag', ...(side === 'players' ? ['pa'] : []), 'av', 'skills'].map((k) => `${stem}.${k}`));
    }
  }
  model.steps.forEach((step, i) => paths.push(`steps.${i}`, ...(byKind.get(step.kind)?.fields ?? []).map((f) => `steps.${i}.${step.kind}.${f.name}`)));
  return paths;
}

/** The variants' part of the form. */
export function variantFields(model: FormModel, now: () => FormModel, commit: Commit, byKind: ReadonlyMap<string, StepKind>): HTMLElement {
  const paths = el('datalist', { id: 'form-paths' }, scenarioPaths(model, byKind).map((p) => { const o = el('option') as HTMLOptionElement; o.value = p; return o; }));
  const compare = model.variants.compare;
  const put = (list: readonly FormVariant[] | null, redraw: boolean) => commit({ ...now(), variants: { ...now().variants, compare: list } }, redraw);
  const list = () => now().variants.compare ?? [];
  const parts: HTMLElement[] = [paths];
  if (compare === null) {
    parts.push(button('Compare variants', () => put([{ name: 'as written', overrides: [] }, { name: 'variant 2', overrides: [{ path: '', value: '' }] }], true), { id: 'add-compare' }));
  } else {
    compare.forEach((variant, k) => parts.push(variantBox(variant, k, list, put)));
    parts.push(button('Add a variant', () => put([...list(), { name: `variant ${list().length + 1}`, overrides: [{ path: '', value: '' }] }], true), { id: 'add-variant' }));
  }
  parts.push(sweepBox(model.variants.sweep, () => now().variants.sweep, (rows, redraw) => commit({ ...now(), variants: { ...now().variants, sweep: rows } }, redraw)));
  return el('div', { class: 'form-variants' }, parts);
}

/** A text box holding `value`, its edits handed to `set`. */
function box(value: string, id: string, set: (text: string) => void, list = false): HTMLInputElement {
  const b = input('text', value, id);
  if (list) b.setAttribute('list', 'form-paths');
  b.addEventListener('input', () => set(b.value));
  return b;
}

function variantBox(variant: FormVariant, k: number, list: () => readonly FormVariant[], put: (l: readonly FormVariant[] | null, redraw: boolean) => void): HTMLElement {
  const id = `variant-${k}`;
  const set = (part: Partial<FormVariant>, redraw: boolean) => put(list().map((v, j) => (j === k ? { ...v, ...part } : v)), redraw);
  const overrides = () => list()[k]?.overrides ?? [];
  const setOverride = (o: number, part: Partial<FormOverride>) => set({ overrides: overrides().map((x, j) => (j === o ? { ...x, ...part } : x)) }, false);
  const rows = variant.overrides.map((override, o) => el('div', { class: 'variant-row' }, [
    labelled('Path', box(override.path, `${id}-${o}-path`, (t) => setOverride(o, { path: t }), true)),
    labelled('Value', box(override.value, `${id}-${o}-value`, (t) => setOverride(o, { value: t }))),
    button('✕', () => set({ overrides: overrides().filter((_, j) => j !== o) }, true), { id: `${id}-${o}-remove`, 'aria-label': `remove override ${o + 1} of variant ${k + 1}` }),
  ]));
  const remove = button('✕', () => { const rest = list().filter((_, j) => j !== k); put(rest.length === 0 ? null : rest, true); }, { id: `${id}-remove`, 'aria-label': `remove variant ${k + 1}` });
  return el('fieldset', { class: 'form-variant', 'data-variant': String(k) }, [
    el('legend', {}, [`Variant ${k + 1}`]),
    el('div', { class: 'variant-row' }, [labelled('Name', box(variant.name, `${id}-name`, (t) => set({ name: t }, false))), remove]),
    ...(rows.length === 0 ? [el('p', { class: 'legend' }, ['The scenario as written.'])] : rows),
    button('+ override', () => set({ overrides: [...overrides(), { path: '', value: '' }] }, true), { id: `${id}-add`, 'aria-label': `add an override to variant ${k + 1}` }),
  ]);
}

function sweepBox(rows: readonly FormSweep[], now: () => readonly FormSweep[], put: (rows: readonly FormSweep[], redraw: boolean) => void): HTMLElement {
  const set = (k: number, part: Partial<FormSweep>) => put(now().map((r, j) => (j === k ? { ...r, ...part } : r)), false);
  return el('fieldset', { class: 'form-variant form-sweep' }, [
    el('legend', {}, ['Sweep: each value tried, at every variant']),
    ...rows.map((row, k) => el('div', { class: 'variant-row' }, [
      labelled('Path', box(row.path, `sweep-${k}-path`, (t) => set(k, { path: t }), true)),
      labelled('Values (comma-separated)', box(row.values, `sweep-${k}-values`, (t) => set(k, { values: t }))),
      button('✕', () => put(now().filter((_, j) => j !== k), true), { id: `sweep-${k}-remove`, 'aria-label': `remove sweep row ${k + 1}` }),
    ])),
    button('Add a sweep row', () => put([...now(), { path: 'rerolls', values: '0, 1, 2' }], true), { id: 'add-sweep' }),
  ]);
}
