/**
 * The form that builds a line by clicks: team re-rolls, the players and the opponents (added and removed; each
 * filled from a roster team and position or typed by hand, skills added from the list its access opens), and the
 * steps, each with every option as a field (defaults shown), moved up or down and removed; a palette adds any step
 * kind. Built with DOM nodes and textContent only (nothing the author typed becomes markup). Every edit hands the
 * new model to `onChange`; a structural edit (a player or step added, moved, removed, a position chosen) redraws
 * the form, typing in a field does not.
 */
import type { TeamData } from './data.js';
import type { Field, StepKind } from './form-fields.js';
import { addedPlayer, NEW_LINE, type FormModel, type FormPlayer, type FormStep, type Side } from './form-model.js';
import { button, el, input, labelled, select } from './dom.js';
import { focusKey, refocus } from './keep-focus.js';
import { skillPicker } from './skill-picker.js';
import type { SkillEntry } from './skill-list.js';

/** The form in its container. */
export interface FormView {
  /** Shows `model` (unless the coach is typing in the form), or says why the form cannot show the scenario. */
  show(model: FormModel | { unsupported: string }): void;
}

/** What the form offers: the step palette, the skills and the rosters by edition (the first edition is the default). */
export interface FormOffer {
  readonly kinds: readonly StepKind[];
  readonly skills: Readonly<Record<string, readonly SkillEntry[]>>;
  readonly rosters: Readonly<Record<string, readonly TeamData[]>>;
  readonly defaultEdition: string;
}

type Commit = (model: FormModel, redraw: boolean) => void;
/** The model as it is when a handler runs (typing changes it without a redraw). */
type Now = () => FormModel;

/** Draws the form in `root`. */
export function formView(root: HTMLElement, offer: FormOffer, onChange: (model: FormModel) => void): FormView {
  let model: FormModel = NEW_LINE;
  const byKind = new Map(offer.kinds.map((k) => [k.kind, k]));
  const note = el('p', { class: 'legend', id: 'form-note' });
  const body = el('div', { id: 'form-body' });
  const fresh = button('Start a new line', () => commit(NEW_LINE, true), { id: 'new-line' });
  root.replaceChildren(el('div', { class: 'form-top' }, [fresh]), note, body);
  const now = () => model;

  function commit(next: FormModel, redraw: boolean): void {
    model = next;
    if (redraw) draw();
    onChange(model);
  }

  function draw(): void {
    const focused = focusKey(root, document.activeElement);
    note.textContent = '';
    body.hidden = false;
    const edition = model.edition ?? offer.defaultEdition;
    const context = { skills: offer.skills[edition] ?? [], teams: offer.rosters[edition] ?? null };
    body.replaceChildren(
      generalFields(model, now, commit),
      sideFields('players', model, now, commit, context),
      sideFields('opponents', model, now, commit, context),
      stepsList(model, now, byKind, commit),
      palette(offer.kinds, (kind) => commit({ ...now(), steps: [...now().steps, { kind, options: {} }] }, true)),
    );
    refocus(root, focused);
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

function generalFields(model: FormModel, now: Now, commit: Commit): HTMLElement {
  const name = input('text', model.name, 'form-name');
  name.addEventListener('input', () => commit({ ...now(), name: name.value }, false));
  const rerolls = select(Array.from({ length: 9 }, (_, k) => String(k)), String(model.rerolls), 'form-rerolls');
  rerolls.addEventListener('change', () => commit({ ...now(), rerolls: Number(rerolls.value) }, false));
  return el('div', { class: 'form-row' }, [labelled('Name', name), labelled('Team re-rolls', rerolls)]);
}

interface Context {
  readonly skills: readonly SkillEntry[];
  /** The edition's teams, or null when it has no rosters. */
  readonly teams: readonly TeamData[] | null;
}

/** The element ids of a side's i-th player: "player", "player-2", …, "opponent", "opponent-2", … */
export function prefixOf(side: Side, i: number): string {
  const stem = side === 'players' ? 'player' : 'opponent';
  return i === 0 ? stem : `${stem}-${i + 1}`;
}

function sideFields(side: Side, model: FormModel, now: Now, commit: Commit, context: Context): HTMLElement {
  const list = model[side];
  const replace = (i: number, player: FormPlayer, redraw: boolean) => {
    const next = [...now()[side]];
    next[i] = player;
    commit({ ...now(), [side]: next }, redraw);
  };
  const remove = (i: number) => commit({ ...now(), [side]: now()[side].filter((_, j) => j !== i) }, true);
  const fieldsets = list.map((player, i) => playerFields(side, i, player, context, {
    change: (p, redraw) => replace(i, p, redraw),
    ...(side === 'opponents' || list.length > 1 ? { remove: () => remove(i) } : {}),
  }));
  const what = side === 'players' ? 'a player' : 'an opponent';
  const add = button(`Add ${what}`, () => commit({ ...now(), [side]: [...now()[side], addedPlayer(now(), side)] }, true), { id: `add-${side === 'players' ? 'player' : 'opponent'}` });
  const title = side === 'players' ? 'Players (the active team)' : 'Opponents (blocked, fouled, marking)';
  return el('div', { class: `form-side form-${side}` }, [el('h3', {}, [title]), ...fieldsets, add]);
}

interface PlayerHandlers {
  change(player: FormPlayer, redraw: boolean): void;
  remove?(): void;
}

function playerFields(side: Side, i: number, player: FormPlayer, context: Context, on: PlayerHandlers): HTMLElement {
  const id = prefixOf(side, i);
  let current = player;
  const set = (part: Partial<FormPlayer>, redraw: boolean) => {
    current = { ...current, ...part };
    on.change(current, redraw);
  };
  const team = context.teams?.find((t) => t.name === current.team) ?? null;
  const position = team?.positions.find((p) => p.name === current.position) ?? null;
  const boxes = new Map<keyof FormPlayer, HTMLInputElement>();
  const field = (key: keyof FormPlayer, label: string, size: number, shown?: string | number) => {
    const box = input('text', current[key], `${id}-${key}`);
    box.size = size;
    if (shown !== undefined) box.placeholder = String(shown);
    boxes.set(key, box);
    box.addEventListener('input', () => set({ [key]: box.value }, false));
    return labelled(label, box);
  };
  const parts: HTMLElement[] = [el('legend', {}, [side === 'players' ? `Player ${current.id}` : `Opponent ${current.id}`]), field('id', 'Id', 8)];
  if (context.teams) parts.push(...rosterFields(id, context.teams, team, current, set));
  parts.push(field('ma', 'MA', 2, position?.ma), field('st', 'ST', 2, position?.st), field('ag', 'AG', 3, position?.ag));
  if (side === 'players') parts.push(field('pa', 'PA', 3, position?.pa));
  parts.push(field('av', 'AV', 3, position?.av), field('skills', 'Skills (comma-separated)', 28, position?.skills.join(', ')));
  parts.push(skillPicker(id, context.skills, position, () => boxes.get('skills')!.value, (skills) => {
    boxes.get('skills')!.value = skills;
    set({ skills }, false);
  }));
  if (on.remove) parts.push(button('✕', () => on.remove!(), { 'aria-label': `remove ${side === 'players' ? 'player' : 'opponent'} ${current.id}`, class: 'remove-player' }));
  return el('fieldset', { class: 'form-player', 'data-player': id }, parts);
}

/** Team and position: choosing a position fills the characteristics and skills from the roster. */
function rosterFields(id: string, teams: readonly TeamData[], team: TeamData | null, current: FormPlayer, set: (part: Partial<FormPlayer>, redraw: boolean) => void): HTMLElement[] {
  const teamChoice = select(['', ...teams.map((t) => t.name)], team?.name ?? '', `${id}-team`, 'by hand');
  teamChoice.addEventListener('change', () => set({ team: teamChoice.value, position: '' }, true));
  const positionChoice = select(['', ...(team?.positions.map((p) => p.name) ?? [])], current.position, `${id}-position`, team ? 'choose…' : '—');
  positionChoice.disabled = team === null;
  positionChoice.addEventListener('change', () => {
    const chosen = team?.positions.find((p) => p.name === positionChoice.value);
    if (!chosen) return set({ position: '' }, true);
    set({
      position: chosen.name, ma: String(chosen.ma), st: String(chosen.st), ag: chosen.ag, pa: chosen.pa, av: chosen.av, skills: chosen.skills.join(', '),
    }, true);
  });
  return [labelled('Team', teamChoice), labelled('Position', positionChoice)];
}

function stepsList(model: FormModel, now: Now, byKind: ReadonlyMap<string, StepKind>, commit: Commit): HTMLElement {
  const list = el('ol', { class: 'form-steps', id: 'form-steps' });
  const ids = { players: model.players.map((p) => p.id), opponents: model.opponents.map((p) => p.id) };
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
    const fields = kind ? stepFields(step, kind, i, ids, change) : [];
    const yamlOnly = kind && kind.yamlOnly.length > 0 ? [el('p', { class: 'legend' }, [`In the YAML only: ${kind.yamlOnly.join(', ')}.`])] : [];
    list.append(el('li', { 'data-step': String(i) }, [el('div', { class: 'step-head' }, [el('strong', {}, [step.kind]), controls]), el('div', { class: 'step-fields' }, fields), ...yamlOnly]));
  });
  return el('div', {}, [el('h3', {}, ['Steps']), model.steps.length === 0 ? el('p', { class: 'legend' }, ['No step yet: add one below.']) : list]);
}

