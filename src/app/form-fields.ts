/**
 * The step palette as data: every step kind the scenario schema knows (`jsonSchema()`, generated from the step
 * modules' zod schemas) with the options a form can show — numbers, switches, choices and short texts, each with
 * its default and description — and the nested ones, read off the same schema: an object of fields (a throw's
 * `land`), a list of them (a pass's `interference`), a pair (a bomb's `at: [dx, dy]`), and an option that takes one
 * of several forms (a block's `assists`: a count or a list of team-mates, each an id or an id with its options).
 * What the schema says no form could hold stays in the YAML; the form says so. The branches a step may carry and the metrics a goal may weigh are read off it too.
 */
import { RESTRICTED_BRANCHES } from '../index.js';

/** One option of a step, as a form field. */
export interface Field {
  readonly name: string;
  readonly type: 'integer' | 'boolean' | 'string' | 'choice' | 'value' | 'object' | 'list' | 'pair' | 'either';
  readonly description?: string;
  readonly default?: string | number | boolean;
  /** `choice`: the values offered. */
  readonly choices?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  /** `object`: its fields, and those it must have. */
  readonly fields?: readonly Field[];
  readonly required?: readonly string[];
  /** `list`: the shape of an item, and how many at most. */
  readonly item?: Field;
  readonly maxItems?: number;
  /** `pair`: its two parts (`at: [dx, dy]`). */
  readonly parts?: readonly Field[];
  /** `either`: the forms it may take, in the schema's order (`assists`: a count, or a list). */
  readonly forms?: readonly Field[];
}

/** A step kind of the palette. */
export interface StepKind {
  readonly kind: string;
  readonly fields: readonly Field[];
  /** Options only the YAML can set (lists and maps). */
  readonly yamlOnly: readonly string[];
  /**
   * The branches the schema lets the step carry beside its kind, each a list of steps: `otherwise`, `instead`,
   * and for a branch written as a mapping of lists its keys dotted (`if.followed`). Read off the schema, so a
   * branch form added there appears in the form by itself; one the rules allow on some kinds only
   * (`RESTRICTED_BRANCHES`: `if.followed` on a dodge or jump) is offered on those.
   */
  readonly branches: readonly string[];
}

type Json = { [key: string]: unknown };

/** Every step kind of the schema, in the schema's order. */
export function stepKinds(schema: unknown): StepKind[] {
  const steps = ((schema as Json).properties as Json).steps as Json;
  const alternatives = (steps.items as Json).anyOf as Json[];
  const names = (alternatives.find((a) => Array.isArray(a.enum))?.enum ?? []) as string[];
  return names.map((kind) => {
    const written = alternatives.find((a) => (a.properties as Json | undefined)?.[kind] !== undefined);
    const options = optionsObject(written ? (written.properties as Json)[kind] as Json : {});
    const entries = Object.entries((options.properties ?? {}) as Record<string, Json>);
    const fields = entries.flatMap(([name, option]) => fieldOf(name, option) ?? []);
    const beside = Object.entries(((written?.properties ?? {}) as Record<string, Json>)).filter(([key]) => key !== kind);
    return { kind, fields, yamlOnly: entries.filter(([name, option]) => fieldOf(name, option) === null).map(([name]) => name), branches: beside.flatMap(([key, value]) => branchKeys(key, value)).filter((key) => RESTRICTED_BRANCHES[key]?.includes(kind) ?? true) };
  });
}

/** The lists of steps a key beside a step's kind holds: itself when it is a list, its list-valued keys when a mapping. */
function branchKeys(key: string, value: Json): string[] {
  const alternatives = [value, ...((value.anyOf ?? []) as Json[])];
  if (alternatives.some((a) => a.type === 'array')) return [key];
  const mapping = alternatives.find((a) => a.type === 'object' && a.properties !== undefined);
  if (!mapping) return [];
  return Object.entries(mapping.properties as Record<string, Json>).filter(([, v]) => [v, ...((v.anyOf ?? []) as Json[])].some((a) => a.type === 'array')).map(([sub]) => `${key}.${sub}`);
}

/** Keys of a player the form shows in its own boxes (the rest of the player's scalar options are `playerFields`). */
const OWN_BOXES = ['team', 'position', 'star', 'ma', 'st', 'ag', 'pa', 'av', 'skills'];

