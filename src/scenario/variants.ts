/**
 * `compare:` and `sweep:`: one scenario file becomes every variant at every grid point. Each override is written
 * into a copy of the YAML document *before* validation, keeping the override's own nodes (and so their line and
 * column): every variant is checked exactly like a file, and a bad value points at the override that wrote it.
 */
import { isMap, isScalar, isSeq, Pair, Scalar, YAMLMap, type Document, type Node as YamlNode } from 'yaml';
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { scenarioFromParsed } from './load.js';
import { pathProblem, splitPath } from './override-path.js';
import { applyRelative, readRelative, type Relative } from './relative.js';
import { MAX_VARIANTS } from './limits.js';
import { errorAt, readScenarioFile, toData, type ParsedFile, type Path } from './parse.js';
import { CompareSchema, SweepSchema } from './schema.js';
import type { Scenario } from './types.js';
import { parseWith } from './validate.js';
import { z } from 'zod';

/** One evaluation of a file: a variant (its `compare:` name, or "base") at one point of the sweep grid. */
export interface ScenarioVariant {
  readonly variant: string;
  /** The grid point: swept path → value ({} without `sweep:`). */
  readonly params: Readonly<Record<string, unknown>>;
  readonly scenario: Scenario;
}

/** At most this many evaluations per file (variants × grid points); see limits.ts. */
export { MAX_VARIANTS };

/** One override as written: its dotted path, the value node, and where the path was written. */
interface Override {
  readonly text: string;
  readonly parts: (string | number)[];
  readonly value: YamlNode | null;
  readonly keyPath: Path;
  readonly keyRange: [number, number, number] | undefined;
  /** A variant's `rerolls: +1` or `skills: { add, remove }`: applied after the sweep's point (`relative.ts`). */
  readonly relative: Relative | null;
}

const VariantKeys = z.object({ compare: CompareSchema.optional(), sweep: SweepSchema.optional() });

/** Every (variant, grid point) of a file, each a checked, normalised scenario. */
export function loadVariants(file: string): ScenarioVariant[] {
  return expandVariants(readScenarioFile(file));
}

/** Every (variant, grid point) of a parsed file; a file without `compare:`/`sweep:` is one "base" variant. */
export function expandVariants(parsed: ParsedFile): ScenarioVariant[] {
  const data = parsed.data;
  if (!hasVariantKeys(data)) return [{ variant: 'base', params: {}, scenario: scenarioFromParsed(parsed) }];
  const keys = parseWith(parsed, VariantKeys, data, []);
  if (keys.compare && Object.keys(keys.compare).length === 0) throw errorAt(parsed, ['compare'], message.emptyCompare());
  const variants = readVariants(parsed);
  const grid = gridPoints(readSweep(parsed));
  const count = variants.length * grid.length;
  if (count > MAX_VARIANTS) throw tooManyEvaluations(parsed, variants.length, grid.length);
  checkOverlaps(parsed, variants, grid[0] ?? []);
  return variants.flatMap(([name, overrides]) =>
    grid.map((point) => {
      const params = Object.fromEntries(point.map((o) => [o.text, o.value?.toJSON() ?? null]));
      const label = describeVariant(keys.compare ? name : null, params);
      const [relative, plain] = [overrides.filter((o) => o.relative), overrides.filter((o) => !o.relative)];
      return { variant: name, params, scenario: variantScenario(parsed, [...plain, ...point, ...relative], label) };
    }),
  );
}

/** Too many evaluations: placed at the sweep when there is one (it multiplies), else at compare. */
/** Whether a file's data asks for variants (`compare:` or `sweep:`); without, its one variant is the file itself. */
export function hasVariantKeys(data: unknown): boolean {
  return data !== null && typeof data === 'object' && ('compare' in data || 'sweep' in data);
}

function tooManyEvaluations(parsed: ParsedFile, variants: number, points: number): UserError {
  const count = variants * points;
  if (topNode(parsed.doc, 'sweep') === undefined) return errorAt(parsed, ['compare'], message.tooManyCompared(count, MAX_VARIANTS), true);
  return errorAt(parsed, ['sweep'], message.tooManyVariants(count, MAX_VARIANTS, topNode(parsed.doc, 'compare') !== undefined), true);
}

/** The variants as written (or the file itself as "base"), each with its overrides checked. */
function readVariants(parsed: ParsedFile): [string, Override[]][] {
  const compare = topNode(parsed.doc, 'compare');
  if (!isMap(compare)) return [['base', []]];
  return compare.items.map((pair) => {
    const name = String((pair.key as Scalar).value);
    const body = pair.value;
    const overrides = isMap(body) ? body.items.map((item) => readOverride(parsed, item, ['compare', name], true)) : [];
    return [name, overrides];
  });
}

/** The sweep's axes: for each swept path, one override per value. */
function readSweep(parsed: ParsedFile): Override[][] {
  const sweep = topNode(parsed.doc, 'sweep');
  if (!isMap(sweep)) return [];
  return sweep.items.map((pair) => {
    const axis = readOverride(parsed, pair, ['sweep']);
    const values = isSeq(pair.value) ? (pair.value.items as YamlNode[]) : [];
    const seen = new Set<string>();
    values.forEach((value, i) => {
      const text = JSON.stringify(value.toJSON());
      if (seen.has(text)) throw errorAt(parsed, ['sweep', axis.text, i], message.sweepDuplicate(axis.text, text));
      seen.add(text);
    });
    return values.map((value) => ({ ...axis, value }));
  });
}

