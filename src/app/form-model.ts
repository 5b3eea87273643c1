/**
 * The form's view of a scenario: a name, the edition, team re-rolls, one player, at most one opponent and the
 * steps with their scalar options. Read from the YAML's data (`modelOf`, which names the first part the form
 * cannot show) and written back as YAML (`yamlOf`); the YAML stays the one truth, the form is a second way to
 * edit it.
 */

/** A player as the form holds it: characteristics as typed ("3+" or 3), skills comma-separated. */
export interface FormPlayer {
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
  readonly player: FormPlayer;
  readonly opponent: FormPlayer | null;
  readonly steps: readonly FormStep[];
}

/** What the form cannot show, in words (the YAML still can). */
export interface Unsupported {
  readonly unsupported: string;
}

const TOP = ['name', 'edition', 'rerolls', 'player', 'opponent', 'steps'];
const CHARACTERISTICS = ['ma', 'st', 'ag', 'pa', 'av'] as const;

/** A fresh line: an AG 3+ player, no re-roll, no step yet. */
export const NEW_LINE: FormModel = { name: 'my line', edition: null, rerolls: 0, player: emptyPlayer({ ag: '3+' }), opponent: null, steps: [] };

/** An empty player, with some characteristics set. */
export function emptyPlayer(set: Partial<FormPlayer> = {}): FormPlayer {
  return { ma: '', st: '', ag: '', pa: '', av: '', skills: '', ...set };
}

type Data = Record<string, unknown>;
const isMap = (v: unknown): v is Data => v !== null && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v: unknown): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v);

/** The form's model of a scenario's data, or what it cannot show. */
export function modelOf(data: unknown, kinds: ReadonlyMap<string, readonly string[]>): FormModel | Unsupported {
  if (!isMap(data)) return { unsupported: 'the scenario is not a mapping' };
  const extra = Object.keys(data).filter((k) => !TOP.includes(k));
  if (extra.length > 0) return { unsupported: `the form shows name, edition, rerolls, player, opponent and steps; this scenario also has '${extra[0]}'` };
  const player = playerOf(data.player, 'player');
  if ('unsupported' in player) return player;
  const opponent = data.opponent === undefined ? null : playerOf(data.opponent, 'opponent');
  if (opponent && 'unsupported' in opponent) return opponent;
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
    rerolls: typeof data.rerolls === 'number' ? data.rerolls : 0, player, opponent, steps,
  };
}

function playerOf(value: unknown, key: string): FormPlayer | Unsupported {
  if (value === undefined) return emptyPlayer();
  if (!isMap(value)) return { unsupported: `${key} is not a mapping` };
  const extra = Object.keys(value).filter((k) => k !== 'skills' && !(CHARACTERISTICS as readonly string[]).includes(k));
  if (extra.length > 0) return { unsupported: `the form shows a ${key}'s characteristics and skills; this one also has '${extra[0]}'` };
  const skills = value.skills ?? [];
  if (!Array.isArray(skills) || !skills.every((s) => typeof s === 'string')) return { unsupported: `${key}.skills is not a list of names` };
  const text = (k: string) => (isScalar(value[k]) ? String(value[k]) : '');
  return { ma: text('ma'), st: text('st'), ag: text('ag'), pa: text('pa'), av: text('av'), skills: (skills as string[]).join(', ') };
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
  if (other) return { unsupported: `step ${i + 1} (${kind}) sets '${other[0]}', which only the YAML shows` };
  return { kind, options: value as Record<string, string | number | boolean> };
}

/** The YAML of a form's model. */
export function yamlOf(model: FormModel): string {
  const lines = [`name: ${scalar(model.name || 'my line')}`];
  if (model.edition) lines.push(`edition: ${scalar(model.edition)}`);
  lines.push(`rerolls: ${model.rerolls}`);
  lines.push(`player: ${playerYaml(model.player)}`);
  if (model.opponent) lines.push(`opponent: ${playerYaml(model.opponent)}`);
  lines.push('steps:');
  for (const step of model.steps) lines.push(`  - ${stepYaml(step)}`);
  return `${lines.join('\n')}\n`;
}

function playerYaml(player: FormPlayer): string {
  const parts = CHARACTERISTICS.filter((k) => player[k].trim() !== '').map((k) => `${k}: ${characteristic(player[k].trim())}`);
  const skills = player.skills.split(',').map((s) => s.trim()).filter(Boolean);
  if (skills.length > 0) parts.push(`skills: [${skills.map(scalar).join(', ')}]`);
  return `{ ${parts.join(', ')} }`.replace('{  }', '{}');
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
