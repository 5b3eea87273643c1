/**
 * Branches on an outcome as written (`otherwise:` / `instead:` beside a step's kind; docs/scenario-format.md
 * "Branches"; read off a step's mapping by `branch-written.ts`), once the activation rolls are in: laid out as runs of the flat step
 * list (`StepBranch`) and checked: a branch's steps follow its step without a gap; a step whose stop ends its
 * player's activation (a failed Gaze, a Tentacles hold) branches into other players' steps only; a step after which
 * the rules end the activation whatever the dice (a Gaze, a foul) has no later step of its player; a player with an
 * activation roll acts all inside a branch or all outside it (its roll is made before its first step).
 */
import { message } from '../log/messages.js';
import { isContactStep, type BranchMode, type StepBranch } from '../vocabulary/index.js';
import { endsActivation } from './checks.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import type { Player, Step } from './types.js';
import type { RawStep } from './validate.js';

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
