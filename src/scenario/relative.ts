/**
 * Overrides of a `compare:` variant that are relative to the file rather than values: `rerolls: +1` (or `-1`)
 * shifts the team re-rolls, and `<...>.skills: { add: [Pro], remove: [Dodge] }` edits a skill list. They are
 * applied after the sweep's point, so "one more re-roll" holds at every point of a sweep of re-rolls.
 */
import { isMap, isScalar, isSeq, Scalar, YAMLSeq, type Node as YamlNode } from 'yaml';
import { z } from 'zod';
import { message } from '../log/messages.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import { skillKey } from './skills.js';
import { parseWith } from './validate.js';

/** Numbers a variant may shift, with the value when the file leaves them out (the schema's default). */
const SHIFTABLE: Readonly<Record<string, number>> = { rerolls: 0 };

/** "+1", "-2", "+ 1": a number written with its sign. */
const SIGNED = /^([+-])\s*(\d+)$/;

const SkillEdit = z.strictObject({ add: z.array(z.string()).optional(), remove: z.array(z.string()).optional() });

export type Relative =
  | { readonly kind: 'shift'; readonly by: number; readonly node: YamlNode }
  | { readonly kind: 'skills'; readonly add: readonly YamlNode[]; readonly remove: readonly YamlNode[]; readonly node: YamlNode };

/** What an override of a variant, at `keyPath` in the file, asks relative to the file; `null` for a plain value. */
export function readRelative(parsed: ParsedFile, parts: readonly (string | number)[], value: YamlNode | null, keyPath: Path): Relative | null {
  if (value === null) return null;
  const path = parts.join('.');
  if (path in SHIFTABLE && isScalar(value)) {
    const match = SIGNED.exec(writtenText(parsed, value));
    return match ? { kind: 'shift', by: Number(`${match[1]}${match[2]}`), node: value } : null;
  }
  if (parts[parts.length - 1] === 'skills' && isMap(value)) {
    parseWith(parsed, SkillEdit, value.toJSON(), keyPath);
    const items = (key: string) => {
      const list = value.get(key, true);
      return isSeq(list) ? (list.items as YamlNode[]) : [];
    };
    return { kind: 'skills', add: items('add'), remove: items('remove'), node: value };
  }
  return null;
}

/** The scalar as the file spells it: `+1` is the number 1 once parsed, but it was written with its sign. */
function writtenText(parsed: ParsedFile, node: Scalar): string {
  if (typeof node.value === 'string') return node.value.trim();
  const range = node.range;
  return range ? parsed.text.slice(range[0], range[1]).trim() : String(node.value);
}

/**
 * The value node that replaces `current` (the value at the path once the earlier overrides are written, or
 * `undefined` when the file gives none). `text` is the override's path and `keyPath` where it was written.
 */
export function applyRelative(parsed: ParsedFile, relative: Relative, current: unknown, text: string, keyPath: Path): YamlNode {
  return relative.kind === 'shift' ? shifted(parsed, relative, current, text, keyPath) : editedSkills(parsed, relative, current, text, keyPath);
}

function shifted(parsed: ParsedFile, relative: Extract<Relative, { kind: 'shift' }>, current: unknown, text: string, keyPath: Path): YamlNode {
  const base = current === undefined ? SHIFTABLE[text] : isScalar(current) ? current.value : undefined;
  if (typeof base !== 'number') throw errorAt(parsed, keyPath, message.shiftNotNumber(text), true);
  const scalar = new Scalar(base + relative.by);
  scalar.range = relative.node.range ?? null;
  return scalar;
}

function editedSkills(parsed: ParsedFile, relative: Extract<Relative, { kind: 'skills' }>, current: unknown, text: string, keyPath: Path): YamlNode {
  if (current !== undefined && !isSeq(current)) throw errorAt(parsed, keyPath, message.skillEditNotList(text), true);
  const items = current === undefined ? [] : [...(current.items as YamlNode[])];
  const spelled = (node: unknown) => String(isScalar(node) ? node.value : '');
  relative.remove.forEach((node, j) => {
    const at = items.findIndex((item) => skillKey(spelled(item)) === skillKey(spelled(node)));
    if (at < 0) throw errorAt(parsed, [...keyPath, 'remove', j], message.skillNotToRemove(spelled(node), text, items.map(spelled)));
    items.splice(at, 1);
  });
  relative.add.forEach((node, j) => {
    if (items.some((item) => skillKey(spelled(item)) === skillKey(spelled(node)))) {
      throw errorAt(parsed, [...keyPath, 'add', j], message.skillAlreadyThere(spelled(node), text));
    }
    items.push(node.clone() as YamlNode);
  });
  const seq = new YAMLSeq();
  seq.items = items;
  seq.range = (isSeq(current) ? current.range : undefined) ?? relative.node.range ?? null;
  return seq;
}
