/**
 * A field of the form for one scalar option read off the schema (a step's `marked`, a player's `thrallAdjacent`):
 * a checkbox for a switch, a select for a choice, a box for a number or a text, the default as placeholder. A value
 * left at the default is unset, so it is not written.
 */
import type { Field } from './form-fields.js';
import { input, labelled, select } from './dom.js';

/** The control of `field` holding `value`; `set` takes the new value (undefined: back to the default). */
export function fieldControl(field: Field, value: string | number | boolean | undefined, id: string, set: (v: string | number | boolean | undefined) => void): HTMLElement {
  const shown = field.default === undefined ? '' : ` (default ${String(field.default)})`;
  if (field.type === 'boolean') {
    const box = input('checkbox', '', id);
    box.checked = value === undefined ? field.default === true : value === true;
    box.addEventListener('change', () => set(box.checked === (field.default === true) ? undefined : box.checked));
    return withHelp(labelled(field.name, box), field);
  }
  if (field.type === 'choice') {
    const choices = field.choices ?? [];
    const values = value !== undefined && !choices.includes(String(value)) ? [...choices, String(value)] : choices;
    const choice = select(['', ...values], value === undefined ? '' : String(value), id, `default${shown}`);
    choice.addEventListener('change', () => set(choice.value === '' ? undefined : choice.value));
    return withHelp(labelled(field.name, choice), field);
  }
  const box = input(field.type === 'integer' ? 'number' : 'text', value === undefined ? '' : String(value), id);
  box.placeholder = field.default === undefined ? '' : String(field.default);
  if (field.minimum !== undefined) box.min = String(field.minimum);
  if (field.maximum !== undefined) box.max = String(field.maximum);
  box.size = 6;
  box.addEventListener('input', () => set(typed(field, box.value)));
  return withHelp(labelled(field.name, box), field);
}

/** A typed field's value: a number for integers (and numeric values), true/false, else the text; empty is unset. */
export function typed(field: Field, text: string): string | number | boolean | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (field.type === 'integer' || (field.type === 'value' && /^-?\d+$/.test(t))) return Number(t);
  if (field.type === 'value' && (t === 'true' || t === 'false')) return t === 'true';
  return t;
}

function withHelp(label: HTMLElement, field: Field): HTMLElement {
  const more = '';
  if (field.description || more) label.title = `${field.description ?? ''}${more}`;
  return label;
}

/** A record of scalar options with `name` set to `value` (removed when undefined). */
export function withOption<T extends string | number | boolean>(options: Readonly<Record<string, T>>, name: string, value: T | undefined): Record<string, T> {
  const next = { ...options };
  if (value === undefined) delete next[name];
  else next[name] = value;
  return next;
}
