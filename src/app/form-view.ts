/**
 * The form that builds a line by clicks: team re-rolls, the players and the opponents (`form-players.ts`), the
 * steps with their branches (`form-steps.ts`), a turn of activations and its order (`form-turn.ts`) and the goal
 * (`form-goal.ts`), bribes, and the variants, `compare:` and `sweep:` (`form-variants.ts`). Built with DOM nodes and textContent only (nothing the author typed becomes markup). Every edit
 * hands the new model to `onChange`; a structural edit (a player, step, branch or activation added, moved,
 * removed, a position or star chosen) redraws the form, typing in a field does not.
 */
import type { StarData, TeamData } from './data.js';
import type { Field, StepKind } from './form-fields.js';
import { NEW_LINE, yamlOf, type FormModel } from './form-model.js';
import { goalFields } from './form-goal.js';
import { sideFields } from './form-players.js';
import { stepsEditor, type StepsOffer } from './form-steps.js';
import { turnFields } from './form-turn.js';
import { variantFields } from './form-variants.js';
import { fieldControl } from './form-controls.js';
import { button, el, input, labelled, select } from './dom.js';
import { focusKey, refocus } from './keep-focus.js';
import type { SkillEntry } from './skill-list.js';


/** The form in its container. */
export interface FormView {
  /** Shows `model` (unless the coach is typing in the form), or says why the form cannot show the scenario. */
  show(model: FormModel | { unsupported: string }): void;
}

/** What the form offers: the step palette, the skills, rosters and stars by edition (the first edition is the default), the schema's further fields. */
export interface FormOffer {
  readonly kinds: readonly StepKind[];
  readonly skills: Readonly<Record<string, readonly SkillEntry[]>>;
  readonly rosters: Readonly<Record<string, readonly TeamData[]>>;
  readonly stars: Readonly<Record<string, readonly StarData[]>>;
  readonly playerFields: readonly Field[];
  readonly opponentFields: readonly Field[];
  readonly metrics: readonly string[];
  readonly bribes: Field;
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
    const context = {
      skills: offer.skills[edition] ?? [], teams: offer.rosters[edition] ?? null, stars: offer.stars[edition] ?? null,
      more: { players: offer.playerFields, opponents: offer.opponentFields },
    };
    const steps: StepsOffer = { kinds: offer.kinds, byKind, ids: { players: model.players.map((p) => p.id), opponents: model.opponents.map((p) => p.id) } };
    const lens = { get: () => now().steps, put: (list: FormModel['steps'], redraw: boolean) => commit({ ...now(), steps: list }, redraw) };
    body.replaceChildren(
      generalFields(model, now, commit, offer.bribes),
      sideFields('players', model, now, commit, context),
      sideFields('opponents', model, now, commit, context),
      el('h3', {}, [model.activations.length === 0 ? 'Steps' : 'Steps (an opening before the turn)']),
      stepsEditor(lens, { prefix: 'step', name: '', palette: 'buttons' }, steps),
      turnFields(model, now, commit, steps),
      el('h3', {}, ['Goal']),
      goalFields(model, now, commit, offer.metrics),
      el('h3', {}, ['Variants (compare:, sweep:)']),
      variantFields(model, now, commit, byKind),
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
      // The YAML the form wrote comes back as data without the rows left blank (an override with no value yet):
      // while it writes the same YAML, the form keeps its own model, blank rows and all.
      if (yamlOf(next) === yamlOf(model)) return;
      model = next;
      draw();
    },
  };
}

function generalFields(model: FormModel, now: Now, commit: Commit, bribes: Field): HTMLElement {
  const name = input('text', model.name, 'form-name');
  name.addEventListener('input', () => commit({ ...now(), name: name.value }, false));
  const rerolls = select(Array.from({ length: 9 }, (_, k) => String(k)), String(model.rerolls ?? 0), 'form-rerolls');
  rerolls.addEventListener('change', () => commit({ ...now(), rerolls: Number(rerolls.value) }, false));
  const bribe = fieldControl(bribes, model.bribes ?? undefined, 'form-bribes', (v) => commit({ ...now(), bribes: typeof v === 'number' ? v : null }, false));
  return el('div', { class: 'form-row' }, [labelled('Name', name), labelled('Team re-rolls', rerolls), bribe]);
}
