/**
 * Dotted paths of `compare:` and `sweep:` ("player.skills", "opponent.av", "steps.2.dodge.marked"): read, then
 * checked against the scenario schema and the file's own data, so a typo is reported at the override with the
 * nearest valid name, before anything is evaluated.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { scenarioSchema, StepSchema } from './schema.js';

/** Keys that configure variants; an override cannot reach them. */
export const VARIANT_KEYS = ['compare', 'sweep'] as const;

const TOP = scenarioSchema(StepSchema);

/** "steps.2.dodge" or "steps[2].dodge" → ['steps', 2, 'dodge']. */
export function splitPath(text: string): (string | number)[] {
  return text
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Checks that `parts` names something a scenario can hold, given the file's data (`base`). Returns the problem
 * in words, or `null` when the path is fine.
 */
export function pathProblem(text: string, parts: readonly (string | number)[], base: unknown): string | null {
  if (parts.length === 0) return message.unknownOverridePath(text, '', topKeys());
  let schema: unknown = unwrap(TOP);
  let data: unknown = base;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const last = i === parts.length - 1;
    const step = descend(schema, data, part, last);
    if (typeof step === 'string') return problemText(text, part, step, i === 0 ? TOP : schema, data);
    if (step === null) return message.overrideIntoValue(text, parts.slice(0, i).join('.'));
    [schema, data] = [unwrap(step.schema), step.data];
  }
  return null;
}

/** Where a step of a path leads: the child schema and data, a reason it does not exist, or `null` for a leaf. */
type Descent = { schema: unknown; data: unknown } | 'key' | 'index' | null;

function descend(schema: unknown, data: unknown, part: string | number, last: boolean): Descent {
  const record = asRecord(data);
  if (schema instanceof z.ZodObject) {
    const keys = schema === unwrap(TOP) ? topKeys() : Object.keys(schema.shape);
    return keys.includes(String(part)) ? { schema: schema.shape[part as string], data: record?.[part] } : 'key';
  }
  if (schema instanceof z.ZodRecord) {
    const keys = recordKeys(schema, data);
    const known = keys.includes(String(part)) || (last && keys.length === 0) || (last && !isEnumKeyed(schema));
    return known ? { schema: schema.valueType, data: record?.[part] } : 'key';
  }
  if (schema instanceof z.ZodArray) {
    const length = Array.isArray(data) ? data.length : 0;
    return typeof part === 'number' && part < length ? { schema: schema.element, data: (data as unknown[])[part] } : 'index';
  }
  if (schema instanceof z.ZodUnion) return descendUnion(schema, data, part, last);
  return null;
}

/** A union: a step (bare word or `{ kind: options }`), the goal (name or weights), a characteristic (leaf). */
function descendUnion(schema: z.ZodUnion, data: unknown, part: string | number, last: boolean): Descent {
  const options = schema.options.map(unwrap);
  const objects = options.filter((o): o is z.ZodObject => o instanceof z.ZodObject);
  const records = options.filter((o): o is z.ZodRecord => o instanceof z.ZodRecord);
  if (objects.length === 0 && records.length === 0) return null;
  const present = typeof data === 'string' ? [data] : Object.keys(asRecord(data) ?? {});
  const match = objects.find((o) => String(part) in o.shape);
  if (match && (present.length === 0 || present.includes(String(part)))) {
    return { schema: match.shape[part as string], data: asRecord(data)?.[part] };
  }
  if (records.length > 0) return descend(records[0], data, part, last);
  return 'key';
}

function problemText(text: string, part: string | number, why: 'key' | 'index', schema: unknown, data: unknown): string {
  if (why === 'index') return message.overrideIndex(text, String(part), Array.isArray(data) ? data.length : 0);
  return message.unknownOverridePath(text, String(part), keysAt(unwrap(schema), data));
}

/** The names valid at a point of the schema, for "expected one of". */
function keysAt(schema: unknown, data: unknown): string[] {
  if (schema === unwrap(TOP)) return topKeys();
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodRecord) return recordKeys(schema, data);
  if (schema instanceof z.ZodUnion) {
    if (typeof data === 'string') return [data];
    const present = Object.keys(asRecord(data) ?? {});
    if (present.length > 0) return present;
    return schema.options.map(unwrap).flatMap((o) => (o instanceof z.ZodObject ? Object.keys(o.shape) : []));
  }
  return [];
}

function topKeys(): string[] {
  return Object.keys((unwrap(TOP) as z.ZodObject).shape).filter((k) => !(VARIANT_KEYS as readonly string[]).includes(k));
}

function recordKeys(schema: z.ZodRecord, data: unknown): string[] {
  const keyType = schema.keyType as unknown;
  if (keyType instanceof z.ZodEnum) return keyType.options.map(String);
  return Object.keys(asRecord(data) ?? {});
}

function isEnumKeyed(schema: z.ZodRecord): boolean {
  return (schema.keyType as unknown) instanceof z.ZodEnum;
}

function asRecord(data: unknown): Record<string | number, unknown> | undefined {
  return data !== null && typeof data === 'object' ? (data as Record<string | number, unknown>) : undefined;
}

function unwrap(schema: unknown): unknown {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
    current = current.unwrap();
  }
  return current;
}

