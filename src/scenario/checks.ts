/**
 * Checks of a whole line that no single step can make: a step the rules make unreachable, a flag that does
 * nothing, weather that forbids a step. What the model would silently treat as 0 or ignore is said as a warning
 * (`Scenario.warnings`, printed by the CLI on stderr); what the rules forbid outright is an error.
 */
import { MAXIMUM_CARNAGE } from '../rules/star-harm.js';
import { ALL_YOU_CAN_EAT } from '../rules/star-ball.js';
import { secondBombFollows } from '../steps/bomb/two-bombs.js';
import { message } from '../log/messages.js';
import { inOwnActivation } from '../model/contact/activationEnd.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import type { Player, Step } from './types.js';
import type { RawStep, ValidScenario } from './validate.js';

type RawPlayer = NonNullable<ValidScenario['player']>;

/** A warning: the position and path an error there would name, then the detail. */
function warningAt(parsed: ParsedFile, path: Path, detail: string): string {
  return errorAt(parsed, path, detail).message;
}

/**
 * The steps after which the rules end the player's activation whatever the dice say: a foul without Sneaky Git
 * (seed 001 Sneaky Git: such a player "may continue to move after"), a Hypnotic Gaze (seed 001: "may not move
 * again"), the special actions Stab, Chainsaw, Projectile Vomit, Throw Bomb and Breathe Fire (S25). The model stops the line at a
 * later step of that activation (`activationEnd.ts`).
 */
export function endsActivation(step: Step, players: readonly Player[]): boolean {
  if (step.kind === 'foul') return !players[step.by].skills.has('Sneaky Git');
  // The Flashing Blade's Stab: "then a Move action" (steps/stab.ts).
  if (step.kind === 'stab' && (step as { activationGoesOn?: boolean }).activationGoesOn === true) return false;
  return ['gaze', 'stab', 'chainsaw', 'vomit', 'bomb', 'breatheFire'].includes(step.kind);
}

/** A star's Maximum Carnage: a chainsaw followed by its second on another target does not end the activation yet. */
function carnageFollows(step: Step, next: Step | undefined, players: readonly Player[]): boolean {
  if (step.kind !== 'chainsaw' || next?.kind !== 'chainsaw' || next.by !== step.by || !players[step.by].skills.has(MAXIMUM_CARNAGE)) return false;
  return (next as { target: number }).target !== (step as { target: number }).target;
}

/** A star's All You Can Eat: her first bomb, followed by her second, does not end the activation yet (once). */
function secondBombOf(step: Step, steps: readonly Step[], i: number, players: readonly Player[]): boolean {
  const hasRule = (by: number) => players[by].skills.has(ALL_YOU_CAN_EAT);
  return secondBombFollows(step, steps[i + 1], hasRule) && !(i > 0 && secondBombFollows(steps[i - 1], step, hasRule));
}

/**
 * A step of an activation the rules have already ended: the line stops there (success 0 beyond it), said once per
 * player at its first such step. A catch may follow: it is not part of the catcher's activation (seed 001 Pro Q&A).
 */
export function endedActivationWarnings(parsed: ParsedFile, raw: readonly RawStep[], steps: readonly Step[], players: readonly Player[]): string[] {
  const endedAt = new Map<number, Step>();
  const warned = new Set<number>();
  const warnings: string[] = [];
  steps.forEach((step, i) => {
    if (!inOwnActivation(step)) return;
    const ended = endedAt.get(step.by);
    if (ended !== undefined && !warned.has(step.by)) {
      warned.add(step.by);
      warnings.push(warningAt(parsed, raw[i].path, message.activationEnded(players[step.by].id, step.kind, ended.kind, ended.index)));
    }
    if (endsActivation(step, players) && !carnageFollows(step, steps[i + 1], players) && !secondBombOf(step, steps, i, players)) endedAt.set(step.by, step);
  });
  return warnings;
}

/** The player flags that only a trait reads, and the traits that read them. */
const TRAIT_FLAGS = [
  { flag: 'thrallAdjacent', traits: ['Bloodlust'] },
  { flag: 'teammateAdjacent', traits: ['Really Stupid', 'Animal Savagery'] },
] as const;

/** `thrallAdjacent: true` on a player without Bloodlust, `teammateAdjacent: true` without Really Stupid or Animal Savagery: no effect. */
export function traitFlagWarnings(parsed: ParsedFile, entries: readonly (readonly [string, RawPlayer, Path])[], players: readonly Player[]): string[] {
  return entries.flatMap(([id, raw, path], i) => TRAIT_FLAGS
    .filter(({ flag, traits }) => raw[flag] === true && !traits.some((t) => players[i].skills.has(t)))
    .map(({ flag, traits }) => warningAt(parsed, [...path, flag], message.flagWithoutTrait(id, flag, traits))));
}

/** A Hail Mary Pass "may not be used in a Blizzard" (seed 001 Hail Mary Pass): refused in a line with a blizzard rush. */
export function checkHailMaryWeather(parsed: ParsedFile, raw: readonly RawStep[], steps: readonly Step[]): void {
  if (!steps.some((s) => s.kind === 'rush' && s.blizzard)) return;
  const at = steps.findIndex((s) => s.kind === 'pass' && s.hailMary);
  if (at >= 0) throw errorAt(parsed, [...raw[at].path, 'pass', 'hailMary'], message.hailMaryBlizzard());
}

/**
 * A star rule that gives the star the ball instead of his pick-up (Catch of the Day, `rules/star-starts.ts`) passes
 * over his steps up to and including his next `pickup`: the line must write that pick-up (the way to the ball,
 * should the die fail).
 */
export function checkStarRulePickup(parsed: ParsedFile, raw: readonly RawStep[], steps: readonly Step[], players: readonly Player[]): void {
  steps.forEach((step, i) => {
    if (step.kind !== 'starRule' || step.start.effect !== 'gainBall') return;
    if (steps.some((other, j) => j > i && other.by === step.by && other.kind === 'pickup')) return;
    throw errorAt(parsed, raw[i].path, message.starRuleNeedsPickup(step.start.rule, players[step.by].id));
  });
}

/**
 * A player's own steps written apart in `steps:` (another player acted between them): an activation split in two,
 * which the line accepts but the rules do not (a player is activated once a turn). Said once per player, with the
 * way to write it as `activations:`. A catch inside another's pass or hand-off, and the Bloodlust bite, are not the
 * player's own activation (`inOwnActivation`); a turn written as `activations:` is checked by `turn.ts` instead.
 */
export function interleavedWarnings(parsed: ParsedFile, raw: readonly RawStep[], steps: readonly Step[], players: readonly Player[]): string[] {
  const warnings: string[] = [];
  const seen = new Set<number>();
  const warned = new Set<number>();
  let last = -1;
  steps.forEach((step, i) => {
    if (raw[i].path[0] !== 'steps' || !inOwnActivation(step)) return;
    if (step.by !== last && seen.has(step.by) && !warned.has(step.by)) {
      warned.add(step.by);
      warnings.push(warningAt(parsed, raw[i].path, message.interleavedSteps(players[step.by].id, players[last].id, step.index)));
    }
    seen.add(step.by);
    last = step.by;
  });
  return warnings;
}
