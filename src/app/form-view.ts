/**
 * The form that builds a line by clicks: the player (and an opponent), team re-rolls, and the steps, each with
 * its options as fields (defaults shown), moved up or down and removed; a palette adds any step kind. Built with
 * DOM nodes and textContent only (nothing the author typed becomes markup). Every edit hands the new model to
 * `onChange`; a structural edit (a step added, moved, removed) redraws the form, typing in a field does not.
 */
import type { Field, StepKind } from './form-fields.js';
import { emptyPlayer, NEW_LINE, type FormModel, type FormPlayer, type FormStep } from './form-model.js';

/** The form in its container. */
export interface FormView {
  /** Shows `model` (unless the coach is typing in the form), or says why the form cannot show the scenario. */
  show(model: FormModel | { unsupported: string }): void;
}

type Change = (model: FormModel) => void;

/** Draws the form in `root`. */
export function formView(root: HTMLElement, kinds: readonly StepKind[], skills: Readonly<Record<string, readonly string[]>>, onChange: Change): FormView {
  let model: FormModel = NEW_LINE;
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  const note = el('p', { class: 'legend', id: 'form-note' });
  const body = el('div', { id: 'form-body' });
  const fresh = button('Start a new line', () => commit(NEW_LINE, true), { id: 'new-line' });
  root.replaceChildren(el('div', { class: 'form-top' }, [fresh]), note, body);

  function commit(next: FormModel, redraw: boolean): void {
    model = next;
    if (redraw) draw();
    onChange(model);
  }

  function draw(): void {
    note.textContent = '';
    body.hidden = false;
    body.replaceChildren(
      generalFields(model, () => model, (m) => commit(m, false)),
      playerFields('Player', 'player', model.player, skillsOf(model), (p) => commit({ ...model, player: p }, false)),
      opponentFields(model, () => model, skillsOf(model), commit),
      stepsList(model, () => model, byKind, commit),
      palette(kinds, (kind) => commit({ ...model, steps: [...model.steps, { kind, options: {} }] }, true)),
    );
  }

  function skillsOf(m: FormModel): readonly string[] {
    return skills[m.edition ?? Object.keys(skills)[0]] ?? [];
  }

  draw();
  return {
    show(next) {
      if (root.contains(document.activeElement) && document.activeElement !== fresh) return;
      if ('unsupported' in next) {
        body.hidden = true;
        note.textContent = `The form cannot show this scenario: ${next.unsupported}. Edit it in the YAML, or start a new line.`;
        return;
      }
      model = next;
      draw();
    },
  };
}

/** The model as drawn, and `now()` the model as it is when a handler runs (typing changes it without a redraw). */
type Now = () => FormModel;

function generalFields(model: FormModel, now: Now, change: (m: FormModel) => void): HTMLElement {
  const name = input('text', model.name, 'form-name');
  name.addEventListener('input', () => change({ ...now(), name: name.value }));
  const rerolls = select(Array.from({ length: 9 }, (_, k) => String(k)), String(model.rerolls), 'form-rerolls');
  rerolls.addEventListener('change', () => change({ ...now(), rerolls: Number(rerolls.value) }));
  return el('div', { class: 'form-row' }, [labelled('Name', name), labelled('Team re-rolls', rerolls)]);
}

function playerFields(title: string, id: string, player: FormPlayer, skills: readonly string[], change: (p: FormPlayer) => void): HTMLElement {
  let current = player;
  const boxes = new Map<keyof FormPlayer, HTMLInputElement>();
  const field = (key: keyof FormPlayer, label: string, size: number) => {
    const box = input('text', current[key], `${id}-${key}`);
    box.size = size;
    boxes.set(key, box);
    box.addEventListener('input', () => {
      current = { ...current, [key]: box.value };
      change(current);
    });
    return labelled(label, box);
  };
  const add = select(['', ...skills], '', `${id}-add-skill`, 'add a skill…');
  add.addEventListener('change', () => {
    if (add.value === '') return;
    const skillsBox = boxes.get('skills') as HTMLInputElement;
    skillsBox.value = [skillsBox.value.trim(), add.value].filter(Boolean).join(', ');
    current = { ...current, skills: skillsBox.value };
    add.value = '';
    change(current);
  });
  return el('fieldset', { class: 'form-player' }, [
    el('legend', {}, [title]),
    field('ma', 'MA', 2), field('st', 'ST', 2), field('ag', 'AG', 3), field('pa', 'PA', 3), field('av', 'AV', 3),
    field('skills', 'Skills (comma-separated)', 28), labelled('Skills nuffle models', add),
  ]);
}

function opponentFields(model: FormModel, now: Now, skills: readonly string[], commit: (m: FormModel, redraw: boolean) => void): HTMLElement {
  const has = input('checkbox', '', 'form-has-opponent');
  has.checked = model.opponent !== null;
  has.addEventListener('change', () => commit({ ...now(), opponent: has.checked ? emptyPlayer({ st: '3', av: '9+' }) : null }, true));
  const parts: (HTMLElement | string)[] = [labelled('An opponent (blocked, fouled, marking)', has)];
  if (model.opponent) parts.push(playerFields('Opponent', 'opponent', model.opponent, skills, (o) => commit({ ...now(), opponent: o }, false)));
  return el('div', { class: 'form-opponent' }, parts);
}

