/**
 * The form's view of a scenario: a name, the edition, team re-rolls, the players and the opponents (each with an
 * id, its roster team and position when it has one, its characteristics and skills) and the steps with their
 * scalar options. Read from the YAML's data (`modelOf`, which names the first part the form cannot show) and
 * written back as YAML (`yamlOf`); the YAML stays the one truth, the form is a second way to edit it.
 *
 * One player with the id `player` is written `player:`, several `players:` (likewise `opponent:`/`opponents:`),
 * as the scenario format's shorthand reads. A roster position is written `team:` and `position:` beside the
 * characteristics and skills the form shows (keys beside a position win: the YAML says the same either way); a
 * field left blank is not written, so the position's own value (or the scenario's default) applies.
 */
import { skillsOf } from './skill-list.js';

/** A player (or an opponent) as the form holds it: characteristics as typed ("3+" or 3), skills comma-separated. */
export interface FormPlayer {
  readonly id: string;
  /** The roster team and position it was filled from, or ''. */
  readonly team: string;
  readonly position: string;
  readonly ma: string;
  readonly st: string;
  readonly ag: string;
  readonly pa: string;
  readonly av: string;
  readonly skills: string;
}

/** A step: its kind and the options set (those left at their default are absent). */
export interface FormStep {
  readonly kind: string;
  readonly options: Readonly<Record<string, string | number | boolean>>;
}

/** The whole form. */
export interface FormModel {
  readonly name: string;
  readonly edition: string | null;
  readonly rerolls: number;
  readonly players: readonly FormPlayer[];
  readonly opponents: readonly FormPlayer[];
  readonly steps: readonly FormStep[];
}

/** What the form cannot show, in words (the YAML still can). */
export interface Unsupported {
  readonly unsupported: string;
}

/** The two sides: the active team's players, and the opposing players. */
export type Side = 'players' | 'opponents';

const TOP = ['name', 'edition', 'rerolls', 'player', 'players', 'opponent', 'opponents', 'steps'];
const CHARACTERISTICS = ['ma', 'st', 'ag', 'pa', 'av'] as const;
/** An opponent has no PA (the scenario schema's `OpponentSchema`). */
const OPPONENT_CHARACTERISTICS = ['ma', 'st', 'ag', 'av'] as const;
const SINGLE: Record<Side, string> = { players: 'player', opponents: 'opponent' };

/** An empty player, with some parts set. */
export function emptyPlayer(set: Partial<FormPlayer> = {}): FormPlayer {
  return { id: 'player', team: '', position: '', ma: '', st: '', ag: '', pa: '', av: '', skills: '', ...set };
}

/** A fresh line: an AG 3+ player, no re-roll, no opponent, no step yet. */
export const NEW_LINE: FormModel = { name: 'my line', edition: null, rerolls: 0, players: [emptyPlayer({ ag: '3+' })], opponents: [], steps: [] };

/** A new player or opponent for `side`, with an id no other on the form has. */
export function addedPlayer(model: FormModel, side: Side): FormPlayer {
  const taken = new Set([...model.players, ...model.opponents].map((p) => p.id));
  const stem = SINGLE[side];
  let id = taken.has(stem) ? `${stem}2` : stem;
  for (let k = 2; taken.has(id); k++) id = `${stem}${k}`;
  return side === 'players' ? emptyPlayer({ id, ag: '3+' }) : emptyPlayer({ id, st: '3', av: '9+' });
}

type Data = Record<string, unknown>;
const isMap = (v: unknown): v is Data => v !== null && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v: unknown): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v);

/** The form's model of a scenario's data, or what it cannot show. */
export function modelOf(data: unknown, kinds: ReadonlyMap<string, readonly string[]>): FormModel | Unsupported {
  if (!isMap(data)) return { unsupported: 'the scenario is not a mapping' };
  const extra = Object.keys(data).filter((k) => !TOP.includes(k));
  if (extra.length > 0) return { unsupported: `the form shows name, edition, rerolls, players, opponents and steps; this scenario also has '${extra[0]}'` };
  const players = sideOf(data, 'players');
  if ('unsupported' in players) return players;
  const opponents = sideOf(data, 'opponents');
  if ('unsupported' in opponents) return opponents;
  if (data.steps !== undefined && !Array.isArray(data.steps)) return { unsupported: 'steps is not a list' };
  const steps: FormStep[] = [];
  for (const [i, step] of ((data.steps ?? []) as unknown[]).entries()) {
    const read = stepOf(step, i, kinds);
    if ('unsupported' in read) return read;
    steps.push(read);
  }
  if (data.rerolls !== undefined && typeof data.rerolls !== 'number') return { unsupported: 'rerolls is not a number' };
  return {
    name: typeof data.name === 'string' ? data.name : '', edition: typeof data.edition === 'string' ? data.edition : null,
    rerolls: typeof data.rerolls === 'number' ? data.rerolls : 0, players: players.list, opponents: opponents.list, steps,
  };
}

