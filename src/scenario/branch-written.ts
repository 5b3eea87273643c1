/**
 * A branch on an outcome as written beside a step's kind (`otherwise:` / `instead:` / `if: { followed: }`;
 * docs/scenario-format.md "Branches"): the step alone, which branch, and its steps as written — checked by
 * `validate.ts` as steps, laid out and checked against the line by `branch.ts`.
 */
import { message } from '../log/messages.js';
import { BRANCH_KEYS, IF_OUTCOMES, type BranchMode } from '../vocabulary/index.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import type { StepRegistry } from '../steps/registry.js';

/** A step written with a branch: the step alone (one key), which branch, and the branch's steps as written. */
export interface BranchAsWritten {
  readonly step: Record<string, unknown>;
  readonly mode: BranchMode;
  readonly steps: readonly unknown[];
}

type Key = (typeof BRANCH_KEYS)[number];

/** The branch written beside a step's kind, or null when the step has none (a misspelt one is an error). */
export function readBranch(parsed: ParsedFile, registry: StepRegistry, raw: unknown, path: Path): BranchAsWritten | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const keys = Object.keys(raw);
  const modes = BRANCH_KEYS.filter((m) => keys.includes(m));
  const others = keys.filter((k) => !(BRANCH_KEYS as readonly string[]).includes(k));
  if (modes.length === 0) {
    const kinds = others.filter((k) => registry.find(k) !== undefined);
    const stray = others.find((k) => registry.find(k) === undefined);
    if (others.length === 2 && kinds.length === 1 && stray !== undefined) throw errorAt(parsed, [...path, stray], message.unknownKey(stray, BRANCH_KEYS), true);
    return null;
  }
  if (modes.length > 1) throw errorAt(parsed, [...path, modes[1]], message.branchBoth(), true);
  const key: Key = modes[0];
  if (others.length !== 1) throw errorAt(parsed, path, message.branchNeedsStep(key));
  const value = (raw as Record<string, unknown>)[key];
  const { mode, steps, at } = key === 'if' ? readIf(parsed, value, [...path, 'if']) : { mode: key, steps: value, at: [...path, key] };
  if (!Array.isArray(steps) || steps.length === 0) throw errorAt(parsed, at, message.branchNotList(at[at.length - 1] as string));
  return { step: { [others[0]]: (raw as Record<string, unknown>)[others[0]] }, mode, steps };
}

/** `if:`: a mapping of one outcome (`followed`) to its steps; another key is said with the nearest outcome. */
function readIf(parsed: ParsedFile, value: unknown, path: Path): { mode: BranchMode; steps: unknown; at: Path } {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length !== 1) {
    throw errorAt(parsed, path, message.branchIfShape(IF_OUTCOMES));
  }
  const [outcome, steps] = Object.entries(value)[0];
  const known = IF_OUTCOMES.find((o) => o === outcome);
  if (known === undefined) throw errorAt(parsed, [...path, outcome], message.unknownKey(outcome, IF_OUTCOMES), true);
  return { mode: known, steps, at: [...path, outcome] };
}
