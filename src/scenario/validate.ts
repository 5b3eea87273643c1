/**
 * Checks the parsed data against the schema and reports the first problem in words: unknown keys with the
 * nearest valid name, wrong types, ranges. Steps are checked one by one against their own kind's options.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import { STEP_REGISTRY } from '../steps/index.js';
import type { StepRegistry } from '../steps/registry.js';
import { withRosterPlayers } from './roster-player.js';
import { readBranch } from './branch-written.js';
import { branchPath, type BranchMode } from '../vocabulary/index.js';
import { OpponentSchema, PlayerSchema, scenarioSchema, type STEP_OPTIONS, type StepKind } from './schema.js';

const TopLevel = scenarioSchema(z.unknown());
export type RawScenario = z.output<typeof TopLevel>;
/**
 * A checked step: its kind, its options with defaults filled, and where it stands in the file; with `branch`, the
 * `count` steps after it in the list are its `otherwise:` (or `instead:`, `if: { followed: }`) steps, nested branches
 * included (`branch.ts`).
 */
export type RawStep = { [K in StepKind]: { kind: K; options: z.output<(typeof STEP_OPTIONS)[K]>; path: Path; branch?: WrittenBranch } }[StepKind];
/** A branch as written on its step: which, and how many steps follow in the flat list. */
export interface WrittenBranch {
  readonly mode: BranchMode;
  readonly count: number;
}
/** An activation as checked: its options, the number of its steps (they are in `ValidScenario.steps`), where it stands. */
export type ValidActivation = Omit<NonNullable<RawScenario['activations']>[number], 'steps'> & { readonly count: number; readonly path: Path };
/**
 * The checked scenario. `steps` holds every step: those of `steps:`, then each activation's in turn (a step written
 * in an activation without `by:` is by its player); `activations` says which are whose (`scenario/turn.ts`).
 */
export type ValidScenario = Omit<RawScenario, 'steps' | 'activations'> & { steps: RawStep[]; activations?: ValidActivation[] };

/** The keys a roster position may fill, by side (`roster-player.ts`). */
const ROSTER_KEYS = { player: Object.keys(PlayerSchema.shape), opponent: Object.keys(OpponentSchema.shape) };

/** Checks the parsed file; its steps against the kinds of `registry` (the shipped ones unless a test brings its own). */
export function validate(parsed: ParsedFile, registry: StepRegistry = STEP_REGISTRY): ValidScenario {
  const { data } = parsed;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw errorAt(parsed, [], message.notAMapping());
  if (isProfileData(data)) throw errorAt(parsed, ['situations'], message.profileNotScenario(parsed.file), true);
  const top = parseWith(parsed, TopLevel, withRosterPlayers(parsed, data as Record<string, unknown>, ROSTER_KEYS), []);
  if (top.steps === undefined && top.activations === undefined) throw errorAt(parsed, [], message.missingKey('steps'));
  const steps = validateSteps(parsed, registry, top.steps ?? [], ['steps']);
  if (top.activations === undefined) return { ...top, steps, activations: undefined };
  const activations = top.activations.map((activation, a): ValidActivation => {
    const path: Path = ['activations', a];
    const own = validateSteps(parsed, registry, activation.steps, [...path, 'steps']).map((step) => withBy(step, activation.by));
    steps.push(...own);
    const { steps: _written, ...rest } = activation;
    return { ...rest, count: own.length, path };
  });
  return { ...top, steps, activations };
}

/** A step of an activation: by the activation's player unless it says otherwise (`turn.ts` checks who may). */
function withBy(step: RawStep, by: string): RawStep {
  return step.options.by === undefined ? ({ ...step, options: { ...step.options, by } } as RawStep) : step;
}

/**
 * A skill advisor's profile (`advise/profile-schema.ts`): a mapping with `situations:` and no `steps:`, which no
 * scenario has. Given to `eval`, it is said to be one instead of "missing required key 'steps'".
 */
export function isProfileData(data: unknown): boolean {
  return data !== null && typeof data === 'object' && !Array.isArray(data) && 'situations' in data && !('steps' in data)
    && !('activations' in data);
}

/** The steps of a list, each followed by its branch's steps (`otherwise:` / `instead:` / `if:`), flattened in order. */
export function validateSteps(parsed: ParsedFile, registry: StepRegistry, list: readonly unknown[], base: Path): RawStep[] {
  return list.flatMap((raw, i) => {
    const path = [...base, i];
    const written = readBranch(parsed, registry, raw, path);
    if (written === null) return [validateStep(parsed, registry, raw, path)];
    const inner = validateSteps(parsed, registry, written.steps, [...path, ...branchPath(written.mode)]);
    const host = validateStep(parsed, registry, written.step, path);
    return [{ ...host, branch: { mode: written.mode, count: inner.length } }, ...inner];
  });
}

function validateStep(parsed: ParsedFile, registry: StepRegistry, raw: unknown, path: Path): RawStep {
  if (typeof raw === 'string') {
    const kind = stepKind(parsed, registry, raw, path, false);
    return { kind, options: parseOptions(parsed, registry, kind, {}, path), path } as RawStep;
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || Object.keys(raw).length !== 1) {
    throw errorAt(parsed, path, message.stepShape());
  }
  const [name, options] = Object.entries(raw)[0];
  const kind = stepKind(parsed, registry, name, [...path, name], true);
  return { kind, options: parseOptions(parsed, registry, kind, options ?? {}, [...path, kind]), path } as RawStep;
}

