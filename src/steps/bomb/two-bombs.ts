/**
 * All You Can Eat: "Once per game: two Throw Bomb actions in one activation (committed before the first); after the
 * second, D6: 1–3 she is sent off" (stars.md BB2020; BB2025 "As BB2020"). Written as two `bomb` steps of the star, one
 * right after the other — the line commits to the rule before the first, as the text asks. The first does not end her
 * activation (the rule spent, `OnceFlag.Special`); after the second, however it came out short of a turnover, the D6:
 * 1–3 `sentOff`. Readings (UNCONFIRMED, docs/stars.md): that send-off is no turnover — her activation is over and the
 * turnovers of a send-off are a foul's (bb2020.md "Foul") — and its D6 takes no re-roll (it is no test of hers);
 * a turnover on either bomb (a fumble on herself) ends the line before it.
 */
import { hasUsed, markUsed, nextStep, OnceFlag, setOut, type State } from '../../model/state.js';
import { Out } from '../../model/outcome.js';
import { rollDie } from '../../model/node.js';
import type { ModelContext } from '../../model/model.js';
import type { StepPart } from '../../model/d6step.js';
import { ALL_YOU_CAN_EAT, ALL_YOU_CAN_EAT_SENT_OFF } from '../../rules/star-ball.js';
import type { StepBase } from '../../vocabulary/index.js';

/** Whether `next` is the star's second Throw Bomb right after `step`, her first (All You Can Eat). */
export function secondBombFollows(step: StepBase, next: StepBase | undefined, hasRule: (by: number) => boolean): boolean {
  return step.kind === 'bomb' && next?.kind === 'bomb' && next.by === step.by && hasRule(step.by);
}

function stepAt(ctx: ModelContext, index: number): StepBase | undefined {
  return ctx.scenario.steps.find((s) => s.index === index);
}

const hasRuleIn = (ctx: ModelContext) => (by: number) => ctx.scenario.players[by].skills.has(ALL_YOU_CAN_EAT);

/** The star's first bomb: its end keeps her activation open for the second, the rule spent (once a game). */
export function isFirstBomb(step: StepBase, ctx: ModelContext): boolean {
  return secondBombFollows(step, stepAt(ctx, step.index + 1), hasRuleIn(ctx));
}

/** The star's second bomb: the D6 of the send-off follows it. */
export function isSecondBomb(step: StepBase, ctx: ModelContext): boolean {
  const before = stepAt(ctx, step.index - 1);
  return before !== undefined && secondBombFollows(before, step, hasRuleIn(ctx));
}

/** The end of a first bomb: on to the second while the rule is unspent, else the activation's end. */
export function firstBombEnds(by: number, ends: (s: State) => State): (s: State) => State {
  return (s) => (hasUsed(s, by, OnceFlag.Special) ? ends(s) : nextStep(markUsed(s, by, OnceFlag.Special)));
}

/** The send-off D6 after the second bomb, as the last part of that step (entered at its phase, then `ends`). */
export function sendOffPart(ends: (s: State) => State): StepPart {
  return {
    phases: 1,
    expand: (s) => rollDie(`${ALL_YOU_CAN_EAT}: sent off on 1-${ALL_YOU_CAN_EAT_SENT_OFF}`, 6, (face) =>
      ends(face <= ALL_YOU_CAN_EAT_SENT_OFF ? setOut(s, Out.SentOff, 1) : s)),
  };
}
