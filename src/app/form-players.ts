/**
 * The players and the opponents in the form: added and removed, each filled from a roster team and position, or
 * from a star, or typed by hand; skills added from the list its access opens; and its further options
 * read off the schema (`thrallAdjacent`, `action`, an opponent's `apothecary`) under "More".
 */
import type { StarData, TeamData } from './data.js';
import type { Field } from './form-fields.js';
import { addedPlayer, type FormModel, type FormPlayer, type Side } from './form-model.js';
import { fieldControl, withOption } from './form-controls.js';
import { starField } from './form-stars.js';
import { button, el, input, labelled, select } from './dom.js';
import { skillPicker } from './skill-picker.js';
import type { SkillEntry } from './skill-list.js';

type Commit = (model: FormModel, redraw: boolean) => void;
type Now = () => FormModel;

/** What a side's fields offer in the scenario's edition. */
export interface Context {
  readonly skills: readonly SkillEntry[];
  /** The edition's teams, or null when it has no rosters. */
  readonly teams: readonly TeamData[] | null;
  /** The edition's star players, or null when it has none. */
  readonly stars: readonly StarData[] | null;
  /** The further options of a player, of an opponent (the schema's). */
  readonly more: Readonly<Record<Side, readonly Field[]>>;
}

/** The element ids of a side's i-th player: "player", "player-2", …, "opponent", "opponent-2", … */
export function prefixOf(side: Side, i: number): string {
  const stem = side === 'players' ? 'player' : 'opponent';
  return i === 0 ? stem : `${stem}-${i + 1}`;
}

/** A side's players, with "Add a player" ("Add an opponent"). */
export function sideFields(side: Side, model: FormModel, now: Now, commit: Commit, context: Context): HTMLElement {
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
  const field = (key: 'id' | 'ma' | 'st' | 'ag' | 'pa' | 'av' | 'skills', label: string, size: number, shown?: string | number) => {
    const box = input('text', current[key], `${id}-${key}`);
    box.size = size;
    if (shown !== undefined) box.placeholder = String(shown);
    boxes.set(key, box);
    box.addEventListener('input', () => set({ [key]: box.value }, false));
    return labelled(label, box);
  };
  const parts: HTMLElement[] = [el('legend', {}, [side === 'players' ? `Player ${current.id}` : `Opponent ${current.id}`]), field('id', 'Id', 8)];
  if (context.teams) parts.push(...rosterFields(id, context.teams, team, current, set));
  if (context.stars) parts.push(starField(id, context.stars, current, set));
  parts.push(field('ma', 'MA', 2, position?.ma), field('st', 'ST', 2, position?.st), field('ag', 'AG', 3, position?.ag));
  if (side === 'players') parts.push(field('pa', 'PA', 3, position?.pa));
  parts.push(field('av', 'AV', 3, position?.av), field('skills', 'Skills (comma-separated)', 28, position?.skills.join(', ')));
  parts.push(skillPicker(id, context.skills, position, () => boxes.get('skills')!.value, (skills) => {
    boxes.get('skills')!.value = skills;
    set({ skills }, false);
  }));
  parts.push(moreFields(id, context.more[side], current, (more) => set({ more }, false)));
  if (on.remove) parts.push(button('✕', () => on.remove!(), { 'aria-label': `remove ${side === 'players' ? 'player' : 'opponent'} ${current.id}`, class: 'remove-player' }));
  return el('fieldset', { class: 'form-player', 'data-player': id }, parts);
}

/** The player's further options, folded unless one is set. */
function moreFields(id: string, fields: readonly Field[], current: FormPlayer, set: (more: FormPlayer['more']) => void): HTMLElement {
  let more = { ...current.more };
  const controls = fields.map((f) => fieldControl(f, more[f.name], `${id}-more-${f.name}`, (v) => {
    more = withOption(more, f.name, v);
    set(more);
  }));
  return el('details', { class: 'form-more', open: Object.keys(more).length > 0 }, [el('summary', {}, ['More (declared action, adjacent team-mates …)']), el('div', { class: 'form-row' }, controls)]);
}

/** Team and position: choosing a position fills the characteristics and skills from the roster. */
function rosterFields(id: string, teams: readonly TeamData[], team: TeamData | null, current: FormPlayer, set: (part: Partial<FormPlayer>, redraw: boolean) => void): HTMLElement[] {
  const teamChoice = select(['', ...teams.map((t) => t.name)], team?.name ?? '', `${id}-team`, 'by hand');
  teamChoice.addEventListener('change', () => set({ team: teamChoice.value, position: '', star: '' }, true));
  const positionChoice = select(['', ...(team?.positions.map((p) => p.name) ?? [])], current.position, `${id}-position`, team ? 'choose…' : '—');
  positionChoice.disabled = team === null;
  positionChoice.addEventListener('change', () => {
    const chosen = team?.positions.find((p) => p.name === positionChoice.value);
    if (!chosen) return set({ position: '' }, true);
    set({
      position: chosen.name, star: '', ma: String(chosen.ma), st: String(chosen.st), ag: chosen.ag, pa: chosen.pa, av: chosen.av, skills: chosen.skills.join(', '),
    }, true);
  });
  return [labelled('Team', teamChoice), labelled('Position', positionChoice)];
}
