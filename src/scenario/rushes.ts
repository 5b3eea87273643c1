/**
 * The rush limit, counted along each way through a line with branches (`otherwise:` / `instead:` / `if:`;
 * `model/branch.ts` says where the steps lead): a way into a branch holds its rushes, the way past it does not, so
 * a rush in a branch and one in the steps it skips are never counted together. At most two rushes per activation,
 * three with Sprint (seed 001 Sprint); one more with bb2020 Burst of Speed, "once per game, declared after her second
 * Rush: a third Rush (2+, usual modifiers)" (stars.md; FFB `C/skill/bb2020/special/BurstOfSpeed.java`) — its rush is
 * an ordinary `rush` step, so the rule is this count.
 */
import { message } from '../log/messages.js';
import type { ActivationSpan, StepBranch } from '../vocabulary/index.js';
import { errorAt, type ParsedFile } from './parse.js';
import type { Player, Step } from './types.js';
import type { RawStep } from './validate.js';

/** The rushes `player` may make in its activation. */
export function rushesAllowed(player: Player): number {
  return 2 + (player.skills.has('Sprint') ? 1 : 0) + (player.skills.has('Burst of Speed') ? 1 : 0);
}

/** The line's shape: its length, its branches and its activations (where an `instead` branch's line ends). */
export interface LineShape {
  readonly length: number;
  readonly branches: readonly StepBranch[];
  readonly activations?: readonly ActivationSpan[];
}

/**
 * Where the line can go after step `i` (0-based; `length` is the end): into the branch it hosts or past it (after
 * its tail, the rolls inserted after it); from the last step of a tail past its step's branch; from the last step
 * of an `instead` branch to the end of its activation (or of the line); else on.
 */
export function nextSteps(line: LineShape, i: number): number[] {
  const hosted = line.branches.find((b) => b.host === i);
  if (hosted !== undefined) return [hosted.start, hosted.start === i + 1 ? hosted.end : i + 1];
  const tail = line.branches.find((b) => b.host < i && i === b.start - 1);
  if (tail !== undefined) return [tail.end];
  const exit = line.branches.find((b) => b.mode === 'instead' && b.start <= i && i === b.end - 1);
  if (exit !== undefined) return [line.activations?.find((a) => exit.host >= a.start && exit.host < a.end)?.end ?? line.length];
  return [i + 1];
}

/**
 * The most rushes each player has made on any way into each step (`length + 1` rows, one per step and the end;
 * null for a step no way reaches), the rush of step `i` counted from row `i + 1` on.
 */
export function rushesBefore(line: LineShape, steps: readonly Step[], players: number): (number[] | null)[] {
  const most: (number[] | null)[] = Array.from({ length: line.length + 1 }, () => null);
  most[0] = new Array<number>(players).fill(0);
  for (let i = 0; i < line.length; i++) {
    const here = most[i];
    if (here === null) continue;
    const after = steps[i].kind === 'rush' ? here.map((n, p) => (p === steps[i].by ? n + 1 : n)) : here;
    for (const next of nextSteps(line, i)) most[next] = most[next]?.map((n, p) => Math.max(n, after[p])) ?? after;
  }
  return most;
}

/** Every way through the line holds at most the rushes each player is allowed; else an error at the first one too many. */
export function checkRushes(parsed: ParsedFile, raws: readonly RawStep[], steps: readonly Step[], players: readonly Player[], line: LineShape): void {
  const most = rushesBefore(line, steps, players.length);
  steps.forEach((step, i) => {
    const before = most[i];
    if (step.kind !== 'rush' || before === null) return;
    const count = before[step.by] + 1;
    const allowed = rushesAllowed(players[step.by]);
    if (count > allowed) throw errorAt(parsed, raws[i].path, message.tooManyRushes(players[step.by].id, count, allowed));
  });
}
