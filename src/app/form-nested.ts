/**
 * A step's option of any shape the schema gives it, as controls (read off the schema by `fieldOf`, no code per
 * option): a scalar as its field (`form-controls.ts`); an object as a small fieldset of its fields, set with
 * "+ name" and removed with ✕ when optional (a dodge's `shadowing`); a list as its items, each removed with ✕, and
 * "+ add" (a pass's `interference`); a pair as two boxes (a bomb's `at`); an option of several forms as a choice of
 * the form and the form's controls (a block's `assists`: a count, or a list) — and where a form is an id or that
 * id with options (an assister `x` or `{ by: x, marked: true }`), a row of the id's select and those options, the
 * id alone written while no option is set.
 *
 * Each control reaches its value through a slot (what it holds now, and how to put a new one back), narrowed from
 * its parent's, so an edit deep inside writes the whole step once; a structural edit redraws the form.
 */
import type { Field } from './form-fields.js';
import { fieldControl } from './form-controls.js';
import { formOf, type Value } from './form-value.js';
import { button, el, input, labelled, select } from './dom.js';
import { isMap } from './form-yaml.js';

/** Where a value lives. */
export interface Slot {
  get(): Value | undefined;
  set(value: Value | undefined, redraw: boolean): void;
}

/** The ids an option may name: the players' and the opponents'. */
export interface Ids {
  readonly players: readonly string[];
  readonly opponents: readonly string[];
}

/** Options that name a player of the line (a choice of the players' ids) or an opponent (of the opponents'). */
const PLAYER_OPTIONS = ['by', 'to', 'thrown'];
const OPPONENT_OPTIONS = ['target', 'hit', 'opponent', 'from', 'markedBy', 'others'];

/** The ids `field` names, or null when it is no id. */
function idsOf(field: Field, ids: Ids): readonly string[] | null {
  if (field.type !== 'string') return null;
  if (PLAYER_OPTIONS.includes(field.name)) return ids.players;
  return OPPONENT_OPTIONS.includes(field.name) ? ids.opponents : null;
}

/** The control of `field` at `slot`; `id` names it (and stems its parts' ids), `name` says whose it is in labels. */
export function optionControl(field: Field, slot: Slot, id: string, name: string, ids: Ids, item = false): HTMLElement {
  switch (field.type) {
    case 'object': return objectControl(field, slot, id, name, ids, item);
    case 'list': return listControl(field, slot, id, name, ids);
    case 'pair': return pairControl(field, slot, id);
    case 'either': return keyOf(field) === null ? eitherControl(field, slot, id, name, ids) : keyedControl(field, slot, id, name, ids);
    default: {
      const named = idsOf(field, ids);
      const shown = named && named.length > 0 ? { ...field, type: 'choice' as const, choices: named } : field;
      const value = slot.get();
      return fieldControl(shown, isMap(value) || Array.isArray(value) ? undefined : value as string | number | boolean | undefined, id, (v) => slot.set(v, false));
    }
  }
}

/** A first value for a new item or a form switched to: required fields filled where a first choice exists. */
export function initial(field: Field, ids: Ids): Value | undefined {
  switch (field.type) {
    case 'object': return Object.fromEntries((field.fields ?? []).filter((f) => field.required?.includes(f.name)).flatMap((f) => { const v = initial(f, ids); return v === undefined ? [] : [[f.name, v]]; }));
    case 'list': return [];
    case 'pair': return [0, 0];
    case 'either': return keyOf(field) === null ? initial(field.forms![0], ids) : (idsOf({ ...field.forms![0], name: keyOf(field)! }, ids)?.[0] ?? '');
    case 'choice': return field.choices?.[0];
    case 'string': return idsOf(field, ids)?.[0];
    case 'integer': return typeof field.default === 'number' ? field.default : field.minimum ?? 0;
    default: return undefined;
  }
}

/** A member of an object's slot. */
function member(slot: Slot, key: string): Slot {
  return {
    get: () => { const v = slot.get(); return isMap(v) ? v[key] : undefined; },
    set: (value, redraw) => {
      const next: Record<string, Value> = { ...(isMap(slot.get()) ? slot.get() as Record<string, Value> : {}) };
      if (value === undefined) delete next[key];
      else next[key] = value;
      slot.set(next, redraw);
    },
  };
}

/** An object's fieldset; an item of a list is removed by the list's ✕, so it has none of its own (`item`). */
function objectControl(field: Field, slot: Slot, id: string, name: string, ids: Ids, item: boolean): HTMLElement {
  const value = slot.get();
  const legend = el('legend', {}, [field.name]);
  if (field.description) legend.title = field.description;
  // Unset: one small button, so a step's many optional objects (a block's frenzy, pileDriver, dumpOff) stay short.
  if (!isMap(value)) return addButton(field, () => slot.set(initial(field, ids), true), id, `set ${field.name} of ${name}`);
  const fields = (field.fields ?? []).map((f) => optionControl(f, member(slot, f.name), `${id}-${f.name}`, `${name} ${field.name}`, ids));
  const remove = item ? [] : [button('✕', () => slot.set(undefined, true), { id: `${id}-remove`, 'aria-label': `remove ${field.name} of ${name}` })];
  return el('fieldset', { class: 'nested' }, [legend, el('div', { class: 'step-fields' }, fields), ...remove]);
}

