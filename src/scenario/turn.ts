/**
 * A turn written as `activations:` (docs/plan.md), normalised: each activation becomes a span of the scenario's
 * steps (its activation rolls included), its `after:` labels indices, and the house's checks run once here — a label
 * `after:` names, a circle of `after:`, a player in two activations, a step of another player (only the catch of the
 * activation's pass or hand-off may be), the written order against `after:`, and a foul whose target another
 * activation hits (the foul needs it down, so that activation must come first).
 *
 * The opening `steps:` written beside `activations:` are one more activation, labelled `steps`, taken first.
 */
import { message } from '../log/messages.js';
import { inOwnActivation } from '../model/contact/activationEnd.js';
import { isContactStep, type ActivationSpan, type TurnOrder } from '../vocabulary/index.js';
import { MAX_ACTIVATIONS } from './limits.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import type { Opponent, Player, Step } from './types.js';
import type { RawStep, ValidScenario } from './validate.js';

/** The label of the opening `steps:` written beside `activations:`. */
export const OPENING_LABEL = 'steps';

/** The steps that hand the ball to a catcher of another player within the activation. */
const BALL_STEPS: ReadonlySet<string> = new Set(['pass', 'handoff']);

/** An activation as written, before its span is known. */
interface Written {
  readonly label: string;
  /** The player's id; undefined for the opening steps. */
  readonly by: string | undefined;
  readonly after: readonly string[];
  readonly optional: boolean;
  readonly worth: number;
  readonly path: Path;
}

/** The turn of a scenario: its activations and order, or nothing for a line written as `steps:` alone. */
export interface Turn {
  readonly activations?: readonly ActivationSpan[];
  readonly order?: TurnOrder;
}

/** The activations of `valid` as spans of `steps` (normalised from `raws`, activation rolls included), checked. */
export function normaliseTurn(
  parsed: ParsedFile, valid: ValidScenario, raws: readonly RawStep[], steps: readonly Step[], players: readonly Player[],
  opponents: readonly Opponent[],
): Turn {
  if (valid.activations === undefined) return {};
  const written = writtenActivations(valid);
  if (written.length > MAX_ACTIVATIONS) throw errorAt(parsed, ['activations'], message.tooManyActivations(written.length, MAX_ACTIVATIONS), true);
  const labels = written.map((w) => w.label);
  labels.forEach((label, a) => {
    if (labels.indexOf(label) !== a) throw errorAt(parsed, [...written[a].path, 'label'], message.duplicateActivation(label));
  });
  const opening = written[0].by === undefined ? 1 : 0;
  const which = raws.map((raw) => (raw.path[0] === 'activations' ? Number(raw.path[1]) + opening : 0));
  const ids = players.map((p) => p.id);
  const activations = written.map((w, a): ActivationSpan => {
    if (!Number.isInteger(Math.round(w.worth * 1e6) / 1e4)) throw errorAt(parsed, [...w.path, 'worth'], message.worthHundredths(w.worth));
    const by = w.by === undefined ? -1 : ids.indexOf(w.by);
    if (w.by !== undefined && by < 0) throw errorAt(parsed, [...w.path, 'by'], message.unknownPlayer(w.by, ids));
    const start = which.indexOf(a);
    const end = which.lastIndexOf(a) + 1;
    const after = w.after.map((name) => afterIndex(parsed, w, name, labels));
    return { label: w.label, by, start, end, after: opening === 1 && a > 0 ? [0, ...after] : after, optional: w.optional, worth: w.worth };
  });
  checkPlayers(parsed, raws, steps, players, activations);
  checkCycles(parsed, written, activations);
  const order = valid.order ?? 'best';
  if (order === 'written') checkWrittenOrder(parsed, written, activations);
  else checkFouls(parsed, raws, steps, activations, opponents);
  return { activations, order };
}

/** The opening steps (when written) and the activations, as written. */
function writtenActivations(valid: ValidScenario): Written[] {
  const activations = valid.activations ?? [];
  const counted = activations.reduce((n, a) => n + a.count, 0);
  const opening: Written[] = valid.steps.length > counted
    ? [{ label: OPENING_LABEL, by: undefined, after: [], optional: false, worth: 0, path: ['steps'] }] : [];
  return [...opening, ...activations.map((a) => ({
    label: a.label ?? a.by, by: a.by, after: a.after, optional: a.optional, worth: a.worth, path: a.path,
  }))];
}

