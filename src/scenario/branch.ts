/**
 * Branches on an outcome as written (`otherwise:` / `instead:` beside a step's kind; docs/scenario-format.md
 * "Branches"): read off a step's mapping, then — once the activation rolls are in — laid out as runs of the flat step
 * list (`StepBranch`) and checked: a branch's steps follow its step without a gap; a step whose stop ends its
 * player's activation (a failed Gaze, a Tentacles hold) branches into other players' steps only; a step after which
 * the rules end the activation whatever the dice (a Gaze, a foul) has no later step of its player; a player with an
 * activation roll acts all inside a branch or all outside it (its roll is made before its first step).
 */
import { message } from '../log/messages.js';
import { BRANCH_MODES, isContactStep, type BranchMode, type StepBranch } from '../vocabulary/index.js';
import { endsActivation } from './checks.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import type { StepRegistry } from '../steps/registry.js';
import type { Player, Step } from './types.js';
import type { RawStep } from './validate.js';

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

/** Whether `path` lies inside the branch `mode` of the step at `host` (the inserted rolls carry their step's path). */
function within(path: Path, host: Path, mode: BranchMode): boolean {
  return path.length > host.length + 1 && host.every((part, i) => path[i] === part) && path[host.length] === mode;
}

/** The branches of the flat list `raws` (activation rolls in), as runs of it, checked. */
export function layoutBranches(parsed: ParsedFile, raws: readonly RawStep[], steps: readonly Step[], players: readonly Player[]): StepBranch[] {
  const branches: StepBranch[] = [];
  raws.forEach((raw, host) => {
    if (raw.branch === undefined) return;
    const mode = raw.branch.mode;
    // The host's tail: rolls the reader inserted after it (a Vampire's bite at the end of its activation).
    let start = host + 1;
    while (start < raws.length && raws[start].path === raw.path) start++;
    let end = start;
    while (end < raws.length && within(raws[end].path, raw.path, mode)) end++;
    const apart = end === start || raws.slice(end).some((r) => within(r.path, raw.path, mode));
    if (apart) throw errorAt(parsed, [...raw.path, mode], message.branchApart(players[steps[host].by].id));
    const branch: StepBranch = { host, mode, start, end };
    checkBranch(parsed, raws, steps, players, branch);
    branches.push(branch);
  });
  return branches;
}

function checkBranch(parsed: ParsedFile, raws: readonly RawStep[], steps: readonly Step[], players: readonly Player[], branch: StepBranch): void {
  const host = steps[branch.host];
  const who = players[host.by].id;
  const inBranch = (i: number) => i >= branch.start && i < branch.end;
  const needs = isContactStep(host) && host.need !== null;
  const ownInBranch = steps.findIndex((s, i) => inBranch(i) && s.by === host.by && s.kind !== 'catch');
  if (!needs && ownInBranch >= 0) throw errorAt(parsed, raws[ownInBranch].path, message.branchOwnPlayer(who, host.kind, branch.mode));
  const ownLater = steps.findIndex((s, i) => i > branch.host && s.by === host.by && s.kind !== 'catch' && s.kind !== 'activation');
  if (endsActivation(host, players) && ownLater >= 0) throw errorAt(parsed, raws[ownLater].path, message.branchAfterEnded(who, host.kind, branch.mode));
  steps.forEach((s, i) => {
    if (s.kind !== 'activation' || !inBranch(i)) return;
    const outside = steps.findIndex((t, j) => t.by === s.by && !inBranch(j));
    if (outside >= 0) throw errorAt(parsed, raws[outside].path, message.branchRollOutside(players[s.by].id, branch.mode, host.index));
  });
}