/** Options that name a player of the line (a choice of the players' ids) or an opponent (of the opponents'). */
const PLAYER_OPTIONS = ['by', 'to', 'thrown'];
const OPPONENT_OPTIONS = ['target', 'hit'];

/** Every field of one step; `by`, `to`, `thrown` offer the players' ids and `target` the opponents'. */
function stepFields(step: FormStep, kind: StepKind, i: number, ids: { players: string[]; opponents: string[] }, change: (options: FormStep['options']) => void): HTMLElement[] {
  let options = { ...step.options };
  const set = (name: string, value: string | number | boolean | undefined) => {
    options = { ...options };
    if (value === undefined) delete options[name];
    else options[name] = value;
    change(options);
  };
  return kind.fields.map((field) => {
    const named = field.type === 'string' && PLAYER_OPTIONS.includes(field.name) ? ids.players : field.type === 'string' && OPPONENT_OPTIONS.includes(field.name) ? ids.opponents : null;
    const shown = named && named.length > 0 ? { ...field, type: 'choice' as const, choices: named } : field;
    return fieldControl(shown, options[field.name], `step-${i}-${field.name}`, (v) => set(field.name, v));
  });
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

function palette(kinds: readonly StepKind[], add: (kind: string) => void): HTMLElement {
  return el('div', { class: 'palette' }, [el('span', { class: 'legend' }, ['Add a step: ']),
    ...kinds.map((k) => button(k.kind, () => add(k.kind), { 'data-add-step': k.kind }))]);
}

function withHelp(label: HTMLElement, field: Field): HTMLElement {
  const more = field.moreInYaml ? ' (a list of players by id: in the YAML)' : '';
  if (field.description || more) label.title = `${field.description ?? ''}${more}`;
  return label;
}