function afterIndex(parsed: ParsedFile, w: Written, name: string, labels: readonly string[]): number {
  const index = labels.indexOf(name);
  const at = [...w.path, 'after', w.after.indexOf(name)];
  if (index < 0) throw errorAt(parsed, at, message.unknownActivation(name, labels));
  if (name === w.label) throw errorAt(parsed, at, message.activationAfterItself(name));
  return index;
}

/** Each activation is its player's (a catch of its pass or hand-off aside), and each player acts in one. */
function checkPlayers(
  parsed: ParsedFile, raws: readonly RawStep[], steps: readonly Step[], players: readonly Player[], activations: readonly ActivationSpan[],
): void {
  const actsIn = new Map<number, number>();
  activations.forEach((span, a) => {
    const own = steps.slice(span.start, span.end);
    const passes = own.some((s) => BALL_STEPS.has(s.kind));
    own.forEach((step, k) => {
      const raw = raws[span.start + k];
      const catchOfPass = step.kind === 'catch' && passes;
      if (span.by >= 0 && step.by !== span.by && !catchOfPass) {
        throw errorAt(parsed, raw.path, message.stepOfOtherPlayer(span.label, players[step.by].id, step.kind));
      }
      if (!inOwnActivation(step)) return;
      const first = actsIn.get(step.by);
      if (first !== undefined && first !== a) {
        throw errorAt(parsed, raw.path, message.playerActsTwice(players[step.by].id, activations[first].label, span.label));
      }
      actsIn.set(step.by, a);
    });
  });
}

/** No circle of `after:`: found by a depth-first walk, said with the labels round it. */
function checkCycles(parsed: ParsedFile, written: readonly Written[], activations: readonly ActivationSpan[]): void {
  const state = activations.map(() => 0); // 0 unseen, 1 on the walk, 2 done
  const walk: number[] = [];
  const visit = (a: number): void => {
    if (state[a] === 2) return;
    if (state[a] === 1) {
      const circle = [...walk.slice(walk.indexOf(a)), a].map((i) => activations[i].label);
      throw errorAt(parsed, [...written[a].path, 'after'], message.activationCycle(circle));
    }
    state[a] = 1;
    walk.push(a);
    for (const b of activations[a].after) visit(b);
    walk.pop();
    state[a] = 2;
  };
  activations.forEach((_, a) => visit(a));
}

/** `order: written` takes the activations as written: each one's `after:` must be written before it. */
function checkWrittenOrder(parsed: ParsedFile, written: readonly Written[], activations: readonly ActivationSpan[]): void {
  activations.forEach((span, a) => {
    const later = span.after.find((b) => b > a);
    if (later !== undefined) throw errorAt(parsed, [...written[a].path, 'after'], message.writtenOrderAgainstAfter(span.label, activations[later].label));
  });
}

/** The activations that are always completed before `a`: its `after:`, theirs, and so on. */
export function predecessors(activations: readonly ActivationSpan[], a: number): Set<number> {
  const seen = new Set<number>();
  const stack = [...activations[a].after];
  while (stack.length > 0) {
    const b = stack.pop() as number;
    if (seen.has(b)) continue;
    seen.add(b);
    stack.push(...activations[b].after);
  }
  return seen;
}

/**
 * A foul's target is down already unless a step of the turn hits it (`targetHitBefore`): when another activation
 * hits it, the solver must not take the foul first, so that activation must be one the foul is after.
 */
function checkFouls(
  parsed: ParsedFile, raws: readonly RawStep[], steps: readonly Step[], activations: readonly ActivationSpan[], opponents: readonly Opponent[],
): void {
  activations.forEach((span, a) => {
    const before = predecessors(activations, a);
    for (let i = span.start; i < span.end; i++) {
      const foul = steps[i];
      if (foul.kind !== 'foul') continue;
      const other = activations.findIndex((o, b) => b !== a && !before.has(b)
        && steps.slice(o.start, o.end).some((s) => isContactStep(s) && s.target === foul.target));
      if (other >= 0) throw errorAt(parsed, raws[i].path, message.foulNeedsAfter(span.label, opponents[foul.target].id, activations[other].label));
    }
  });
}

