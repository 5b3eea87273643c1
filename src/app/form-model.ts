/**
 * The form's view of a scenario: a name, the edition, team re-rolls, the players and the opponents (each with an
 * id, its roster team and position or its star when it has one, its characteristics and skills), the steps with
 * their scalar options and branches, a turn of activations with its order, and the goal. Read from the YAML's data
 * (`modelOf`, which names the first part the form cannot show) and written back as YAML (`yamlOf`); the YAML stays
 * the one truth, the form is a second way to edit it.
 *
 * One player with the id `player` is written `player:`, several `players:` (likewise `opponent:`/`opponents:`),
 * as the scenario format's shorthand reads. A roster position is written `team:` and `position:` (a star `star:`)
 * beside the characteristics and skills the form shows (keys beside a position win: the YAML says the same either
 * way); a field left blank is not written, so the position's own value (or the scenario's default) applies.
 */
import type { FormSchema } from './form-fields.js';
import { DEFAULT_GOAL, goalLines, goalOf, type FormGoal } from './form-goal-model.js';
import { stepLines, stepsOf, type FormStep } from './form-step-model.js';
import { activationLines, activationsOf, type FormActivation } from './form-turn-model.js';
import { NO_VARIANTS, variantLines, variantsOf, type FormVariants } from './form-variants-model.js';
import { characteristic, isMap, isScalar, scalar, type Data, type Unsupported } from './form-yaml.js';
import { skillsOf } from './skill-list.js';

export { scalar, type Unsupported } from './form-yaml.js';
export type { FormStep, FormBranch } from './form-step-model.js';
export type { FormActivation } from './form-turn-model.js';
export type { FormGoal } from './form-goal-model.js';
export type { FormVariants, FormVariant, FormOverride, FormSweep } from './form-variants-model.js';

/** A player (or an opponent) as the form holds it: characteristics as typed ("3+" or 3), skills comma-separated. */
export interface FormPlayer {
  readonly id: string;
  /** The roster team and position it was filled from, or ''. */
  readonly team: string;
  readonly position: string;
  /** The star player it was filled from (`star:`), or ''. */
  readonly star: string;
  readonly ma: string;
  readonly st: string;
  readonly ag: string;
  readonly pa: string;
  readonly av: string;
  readonly skills: string;
  /** Its further scalar options as written (`thrallAdjacent: true`, `action: blitz`), read off the schema. */
  readonly more: Readonly<Record<string, string | number | boolean>>;
}

/** The whole form. */
export interface FormModel {
  readonly name: string;
  readonly edition: string | null;
  /** Team re-rolls; null when the scenario does not write `rerolls:` (0 then). */
  readonly rerolls: number | null;
  readonly players: readonly FormPlayer[];
  readonly opponents: readonly FormPlayer[];
  readonly steps: readonly FormStep[];
  /** A turn (`activations:`): none for a line of `steps:` alone. */
  readonly activations: readonly FormActivation[];
  /** `order:` of a turn, or '' for the default (best). */
  readonly order: '' | 'best' | 'written';
  readonly goal: FormGoal;
  /** Bribes left (`bribes:`); null when not written (0 then). */
  readonly bribes: number | null;
  /** `compare:` and `sweep:`. */
  readonly variants: FormVariants;
}

/** The two sides: the active team's players, and the opposing players. */
export type Side = 'players' | 'opponents';

const TOP = ['name', 'edition', 'rerolls', 'bribes', 'player', 'players', 'opponent', 'opponents', 'steps', 'activations', 'order', 'goal', 'compare', 'sweep'];
const CHARACTERISTICS = ['ma', 'st', 'ag', 'pa', 'av'] as const;
/** An opponent has no PA (the scenario schema's `OpponentSchema`). */
const OPPONENT_CHARACTERISTICS = ['ma', 'st', 'ag', 'av'] as const;
const SINGLE: Record<Side, string> = { players: 'player', opponents: 'opponent' };

/** An empty player, with some parts set. */
export function emptyPlayer(set: Partial<FormPlayer> = {}): FormPlayer {
  return { id: 'player', team: '', position: '', star: '', ma: '', st: '', ag: '', pa: '', av: '', skills: '', more: {}, ...set };
}

/** A fresh line: an AG 3+ player, no re-roll, no opponent, no step yet. */
export const NEW_LINE: FormModel = {
  name: 'my line', edition: null, rerolls: 0, players: [emptyPlayer({ ag: '3+' })], opponents: [], steps: [], activations: [], order: '', goal: DEFAULT_GOAL, bribes: null, variants: NO_VARIANTS,
};

/** A new player or opponent for `side`, with an id no other on the form has. */
export function addedPlayer(model: FormModel, side: Side): FormPlayer {
  const taken = new Set([...model.players, ...model.opponents].map((p) => p.id));
  const stem = SINGLE[side];
  let id = taken.has(stem) ? `${stem}2` : stem;
  for (let k = 2; taken.has(id); k++) id = `${stem}${k}`;
  return side === 'players' ? emptyPlayer({ id, ag: '3+' }) : emptyPlayer({ id, st: '3', av: '9+' });
}

