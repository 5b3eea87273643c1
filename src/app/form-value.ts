/**
 * A step's option as the form's model holds it: the very data the YAML reads (a number, a switch, a text, a list,
 * a mapping, nested as the schema allows), so a scenario comes back from the form as it went in. `misfit` says
 * where a value leaves the shape read off the schema (the form then says so and leaves it to the YAML);
 * `flowValue` writes it back as flow YAML.
 */
import type { Field } from './form-fields.js';
import { isMap, isScalar, scalar } from './form-yaml.js';

/** An option's value: the YAML's data. */
export type Value = string | number | boolean | readonly Value[] | { readonly [key: string]: Value };

/** Where `value` leaves `field`'s shape (`interference.1.skills`), or null when it fits. */
export function misfit(field: Field, value: unknown, path: string): string | null {
  switch (field.type) {
    case 'integer': return Number.isInteger(value) ? null : path;
    case 'boolean': return typeof value === 'boolean' ? null : path;
    case 'string': case 'choice': return typeof value === 'string' ? null : path;
    case 'value': return isScalar(value) ? null : path;
    case 'pair': return Array.isArray(value) && value.length === 2 ? firstOf(value.map((v, k) => misfit(field.parts![k], v, `${path}.${k}`))) : path;
    case 'list': return Array.isArray(value) ? firstOf(value.map((v, k) => misfit(field.item!, v, `${path}.${k}`))) : path;
    case 'object': {
      if (!isMap(value)) return path;
      const stray = Object.keys(value).find((k) => !field.fields!.some((f) => f.name === k));
      if (stray !== undefined) return `${path}.${stray}`;
      return firstOf(field.fields!.filter((f) => value[f.name] !== undefined).map((f) => misfit(f, value[f.name], `${path}.${f.name}`)));
    }
    case 'either': return field.forms!.some((f) => misfit(f, value, path) === null) ? null : path;
  }
}

/** The form of an `either` field `value` takes (the first that fits), or the first form when none does yet. */
export function formOf(field: Field, value: unknown): number {
  const k = (field.forms ?? []).findIndex((f) => misfit(f, value, '') === null);
  return k < 0 ? 0 : k;
}

function firstOf(list: readonly (string | null)[]): string | null {
  return list.find((m) => m !== null) ?? null;
}

/** A value in flow YAML: `3`, `3+`, `[a, b]`, `{ ag: 3+, marked: 1 }` (`{}`, `[]` when empty). */
export function flowValue(value: Value): string {
  if (value === null) return 'null';
  if (isScalar(value)) return scalar(value);
  if (Array.isArray(value)) return `[${value.map(flowValue).join(', ')}]`;
  const entries = Object.entries(value as Record<string, Value>);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${scalar(k)}: ${flowValue(v)}`).join(', ')} }`;
}