/** A side's players, from `player:` or `players:` (`opponent:` or `opponents:`). */
function sideOf(data: Data, side: Side): { list: FormPlayer[] } | Unsupported {
  const single = SINGLE[side];
  if (data[single] !== undefined && data[side] !== undefined) return { unsupported: `the scenario has both '${single}' and '${side}'` };
  if (data[single] !== undefined) {
    const one = playerOf(data[single], single, single, side);
    return 'unsupported' in one ? one : { list: [one] };
  }
  if (data[side] === undefined) return { list: [] };
  if (!isMap(data[side])) return { unsupported: `${side} is not a mapping` };
  const list: FormPlayer[] = [];
  for (const [id, value] of Object.entries(data[side] as Data)) {
    const one = playerOf(value, id, `${side}.${id}`, side);
    if ('unsupported' in one) return one;
    list.push(one);
  }
  return { list };
}

function playerOf(value: unknown, id: string, key: string, side: Side): FormPlayer | Unsupported {
  if (value === null || value === undefined) return emptyPlayer({ id });
  if (!isMap(value)) return { unsupported: `${key} is not a mapping` };
  const shown: readonly string[] = side === 'players' ? CHARACTERISTICS : OPPONENT_CHARACTERISTICS;
  const extra = Object.keys(value).filter((k) => k !== 'skills' && k !== 'team' && k !== 'position' && !shown.includes(k));
  if (extra.length > 0) return { unsupported: `the form shows a player's team, position, characteristics and skills; ${key} also has '${extra[0]}'` };
  const skills = value.skills ?? [];
  if (!Array.isArray(skills) || !skills.every((s) => typeof s === 'string')) return { unsupported: `${key}.skills is not a list of names` };
  const text = (k: string) => (isScalar(value[k]) ? String(value[k]) : '');
  return { id, team: text('team'), position: text('position'), ma: text('ma'), st: text('st'), ag: text('ag'), pa: text('pa'), av: text('av'), skills: (skills as string[]).join(', ') };
}

function stepOf(step: unknown, i: number, kinds: ReadonlyMap<string, readonly string[]>): FormStep | Unsupported {
  if (typeof step === 'string' && kinds.has(step)) return { kind: step, options: {} };
  const entries = isMap(step) ? Object.entries(step) : [];
  const [kind, value] = entries[0] ?? [];
  if (entries.length !== 1 || kind === undefined || !kinds.has(kind)) return { unsupported: `step ${i + 1} is not a step the form knows` };
  if (value === null) return { kind, options: {} };
  if (!isMap(value)) return { unsupported: `step ${i + 1} (${kind}) has options that are not a mapping` };
  const fields = kinds.get(kind) ?? [];
  const other = Object.entries(value).find(([k, v]) => !fields.includes(k) || !isScalar(v));
  if (other) return { unsupported: `step ${i + 1} (${kind}) sets '${other[0]}'${fields.includes(other[0]) ? ' as a list or map' : ''}, which only the YAML shows` };
  return { kind, options: value as Record<string, string | number | boolean> };
}

/** The YAML of a form's model. */
export function yamlOf(model: FormModel): string {
  const lines = [`name: ${scalar(model.name || 'my line')}`];
  if (model.edition) lines.push(`edition: ${scalar(model.edition)}`);
  lines.push(`rerolls: ${model.rerolls}`);
  lines.push(...sideYaml(model.players, 'players'), ...sideYaml(model.opponents, 'opponents'));
  lines.push('steps:');
  for (const step of model.steps) lines.push(`  - ${stepYaml(step)}`);
  return `${lines.join('\n')}\n`;
}

function sideYaml(list: readonly FormPlayer[], side: Side): string[] {
  if (list.length === 0) return [];
  if (list.length === 1 && list[0].id === SINGLE[side]) return [`${SINGLE[side]}: ${playerYaml(list[0], side)}`];
  return [`${side}:`, ...list.map((p) => `  ${scalar(p.id)}: ${playerYaml(p, side)}`)];
}

function playerYaml(player: FormPlayer, side: Side): string {
  const parts = (['team', 'position'] as const).filter((k) => player[k].trim() !== '').map((k) => `${k}: ${scalar(player[k].trim())}`);
  const shown: readonly (keyof FormPlayer)[] = side === 'players' ? CHARACTERISTICS : OPPONENT_CHARACTERISTICS;
  parts.push(...shown.filter((k) => player[k].trim() !== '').map((k) => `${k}: ${characteristic(player[k].trim())}`));
  const skills = skillsOf(player.skills);
  if (skills.length > 0) parts.push(`skills: [${skills.map(scalar).join(', ')}]`);
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

function stepYaml(step: FormStep): string {
  const options = Object.entries(step.options);
  if (options.length === 0) return step.kind;
  return `{ ${step.kind}: { ${options.map(([k, v]) => `${k}: ${scalar(v)}`).join(', ')} } }`;
}

/** A characteristic: 3 stays a number, "3+" a plain string. */
function characteristic(text: string): string {
  return /^-?\d+$/.test(text) ? text : scalar(text);
}

const RESERVED = /^(true|false|yes|no|on|off|null|~)$/i;

/** A scalar in flow YAML: plain where it reads back the same, else double-quoted (JSON strings are YAML). */
export function scalar(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const plain = /^[A-Za-z][A-Za-z0-9 ()+'.-]*$/.test(value) && !RESERVED.test(value) && !/ $/.test(value);
  return plain || /^\d+\+$/.test(value) ? value : JSON.stringify(value);
}