/** The form's model of a scenario's data, or what it cannot show. */
export function modelOf(data: unknown, schema: FormSchema): FormModel | Unsupported {
  if (!isMap(data)) return { unsupported: 'the scenario is not a mapping' };
  const kinds = new Map(schema.kinds.map((k) => [k.kind, k]));
  const extra = Object.keys(data).filter((k) => !TOP.includes(k));
  if (extra.length > 0) return { unsupported: `the form shows name, edition, rerolls, bribes, players, opponents, steps, activations, order, goal, compare and sweep; this scenario also has '${extra[0]}'` };
  const players = sideOf(data, 'players', schema.player.map((f) => f.name));
  if ('unsupported' in players) return players;
  const opponents = sideOf(data, 'opponents', schema.opponent.map((f) => f.name));
  if ('unsupported' in opponents) return opponents;
  const steps = stepsOf(data.steps, '', kinds);
  if ('unsupported' in steps) return steps;
  const activations = activationsOf(data.activations, kinds);
  if ('unsupported' in activations) return activations;
  const goal = goalOf(data.goal);
  if ('unsupported' in goal) return goal;
  if (data.order !== undefined && data.order !== 'best' && data.order !== 'written') return { unsupported: 'order is neither best nor written' };
  if (data.rerolls !== undefined && typeof data.rerolls !== 'number') return { unsupported: 'rerolls is not a number' };
  if (data.bribes !== undefined && typeof data.bribes !== 'number') return { unsupported: 'bribes is not a number' };
  const variants = variantsOf(data.compare, data.sweep);
  if ('unsupported' in variants) return variants;
  return {
    name: typeof data.name === 'string' ? data.name : '', edition: typeof data.edition === 'string' ? data.edition : null,
    rerolls: typeof data.rerolls === 'number' ? data.rerolls : null, players: players.list, opponents: opponents.list, steps, activations,
    order: data.order ?? '', goal, bribes: typeof data.bribes === 'number' ? data.bribes : null, variants,
  };
}

/** A side's players, from `player:` or `players:` (`opponent:` or `opponents:`). */
function sideOf(data: Data, side: Side, more: readonly string[]): { list: FormPlayer[] } | Unsupported {
  const single = SINGLE[side];
  if (data[single] !== undefined && data[side] !== undefined) return { unsupported: `the scenario has both '${single}' and '${side}'` };
  if (data[single] !== undefined) {
    const one = playerOf(data[single], single, single, side, more);
    return 'unsupported' in one ? one : { list: [one] };
  }
  if (data[side] === undefined) return { list: [] };
  if (!isMap(data[side])) return { unsupported: `${side} is not a mapping` };
  const list: FormPlayer[] = [];
  for (const [id, value] of Object.entries(data[side] as Data)) {
    const one = playerOf(value, id, `${side}.${id}`, side, more);
    if ('unsupported' in one) return one;
    list.push(one);
  }
  return { list };
}

function playerOf(value: unknown, id: string, key: string, side: Side, more: readonly string[]): FormPlayer | Unsupported {
  if (value === null || value === undefined) return emptyPlayer({ id });
  if (!isMap(value)) return { unsupported: `${key} is not a mapping` };
  const shown: readonly string[] = [...(side === 'players' ? CHARACTERISTICS : OPPONENT_CHARACTERISTICS), 'star'];
  const extra = Object.keys(value).filter((k) => k !== 'skills' && k !== 'team' && k !== 'position' && !shown.includes(k) && !(more.includes(k) && isScalar(value[k])));
  if (extra.length > 0) return { unsupported: `the form shows a player's team, position, star, characteristics, skills and scalar options; ${key} also has '${extra[0]}'` };
  const skills = value.skills ?? [];
  if (!Array.isArray(skills) || !skills.every((s) => typeof s === 'string')) return { unsupported: `${key}.skills is not a list of names` };
  const text = (k: string) => (isScalar(value[k]) ? String(value[k]) : '');
  return {
    id, team: text('team'), position: text('position'), star: text('star'), ma: text('ma'), st: text('st'), ag: text('ag'), pa: text('pa'), av: text('av'),
    skills: (skills as string[]).join(', '), more: Object.fromEntries(Object.entries(value).filter(([k]) => more.includes(k))) as FormPlayer['more'],
  };
}

/** The YAML of a form's model. */
export function yamlOf(model: FormModel): string {
  const lines = [`name: ${scalar(model.name || 'my line')}`];
  if (model.edition) lines.push(`edition: ${scalar(model.edition)}`);
  if (model.rerolls !== null) lines.push(`rerolls: ${model.rerolls}`);
  if (model.bribes !== null) lines.push(`bribes: ${model.bribes}`);
  lines.push(...sideYaml(model.players, 'players'), ...sideYaml(model.opponents, 'opponents'));
  // A turn may leave `steps:` out (docs/plan.md); a line of steps alone writes it, empty or not.
  if (model.steps.length > 0 || model.activations.length === 0) lines.push('steps:', ...stepLines(model.steps, 2));
  lines.push(...activationLines(model.activations));
  if (model.order !== '') lines.push(`order: ${model.order}`);
  lines.push(...goalLines(model.goal), ...variantLines(model.variants));
  return `${lines.join('\n')}\n`;
}

function sideYaml(list: readonly FormPlayer[], side: Side): string[] {
  if (list.length === 0) return [];
  if (list.length === 1 && list[0].id === SINGLE[side]) return [`${SINGLE[side]}: ${playerYaml(list[0], side)}`];
  return [`${side}:`, ...list.map((p) => `  ${scalar(p.id)}: ${playerYaml(p, side)}`)];
}

function playerYaml(player: FormPlayer, side: Side): string {
  const parts = (['star', 'team', 'position'] as const).filter((k) => player[k].trim() !== '').map((k) => `${k}: ${scalar(player[k].trim())}`);
  const shown: readonly (typeof CHARACTERISTICS)[number][] = side === 'players' ? CHARACTERISTICS : OPPONENT_CHARACTERISTICS;
  parts.push(...shown.filter((k) => player[k].trim() !== '').map((k) => `${k}: ${characteristic(player[k].trim())}`));
  const skills = skillsOf(player.skills);
  if (skills.length > 0) parts.push(`skills: [${skills.map(scalar).join(', ')}]`);
  parts.push(...Object.entries(player.more).map(([k, v]) => `${k}: ${scalar(v)}`));
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}