function stepKind(parsed: ParsedFile, registry: StepRegistry, name: string, path: Path, atKey: boolean): StepKind {
  if (registry.find(name)) return name as StepKind;
  throw errorAt(parsed, path, message.unknownStep(name, registry.names), atKey);
}

function parseOptions(parsed: ParsedFile, registry: StepRegistry, kind: StepKind, options: unknown, path: Path): RawStep['options'] {
  return parseWith(parsed, registry.kind(kind).options as z.ZodType<RawStep['options']>, options, path);
}

/** Parses with a zod schema; the first issue becomes a positioned user error. */
export function parseWith<T extends z.ZodType>(parsed: ParsedFile, schema: T, value: unknown, base: Path): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = closestIssue(declaredBound(result.error.issues));
  const path = [...base, ...(issue.path as (string | number)[])];
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0];
    throw errorAt(parsed, [...path, key], message.unknownKey(key, keysAt(schema, issue.path as Path)), true);
  }
  throw errorAt(parsed, path, describeIssue(issue, valueAt(value, issue.path as Path)));
}

/**
 * The first issue, but for an integer's built-in safe range (±9007199254740991, which `int()` checks first) when
 * the schema's own bound at the same place fails too: `rerolls: 1e20` is "at most 8", as `rerolls: 9` is.
 */
function declaredBound(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue {
  const [first] = issues;
  const safe = (issue: z.core.$ZodIssue) => (issue.code === 'too_big' && issue.maximum === Number.MAX_SAFE_INTEGER)
    || (issue.code === 'too_small' && issue.minimum === Number.MIN_SAFE_INTEGER);
  if (!safe(first)) return first;
  const samePlace = (issue: z.core.$ZodIssue) => issue.code === first.code && issue.path.join('.') === first.path.join('.') && !safe(issue);
  return issues.find(samePlace) ?? first;
}

/**
 * A union's issue replaced by the branch that came closest, its path joined on: a branch that got inside the
 * value (goal: { success: lots } is a weights mapping with a bad weight, not a bad metric name), else one that
 * rejected the value itself rather than its type, else the first.
 */
function closestIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const firsts = issue.errors.map((branch) => branch[0]).filter((b) => b !== undefined);
  const closest = firsts.find((b) => b.path.length > 0) ?? firsts.find((b) => b.code === 'invalid_value') ?? firsts[0];
  if (!closest) return issue;
  return closestIssue({ ...closest, path: [...issue.path, ...closest.path] } as z.core.$ZodIssue);
}

function describeIssue(issue: z.core.$ZodIssue, actual: unknown): string {
  const name = String(issue.path[issue.path.length - 1] ?? 'value');
  switch (issue.code) {
    case 'invalid_type':
      if (actual === undefined) return message.missingKey(name);
      if (typeof actual === 'number' && !Number.isFinite(actual)) return message.notFinite(actual);
      return message.wrongType(issue.expected, describeValue(actual));
    case 'too_small':
    case 'too_big': {
      if (issue.code === 'too_big' && Array.isArray(actual)) return message.tooManyItems(name, actual.length, Number(issue.maximum));
      const range = rangeOf(issue);
      return message.outOfRange(name, actual, range);
    }
    case 'invalid_value': {
      const valid = issue.values.map(String);
      if (actual !== null && typeof actual === 'object') return message.wrongChoiceType(valid, describeValue(actual));
      return message.invalidChoice(String(actual), valid);
    }
    default:
      return issue.message;
  }
}

function rangeOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small') return issue.origin === 'array' ? `at least ${issue.minimum} item(s)` : `at least ${issue.minimum}`;
  if (issue.code === 'too_big') return `at most ${issue.maximum}`;
  return '';
}

function describeValue(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const part of path) current = (current as Record<string | number, unknown> | undefined)?.[part];
  return current;
}

/** The keys the schema allows at a path, for "expected one of" and "did you mean". */
function keysAt(schema: z.ZodType, path: Path): string[] {
  let current: unknown = schema;
  for (const part of path) current = child(unwrap(current), part);
  let object = unwrap(current);
  if (object instanceof z.ZodUnion) object = unwrap(child(object, ''));
  if (object instanceof z.ZodObject) return Object.keys(object.shape);
  // A mapping keyed by names, e.g. the goal's weights: its valid keys are the names.
  const keyType = object instanceof z.ZodRecord ? (object.keyType as unknown) : undefined;
  return keyType instanceof z.ZodEnum ? keyType.options.map(String) : [];
}

function unwrap(schema: unknown): unknown {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
    current = current.unwrap();
  }
  return current;
}

function child(schema: unknown, part: string | number): unknown {
  if (schema instanceof z.ZodObject) return schema.shape[part as string];
  if (schema instanceof z.ZodArray) return schema.element;
  if (schema instanceof z.ZodRecord) return schema.valueType;
  if (schema instanceof z.ZodUnion) {
    const options = schema.options.map(unwrap);
    // A list index goes into the union's list (`situations: [..] | { library, add }`).
    const list = typeof part === 'number' ? options.find((o): o is z.ZodArray => o instanceof z.ZodArray) : undefined;
    if (list) return list.element;
    return options.find((o) => o instanceof z.ZodObject) ?? options.find((o) => o instanceof z.ZodRecord);
  }
  return undefined;
}
