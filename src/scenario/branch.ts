/**
 * Branches on an outcome as written (`otherwise:` / `instead:` / `if: { followed: }` beside a step's kind;
 * docs/scenario-format.md "Branches"; read off a step's mapping by `branch-written.ts`), once the activation rolls
 * are in: laid out as runs of the flat step list (`StepBranch`) and checked: a branch's steps follow its step without
 * a gap; a step whose stop ends its player's activation (a failed Gaze, a Tentacles hold) branches into other
 * players' steps only; a step after which the rules end the activation whatever the dice (a Gaze, a foul) has no
 * later step of its player; a player with an activation roll acts all inside a branch or all outside it (its roll is
 * made before its first step); `if: { followed: }` hangs on a dodge or jump a Shadowing opponent marks, right before
 * its branch, and its player may act in it (it is still moving).
 */
import { message } from '../log/messages.js';
import { branchPath, branchWord, isContactStep, type BranchMode, type StepBranch } from '../vocabulary/index.js';
import { endsActivation } from './checks.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import type { Player, Step } from './types.js';
import type { RawStep } from './validate.js';

/** Whether `path` lies inside the branch `mode` of the step at `host` (the inserted rolls carry their step's path). */
function within(path: Path, host: Path, mode: BranchMode): boolean {
  const under = [...host, ...branchPath(mode)];
  return path.length > under.length && under.every((part, i) => path[i] === part);
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
    if (apart) throw errorAt(parsed, [...raw.path, ...branchPath(mode)], message.branchApart(players[steps[host].by].id));
    const branch: StepBranch = { host, mode, start, end };
    if (mode === 'followed') checkFollowed(parsed, raw, steps[host], players, branch);
    checkBranch(parsed, raws, steps, players, branch);
    branches.push(branch);
  });
  return branches;
}

/** The step kinds an `if: { followed: }` may hang on: the moves a Shadowing opponent follows (seed 001 Shadowing). */
export const FOLLOWED_HOSTS = ['dodge', 'jump'] as const;

/** The branches only some step kinds may carry, by their path beside the step's kind (the schema allows each on every kind; the check says why). */
export const RESTRICTED_BRANCHES: Readonly<Record<string, readonly string[]>> = { 'if.followed': FOLLOWED_HOSTS };

function isFollowedHost(step: Step): step is Extract<Step, { kind: (typeof FOLLOWED_HOSTS)[number] }> {
  return (FOLLOWED_HOSTS as readonly string[]).includes(step.kind);
}

/**
 * `if: { followed: }`: on a dodge or jump that a Shadowing opponent marks (the shorthand, or a named marker's skill),
 * with nothing inserted between the step and its branch (the follow leads straight into it: `steps/movement.ts`).
 */
function checkFollowed(parsed: ParsedFile, raw: RawStep, host: Step, players: readonly Player[], branch: StepBranch): void {
  const at = [...raw.path, 'if'];
  if (!isFollowedHost(host)) throw errorAt(parsed, at, message.branchIfHost(host.kind), true);
  if (host.shadowing === null) throw errorAt(parsed, at, message.branchIfNoShadowing(players[host.by].id, host.kind), true);
  if (branch.start !== branch.host + 1) throw errorAt(parsed, at, message.branchIfTail(players[host.by].id), true);
}

function checkBranch(parsed: ParsedFile, raws: readonly RawStep[], steps: readonly Step[], players: readonly Player[], branch: StepBranch): void {
  const host = steps[branch.host];
  const who = players[host.by].id;
  const inBranch = (i: number) => i >= branch.start && i < branch.end;
  // On a need not met, or on a follow, the host's player goes on: it may act in the branch.
  const needs = (isContactStep(host) && host.need !== null) || branch.mode === 'followed';
  const ownInBranch = steps.findIndex((s, i) => inBranch(i) && s.by === host.by && s.kind !== 'catch');
  if (!needs && ownInBranch >= 0) throw errorAt(parsed, raws[ownInBranch].path, message.branchOwnPlayer(who, host.kind, branchWord(branch.mode)));
  const ownLater = steps.findIndex((s, i) => i > branch.host && s.by === host.by && s.kind !== 'catch' && s.kind !== 'activation');
  if (endsActivation(host, players) && ownLater >= 0) throw errorAt(parsed, raws[ownLater].path, message.branchAfterEnded(who, host.kind, branchWord(branch.mode)));
  steps.forEach((s, i) => {
    if (s.kind !== 'activation' || !inBranch(i)) return;
    const outside = steps.findIndex((t, j) => t.by === s.by && !inBranch(j));
    if (outside >= 0) throw errorAt(parsed, raws[outside].path, message.branchRollOutside(players[s.by].id, branchWord(branch.mode), host.index));
  });
}