function listControl(field: Field, slot: Slot, id: string, name: string, ids: Ids): HTMLElement {
  const items = () => (Array.isArray(slot.get()) ? slot.get() as readonly Value[] : []);
  const first = () => slot.set([initial(field.item!, ids) ?? ''], true);
  if (!Array.isArray(slot.get())) return addButton(field, first, id, `add to ${field.name} of ${name}`);
  const legend = el('legend', {}, [field.name]);
  if (field.description) legend.title = field.description;
  const rows = items().map((_, k) => {
    const at: Slot = {
      get: () => items()[k],
      set: (value, redraw) => slot.set(items().map((v, j) => (j === k ? value ?? v : v)), redraw),
    };
    // Named by its label alone, its number last: removed, the focus goes to the item before (keep-focus.ts).
    const remove = button('✕', () => { const rest = items().filter((_, j) => j !== k); slot.set(rest.length === 0 ? undefined : rest, true); }, { 'aria-label': `remove ${name} ${field.name} ${k + 1}` });
    return el('li', { class: 'nested-item' }, [optionControl(field.item!, at, `${id}-${k}`, `${name} ${field.name} ${k + 1}`, ids, true), remove]);
  });
  const full = field.maxItems !== undefined && items().length >= field.maxItems;
  const add = button(`+ add to ${field.name}`, () => slot.set([...items(), initial(field.item!, ids) ?? ''], true), { id: `${id}-add`, 'aria-label': `add to ${field.name} of ${name}`, disabled: full });
  return el('fieldset', { class: 'nested' }, [legend, el('ol', { class: 'nested-list' }, rows), add]);
}

/** The button that sets an unset object or starts a list, its title the option's description. */
function addButton(field: Field, click: () => void, id: string, label: string): HTMLElement {
  return button(`+ ${field.name}`, click, { id: `${id}-add`, 'aria-label': label, class: 'nested-add', ...(field.description ? { title: field.description } : {}) });
}

function pairControl(field: Field, slot: Slot, id: string): HTMLElement {
  const value = () => (Array.isArray(slot.get()) ? slot.get() as readonly Value[] : [0, 0]);
  const boxes = [0, 1].map((k) => {
    const box = input('number', String(value()[k] ?? 0), `${id}-${k}`);
    box.size = 3;
    box.addEventListener('input', () => slot.set(value().map((v, j) => (j === k ? Number(box.value || 0) : v)), false));
    return labelled(`${field.name} ${k === 0 ? 'x' : 'y'}`, box);
  });
  return el('span', { class: 'nested-pair', ...(field.description ? { title: field.description } : {}) }, boxes);
}

/** A form in words, for the choice between forms. */
function formWord(field: Field): string {
  switch (field.type) {
    case 'integer': return 'a count';
    case 'boolean': return 'yes or no';
    case 'list': return 'a list';
    case 'object': return 'with options';
    default: return field.type;
  }
}

function eitherControl(field: Field, slot: Slot, id: string, name: string, ids: Ids): HTMLElement {
  const forms = field.forms ?? [];
  const current = formOf(field, slot.get());
  const words = forms.map(formWord);
  const choice = select(words, words[current], `${id}-form`);
  choice.setAttribute('aria-label', `${field.name} of ${name}: its form`);
  choice.addEventListener('change', () => slot.set(initial(forms[words.indexOf(choice.value)], ids), true));
  const shown = { ...forms[current], name: field.name, ...(field.description ? { description: field.description } : {}), ...(field.default !== undefined && forms[current].default === undefined ? { default: field.default } : {}) };
  return el('div', { class: 'nested-either' }, [labelled(`${field.name} as`, choice), optionControl(shown, slot, id, name, ids)]);
}

/** The id key of an option that is an id or that id with options (`x` or `{ by: x, … }`), or null. */
function keyOf(field: Field): string | null {
  const [plain, full] = field.forms ?? [];
  if (field.forms?.length !== 2 || plain.type !== 'string' || full.type !== 'object') return null;
  return full.required?.find((k) => PLAYER_OPTIONS.includes(k) || OPPONENT_OPTIONS.includes(k)) ?? null;
}

/** A row of an id's select and its options; the id alone is written while no option is set. */
function keyedControl(field: Field, slot: Slot, id: string, name: string, ids: Ids): HTMLElement {
  const key = keyOf(field)!;
  const full = field.forms![1];
  const asObject = (): Record<string, Value> => { const v = slot.get(); return isMap(v) ? { ...v } as Record<string, Value> : { [key]: typeof v === 'string' ? v : '' }; };
  const written: Slot = {
    get: asObject,
    set: (value, redraw) => {
      const next = isMap(value) ? value as Record<string, Value> : {};
      const others = Object.keys(next).filter((k) => k !== key);
      slot.set(others.length === 0 ? (next[key] ?? '') : next, redraw);
    },
  };
  const fields = (full.fields ?? []).map((f) => optionControl(f, member(written, f.name), `${id}-${f.name}`, `${name}`, ids));
  return el('div', { class: 'step-fields nested-row' }, fields);
}