function stepsList(model: FormModel, now: Now, byKind: ReadonlyMap<string, StepKind>, commit: (m: FormModel, redraw: boolean) => void): HTMLElement {
  const list = el('ol', { class: 'form-steps', id: 'form-steps' });
  model.steps.forEach((step, i) => {
    const move = (to: number) => {
      const steps = [...now().steps];
      const [moved] = steps.splice(i, 1);
      steps.splice(to, 0, moved);
      commit({ ...now(), steps }, true);
    };
    const kind = byKind.get(step.kind);
    const controls = el('span', { class: 'step-controls' }, [
      button('↑', () => move(i - 1), { 'aria-label': `move step ${i + 1} up`, disabled: i === 0 }),
      button('↓', () => move(i + 1), { 'aria-label': `move step ${i + 1} down`, disabled: i === model.steps.length - 1 }),
      button('✕', () => commit({ ...now(), steps: now().steps.filter((_, j) => j !== i) }, true), { 'aria-label': `remove step ${i + 1}` }),
    ]);
    const change = (options: FormStep['options']) => {
      const next = [...now().steps];
      next[i] = { ...next[i], options };
      commit({ ...now(), steps: next }, false);
    };
    const fields = kind ? stepFields(step, kind, i, change) : [];
    const yamlOnly = kind && kind.yamlOnly.length > 0 ? [el('p', { class: 'legend' }, [`In the YAML only: ${kind.yamlOnly.join(', ')}.`])] : [];
    list.append(el('li', { 'data-step': String(i) }, [el('div', { class: 'step-head' }, [el('strong', {}, [step.kind]), controls]), el('div', { class: 'step-fields' }, fields), ...yamlOnly]));
  });
  return el('div', {}, [el('h3', {}, ['Steps']), model.steps.length === 0 ? el('p', { class: 'legend' }, ['No step yet: add one below.']) : list]);
}

/** The fields of one step; `by` and `label` are left to the YAML's multi-player lines, the rest shown. */
function stepFields(step: FormStep, kind: StepKind, i: number, change: (options: FormStep['options']) => void): HTMLElement[] {
  let options = { ...step.options };
  const set = (name: string, value: string | number | boolean | undefined) => {
    options = { ...options };
    if (value === undefined) delete options[name];
    else options[name] = value;
    change(options);
  };
  return kind.fields.filter((f) => f.name !== 'by' && f.name !== 'label').map((field) => fieldControl(field, options[field.name], `step-${i}-${field.name}`, (v) => set(field.name, v)));
}

function fieldControl(field: Field, value: string | number | boolean | undefined, id: string, set: (v: string | number | boolean | undefined) => void): HTMLElement {
  const shown = field.default === undefined ? '' : ` (default ${String(field.default)})`;
  if (field.type === 'boolean') {
    const box = input('checkbox', '', id);
    box.checked = value === undefined ? field.default === true : value === true;
    box.addEventListener('change', () => set(box.checked === (field.default === true) ? undefined : box.checked));
    return withHelp(labelled(field.name, box), field);
  }
  if (field.type === 'choice') {
    const choice = select(['', ...(field.choices ?? [])], value === undefined ? '' : String(value), id, `default${shown}`);
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

function palette(kinds: readonly StepKind[], add: (kind: string) => void): HTMLElement {
  return el('div', { class: 'palette' }, [el('span', { class: 'legend' }, ['Add a step: ']),
    ...kinds.map((k) => button(k.kind, () => add(k.kind), { 'data-add-step': k.kind }))]);
}

function withHelp(label: HTMLElement, field: Field): HTMLElement {
  if (field.description) label.title = field.description;
  return label;
}

function labelled(text: string, control: HTMLElement): HTMLElement {
  return el('label', { class: 'field' }, [el('span', {}, [text]), control]);
}

function input(type: string, value: string, id: string): HTMLInputElement {
  const box = el('input', { id, type }) as HTMLInputElement;
  if (type !== 'checkbox') box.value = value;
  return box;
}

function select(values: readonly string[], value: string, id: string, emptyLabel = ''): HTMLSelectElement {
  const choice = el('select', { id }) as HTMLSelectElement;
  for (const v of values) choice.add(new Option(v === '' ? emptyLabel : v, v));
  choice.value = value;
  return choice;
}

function button(text: string, click: () => void, attributes: Record<string, string | boolean> = {}): HTMLButtonElement {
  const b = el('button', { type: 'button', ...attributes }, [text]) as HTMLButtonElement;
  b.addEventListener('click', click);
  return b;
}

function el(tag: string, attributes: Record<string, string | boolean> = {}, children: (HTMLElement | string)[] = []): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) {
    if (v === true) node.setAttribute(k, '');
    else if (v !== false) node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}