/** An override as written; `relative` when a variant's override may be relative to the file (not a sweep's). */
function readOverride(parsed: ParsedFile, pair: Pair, at: Path, relative = false): Override {
  const key = pair.key as Scalar;
  const text = String(key.value);
  const parts = splitPath(text);
  const keyPath = [...at, text];
  const problem = pathProblem(text, parts, parsed.data);
  if (problem) throw errorAt(parsed, keyPath, problem, true);
  const value = (pair.value as YamlNode | null) ?? null;
  return { text, parts, value, keyPath, keyRange: key.range ?? undefined, relative: relative ? readRelative(parsed, parts, value, keyPath) : null };
}

/** Every combination of the axes' values, the first axis outermost. */
function gridPoints(axes: readonly Override[][]): Override[][] {
  return axes.reduce<Override[][]>((points, axis) => points.flatMap((p) => axis.map((o) => [...p, o])), [[]]);
}

/** A variant may not set what the sweep sets (nor a part or a whole of it). */
function checkOverlaps(parsed: ParsedFile, variants: readonly [string, Override[]][], axes: readonly Override[]): void {
  for (const axis of axes) {
    for (const [name, overrides] of variants) {
      // A relative override composes with the sweep (written on top of each point): no clash.
      const clash = overrides.find((o) => !o.relative && (isPrefix(o.parts, axis.parts) || isPrefix(axis.parts, o.parts)));
      if (clash) throw errorAt(parsed, axis.keyPath, message.sweepOverlap(axis.text, name, clash.text), true);
    }
  }
}

function isPrefix(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length <= b.length && a.every((part, i) => part === b[i]);
}

/** "variant 'Claws' with opponent.av = 9" for messages. */
function describeVariant(name: string | null, params: Record<string, unknown>): string {
  const point = Object.entries(params).map(([path, value]) => `${path} = ${JSON.stringify(value)}`).join(', ');
  if (name === null) return `sweep point ${point}`;
  return point ? `variant '${name}' with ${point}` : `variant '${name}'`;
}

/** The file with the overrides written in, validated and normalised; errors name the variant. */
function variantScenario(parsed: ParsedFile, overrides: readonly Override[], label: string): Scenario {
  const doc = shallowCopy(parsed.doc);
  doc.contents = shallowCopy(parsed.doc.contents);
  const owned = new Set<unknown>([doc.contents]);
  try {
    for (const override of overrides) writeOverride(parsed, doc, override, owned);
    return scenarioFromParsed({ ...parsed, doc, data: toData(parsed, doc) });
  } catch (error) {
    if (error instanceof UserError) throw new UserError(error.where, message.inVariant(label, error.detail));
    throw error;
  }
}

function topNode(doc: Document, key: string): unknown {
  return isMap(doc.contents) ? doc.contents.get(key, true) : undefined;
}

/**
 * A copy of a document, a collection or a pair that shares what it holds (a collection's items are copied as a list,
 * a map's pairs each copied: a write into the copy leaves the original as it was).
 */
function shallowCopy<T>(node: T): T {
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.create(Object.getPrototypeOf(node), Object.getOwnPropertyDescriptors(node)) as T;
  if (isMap(copy)) copy.items = copy.items.map((pair) => shallowCopy(pair));
  else if (isSeq(copy)) copy.items = copy.items.slice();
  return copy;
}

/**
 * Writes the override's value node at its path, creating the maps on the way (positioned at the override). The
 * variant's document shares the file's nodes but those on the overrides' paths, copied on the way down (`owned`:
 * the copies and the maps made): copying the whole document for each variant was most of a sweep's reading time.
 */
function writeOverride(parsed: ParsedFile, doc: Document, override: Override, owned: Set<unknown>): void {
  let node: unknown = doc.contents;
  const { parts } = override;
  for (let i = 0; i < parts.length - 1; i++) {
    node = childFor(node, parts[i], parts[i + 1], override.keyRange, owned);
  }
  const last = parts[parts.length - 1];
  setChild(node, last, valueNode(parsed, override, getChild(node, last)), override.keyRange);
}

/** The node an override writes: its own value, or (relative) the file's value changed as it asks. */
function valueNode(parsed: ParsedFile, override: Override, current: YamlNode | undefined): YamlNode {
  if (override.relative) return applyRelative(parsed, override.relative, current, override.text, override.keyPath);
  return override.value === null ? new Scalar(null) : (override.value.clone() as YamlNode);
}

/** The child at `part`, made a map if it is missing, empty or a bare-word step (`- rush` → `- rush: {}`). */
function childFor(node: unknown, part: string | number, next: string | number, range: Override['keyRange'], owned: Set<unknown>): unknown {
  const child = getChild(node, part);
  if (isMap(child) || isSeq(child)) {
    if (owned.has(child)) return child;
    const copy = shallowCopy(child);
    owned.add(copy);
    setChild(node, part, copy, range);
    return copy;
  }
  const map = new YAMLMap();
  owned.add(map);
  map.range = range ?? child?.range ?? null;
  if (isScalar(child) && child.value === next) map.items.push(new Pair(positioned(String(next), child.range ?? range), new YAMLMap()));
  setChild(node, part, map, range);
  return map;
}

function getChild(node: unknown, part: string | number): YamlNode | undefined {
  if (isMap(node)) return node.get(part, true) as YamlNode | undefined;
  if (isSeq(node) && typeof part === 'number') return node.items[part] as YamlNode | undefined;
  return undefined;
}

function setChild(node: unknown, part: string | number, value: YamlNode, range: Override['keyRange']): void {
  if (isSeq(node) && typeof part === 'number') {
    node.items[part] = value;
  } else if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && p.key.value === part);
    if (pair) pair.value = value;
    else node.items.push(new Pair(positioned(part, range), value));
  }
}

function positioned(value: string | number, range: Override['keyRange'] | null): Scalar {
  const scalar = new Scalar(value);
  scalar.range = range ?? null;
  return scalar;
}
