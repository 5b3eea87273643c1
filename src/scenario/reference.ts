/** A step's reference to a player (`by:`) or an opponent (`target:`): by name, or the only one when it is omitted. */
import { errorAt, type ParsedFile, type Path } from './parse.js';

export interface ReferenceMessages {
  /** Several to choose from and none named. */
  readonly required: (ids: readonly string[]) => string;
  /** A name that matches none. */
  readonly unknown: (name: string, ids: readonly string[]) => string;
}

/** The index of `name` among `ids`; the error points at the step (none named) or at its `key` (no match). */
export function resolveReference(
  parsed: ParsedFile, step: { path: Path; kind: string }, key: string, name: string | undefined, ids: readonly string[],
  messages: ReferenceMessages,
): number {
  if (name === undefined) {
    if (ids.length === 1) return 0;
    throw errorAt(parsed, step.path, messages.required(ids));
  }
  const index = ids.indexOf(name);
  if (index < 0) throw errorAt(parsed, [...step.path, step.kind, key], messages.unknown(name, ids));
  return index;
}
