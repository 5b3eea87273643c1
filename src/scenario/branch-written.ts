/**
 * A branch on an outcome as written beside a step's kind (`otherwise:` / `instead:`; docs/scenario-format.md
 * "Branches"): the step alone, which branch, and its steps as written — checked by `validate.ts` as steps, laid out
 * and checked against the line by `branch.ts`.
 */
import { message } from '../log/messages.js';
import { BRANCH_MODES, type BranchMode } from '../vocabulary/index.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import type { StepRegistry } from '../steps/registry.js';

/** A step written with a branch: the step alone (one key), which branch, and the branch's steps as written. */
export interface BranchAsWritten {
  readonly step: Record<string, unknown>;
  readonly mode: BranchMode;
  readonly steps: readonly unknown[];
}

/** The branch written beside a step's kind, or null when the step has none (a misspelt one is an error). */
export function readBranch(parsed: ParsedFile, registry: StepRegistry, raw: unknown, path: Path): BranchAsWritten | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const keys = Object.keys(raw);
  const modes = BRANCH_MODES.filter((m) => keys.includes(m));
  const others = keys.filter((k) => !(BRANCH_MODES as readonly string[]).includes(k));
  if (modes.length === 0) {
    const kinds = others.filter((k) => registry.find(k) !== undefined);
    const stray = others.find((k) => registry.find(k) === undefined);
    if (others.length === 2 && kinds.length === 1 && stray !== undefined) throw errorAt(parsed, [...path, stray], message.unknownKey(stray, BRANCH_MODES), true);
    return null;
  }
  if (modes.length > 1) throw errorAt(parsed, [...path, 'instead'], message.branchBoth(), true);
  const mode = modes[0];
  if (others.length !== 1) throw errorAt(parsed, path, message.branchNeedsStep(mode));
  const steps = (raw as Record<string, unknown>)[mode];
  if (!Array.isArray(steps) || steps.length === 0) throw errorAt(parsed, [...path, mode], message.branchNotList(mode));
  return { step: { [others[0]]: (raw as Record<string, unknown>)[others[0]] }, mode, steps };
}
