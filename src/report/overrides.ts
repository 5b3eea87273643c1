/**
 * A file's `compare:` as its author wrote it, for the report's words: a value is a value, but `rerolls: +1` is a
 * shift ("one more team re-roll") and `player.skills: { add: [Pro] }` an edit ("adds Pro"). The parsed data has
 * lost the sign of `+1`, so each override is read from the YAML document by the scenario's own reader
 * (`scenario/relative.ts`).
 */
import { isMap, isScalar, type Node as YamlNode, type Scalar } from 'yaml';
import { splitPath } from '../scenario/override-path.js';
import type { ParsedFile } from '../scenario/parse.js';
import { readRelative, type Relative } from '../scenario/relative.js';

/** One override of a variant, as written. */
export type WrittenOverride =
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'shift'; readonly by: number }
  | { readonly kind: 'skills'; readonly add: readonly string[]; readonly remove: readonly string[] };

/** Each variant's overrides by path, in file order (undefined without `compare:`). */
export type WrittenCompare = Readonly<Record<string, Readonly<Record<string, WrittenOverride>>>>;

/** The `compare:` of a parsed file as written. */
export function writtenCompare(parsed: ParsedFile): WrittenCompare | undefined {
  const compare = parsed.doc.get('compare', true);
  if (!isMap(compare)) return undefined;
  return Object.fromEntries(compare.items.map((pair) => {
    const name = String((pair.key as Scalar).value);
    const body = pair.value;
    const overrides = isMap(body) ? body.items.map((item) => writtenOverride(parsed, name, item.key as Scalar, item.value as YamlNode | null)) : [];
    return [name, Object.fromEntries(overrides)];
  }));
}

function writtenOverride(parsed: ParsedFile, variant: string, key: Scalar, value: YamlNode | null): [string, WrittenOverride] {
  const path = String(key.value);
  const relative = readRelative(parsed, splitPath(path), value, ['compare', variant, path]);
  return [path, relative === null ? { kind: 'value', value: value?.toJSON() ?? null } : fromRelative(relative)];
}

function fromRelative(relative: Relative): WrittenOverride {
  if (relative.kind === 'shift') return { kind: 'shift', by: relative.by };
  const names = (nodes: readonly YamlNode[]) => nodes.map((node) => String(isScalar(node) ? node.value : node));
  return { kind: 'skills', add: names(relative.add), remove: names(relative.remove) };
}
