/**
 * The few YAML writers the form's model shares: a scalar in flow YAML (plain where it reads back the same, else
 * double-quoted: JSON strings are YAML) and a characteristic (3 stays a number, "3+" a plain string).
 */

const RESERVED = /^(true|false|yes|no|on|off|null|~)$/i;

/** A scalar in flow YAML: plain where it reads back the same, else double-quoted (JSON strings are YAML). */
export function scalar(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const plain = /^[A-Za-z][A-Za-z0-9 ()+'.-]*$/.test(value) && !RESERVED.test(value) && !/ $/.test(value);
  return plain || /^\d+\+$/.test(value) ? value : JSON.stringify(value);
}

/** A characteristic: 3 stays a number, "3+" a plain string. */
export function characteristic(text: string): string {
  return /^-?\d+$/.test(text) ? text : scalar(text);
}

/** A number as typed: plain where it reads as one, else quoted (the YAML's message then says it wants a number). */
export function numberText(text: string): string {
  return /^-?\d+(\.\d+)?$/.test(text) ? text : JSON.stringify(text);
}

/** A mapping of scalars in flow YAML: `{ a: 1, b: x }` (`{}` when empty). */
export function flowMap(entries: readonly (readonly [string, string | number | boolean])[]): string {
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${k}: ${scalar(v)}`).join(', ')} }`;
}

/** The data's plain kinds, as the form reads them. */
export type Data = Record<string, unknown>;
export const isMap = (v: unknown): v is Data => v !== null && typeof v === 'object' && !Array.isArray(v);
export const isScalar = (v: unknown): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v);

/** What the form cannot show, in words (the YAML still can). */
export interface Unsupported {
  readonly unsupported: string;
}