/** The scalar options of a player (`player`) or an opponent (`opponent`) beyond its characteristics and skills. */
export function playerFields(schema: unknown, side: 'player' | 'opponent'): Field[] {
  const properties = ((((schema as Json).properties as Json)[side] as Json).properties ?? {}) as Record<string, Json>;
  return Object.entries(properties).filter(([name]) => !OWN_BOXES.includes(name)).flatMap(([name, option]) => fieldOf(name, option) ?? []).filter((f) => SCALARS.includes(f.type));
}

/** The fields of one box (the player's row shows these; a step shows every shape). */
export const SCALARS: readonly Field['type'][] = ['integer', 'boolean', 'string', 'choice', 'value'];

/** What the form reads off the schema: the step palette and the further fields of a player and of an opponent. */
export interface FormSchema {
  readonly kinds: readonly StepKind[];
  readonly player: readonly Field[];
  readonly opponent: readonly Field[];
}

/** The form's schema, read off the scenario schema. */
export function formSchema(schema: unknown): FormSchema {
  return { kinds: stepKinds(schema), player: playerFields(schema, 'player'), opponent: playerFields(schema, 'opponent') };
}

/** A top-level option of the scenario as a field (`bribes`), read off the schema. */
export function topField(schema: unknown, name: string): Field | null {
  const option = ((schema as Json).properties as Json)[name] as Json | undefined;
  return option === undefined ? null : fieldOf(name, option);
}

/** The metrics a goal may name or weigh, in the schema's order (`goal:`, docs/scenario-format.md "Goal and tie-breaks"). */
export function goalMetrics(schema: unknown): string[] {
  const goal = ((schema as Json).properties as Json).goal as Json;
  const named = ((goal.anyOf ?? []) as Json[]).find((a) => Array.isArray(a.enum));
  return (named?.enum ?? []) as string[];
}

/** The object alternative of a step's value (`dodge: {…}` or `dodge: null`). */
function optionsObject(value: Json): Json {
  const any = value.anyOf as Json[] | undefined;
  return (any ? any.find((a) => a.type === 'object') : value) ?? {};
}

/** An option as a field, or null when only the YAML can write it. */
export function fieldOf(name: string, option: Json): Field | null {
  const common = {
    name,
    ...(typeof option.description === 'string' ? { description: option.description } : {}),
    ...(isScalar(option.default) ? { default: option.default } : {}),
  };
  if (Array.isArray(option.enum)) return { ...common, type: 'choice', choices: option.enum.map(String) };
  if (option.type === 'integer') {
    return { ...common, type: 'integer', ...(typeof option.minimum === 'number' ? { minimum: option.minimum } : {}), ...(typeof option.maximum === 'number' ? { maximum: option.maximum } : {}) };
  }
  if (option.type === 'boolean') return { ...common, type: 'boolean' };
  if (option.type === 'string') return { ...common, type: 'string' };
  if (option.type === 'object') return objectField(common, option);
  if (option.type === 'array') return arrayField(common, option);
  const any = option.anyOf as Json[] | undefined;
  if (!any) return null;
  if (any.every((a) => a.type === 'integer' || a.type === 'string' || a.type === 'boolean')) return { ...common, type: 'value' };
  // One of several forms (a count or a list, a switch or its options): each form a field of its own.
  const forms = any.filter((a) => a.type !== 'null').map((a) => fieldOf(name, a));
  return forms.every((f): f is Field => f !== null) ? { ...common, type: 'either', forms } : null;
}

/** An object of named fields; null when one of them cannot be a field, or it is a map of free keys. */
function objectField(common: Pick<Field, 'name' | 'description' | 'default'>, option: Json): Field | null {
  if (option.additionalProperties !== undefined && option.additionalProperties !== false) return null;
  const fields = Object.entries((option.properties ?? {}) as Record<string, Json>).map(([k, v]) => fieldOf(k, v));
  if (!fields.every((f): f is Field => f !== null)) return null;
  return { ...common, type: 'object', fields, required: (option.required ?? []) as string[] };
}

/** A list of items of one shape, or a pair (`prefixItems` of two). */
function arrayField(common: Pick<Field, 'name' | 'description' | 'default'>, option: Json): Field | null {
  if (Array.isArray(option.prefixItems)) {
    const parts = (option.prefixItems as Json[]).map((p, k) => fieldOf(String(k), p));
    return parts.length === 2 && parts.every((p): p is Field => p !== null) ? { ...common, type: 'pair', parts } : null;
  }
  const item = fieldOf(common.name, (option.items ?? {}) as Json);
  if (item === null) return null;
  return { ...common, type: 'list', item, ...(typeof option.maxItems === 'number' ? { maxItems: option.maxItems } : {}) };
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
