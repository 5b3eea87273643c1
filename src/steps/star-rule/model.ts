/**
 * The model of a star rule used at the start of the activation (`index.ts`; the readings are
 * `rules/star-starts.ts`). Phase 0 is the coach's choice — use the rule or not — unless it is spent
 * (`OnceFlag.Special`) or its target is down already; then the rule's D6 (phases from 1: a roll of the star's
 * activation, so a team re-roll with Loner and Pro may re-roll it — UNCONFIRMED, as FFB's `StepLookIntoMyEyes`
 * offers a re-roll), then the armour and injury of whoever is hit (`hits.ts`).
 *
 * What working does to the line:
 * - `tackleZone`: the target marks and assists no longer (`Out.NoTackleZone`, read by `markers.ts` and the block's
 *   named defensive assists as a knocked-down opponent is);
 * - `knockDown`, `blast`: the target's condition, which every later step reads as it reads an earlier block's;
 * - `takeBall`: the star has the ball and his activation ends — the rest of his steps (the way to the ball, should
 *   the die fail) are passed over, the line goes on after them;
 * - `gainBall`: the star has the ball — his steps up to and including his next `pickup` are passed over;
 * - `treachery`: no die; the team-mate is Knocked Down and the star has the ball.
 */
import { activationEnds } from '../../model/contact/activationEnd.js';
import { expandHarm, harmReads, startHarm } from '../../model/contact/harm.js';
import { isStanding, withoutTackleZone } from '../../model/contact/victim.js';
import { d6Spec, d6TestNeeds } from '../../model/d6step.js';
import { D6_TEST_PHASES, expandD6Test } from '../../model/d6test.js';
import type { ModelContext, StepModel, Transition } from '../../model/model.js';
import { hasUsed, markUsed, nextStep, OnceFlag, goTo, withPlan, type State } from '../../model/state.js';
import type { StarStart } from '../../rules/star-starts.js';
import type { StarRuleStep } from './options.js';
import { hitSpecs, HIT } from './hits.js';

/** The rule's D6 test starts at phase 1; then the opposing coach's pick (Zzharg's 2); the armour and injury after. */
const ROLL = 1;
const PICK = ROLL + D6_TEST_PHASES;
const HARM = PICK + 1;

/** The first step after the star's own steps (and the catches of his pass): where a `takeBall` goes on. */
function afterActivation(step: StarRuleStep, ctx: ModelContext): number {
  const steps = ctx.scenario.steps;
  let last = step.index - 1;
  steps.forEach((other, i) => { if (other.by === step.by) last = Math.max(last, i); });
  let next = last + 1;
  while (next < steps.length && steps[next].kind === 'catch') next++;
  return next;
}

/** The step after the star's next pick-up: where a `gainBall` goes on (`checks.ts` makes sure there is one). */
function afterPickup(step: StarRuleStep, ctx: ModelContext): number {
  const steps = ctx.scenario.steps;
  const at = steps.findIndex((other, i) => i >= step.index && other.by === step.by && other.kind === 'pickup');
  return at < 0 ? step.index : at + 1;
}

/** Goes on at step `pc`, passing over the steps between. */
function jumpTo(pc: number): (s: State) => State {
  return (s) => withPlan(s, pc, s.plan ?? 0);
}

/** Where the line goes once the rule has been used (the die rolled, whoever was hit): on, or the activation over. */
function afterUse(step: StarRuleStep, ctx: ModelContext, start: StarStart): (s: State) => State {
  return start.endsActivation ? activationEnds(step, ctx) : nextStep;
}

/** What the rule does when it works. */
function onWorked(step: StarRuleStep, ctx: ModelContext, start: StarStart): (s: State) => State {
  const after = afterUse(step, ctx, start);
  switch (start.effect) {
    case 'tackleZone':
      return (s) => after(withoutTackleZone(s, step.target as number));
    case 'knockDown':
    case 'blast':
      return (s) => startHarm(s, HARM, HIT.target);
    case 'takeBall':
      return jumpTo(afterActivation(step, ctx));
    case 'gainBall':
      return jumpTo(afterPickup(step, ctx));
    case 'treachery':
      return (s) => startHarm(s, HARM, HIT.teammate);
  }
}

/** Zzharg's 2: the opposing coach picks who is hit among the others written (nothing when none is). */
function otherHit(step: StarRuleStep, ctx: ModelContext, start: StarStart, s: State): Transition {
  const after = afterUse(step, ctx, start);
  const options = [
    ...step.others.map((o, i) => ({ label: `hit ${ctx.scenario.opponents[o].id}`, next: isStanding(s, o) ? startHarm(s, HARM, HIT.others + i) : after(s) })),
    ...(step.teammate ? [{ label: 'hit his team-mate', next: startHarm(s, HARM, HIT.teammate) }] : []),
  ];
  if (options.length === 0) return after(s);
  if (options.length === 1) return options[0].next;
  return { kind: 'choice', by: 'opponent', label: `${start.rule}: the opposing coach picks who is hit`, options };
}

/** What a die short of the score does: a 1 on the star, Zzharg's 2 on another, else nothing. */
function onFailed(step: StarRuleStep, ctx: ModelContext, start: StarStart): (s: State, natural: number) => State {
  const after = afterUse(step, ctx, start);
  return (s, natural) => {
    if (natural === 1 && start.onOne !== 'nothing') return startHarm(s, HARM, HIT.star);
    if (natural === 2 && start.onTwo === 'otherHit') return goTo(s, PICK, []);
    return after(s);
  };
}

/** Whether the rule can be used here: not spent, and its target (if it names one) still Standing. */
function usable(step: StarRuleStep, s: State): boolean {
  return !hasUsed(s, step.by, OnceFlag.Special) && (step.target === null || isStanding(s, step.target));
}

export function starRuleModel(step: StarRuleStep, ctx: ModelContext): StepModel {
  const { start } = step;
  const specs = hitSpecs(step, ctx, afterUse(step, ctx, start));
  const test = start.score === null ? null : d6Spec(step.by, ctx, {
    label: `${start.rule} ${start.score}+`,
    passes: (natural) => natural !== 1 && natural >= (start.score as number),
    onPass: onWorked(step, ctx, start),
    onFail: onFailed(step, ctx, start),
  });
  const use = (s: State) => {
    const used = markUsed(s, step.by, OnceFlag.Special);
    return test === null ? onWorked(step, ctx, start)(used) : goTo(used, ROLL, []);
  };
  const expand = (s: State): Transition => {
    if (s.phase === 0) {
      if (!usable(step, s)) return nextStep(s);
      return { kind: 'choice', by: 'coach', label: `${start.rule}: use it?`, options: [
        { label: `use ${start.rule}`, next: use(s) },
        { label: 'do not use it', next: nextStep(s) },
      ] };
    }
    if (s.phase === PICK) return otherHit(step, ctx, start, s);
    if (s.phase >= HARM) return expandHarm(specs, s, HARM, ctx);
    return test === null ? nextStep(s) : expandD6Test(test, s, ROLL, ctx);
  };
  const targets = [...(step.target === null ? [] : [step.target]), ...step.others];
  const testNeeds = test === null ? { teamRerolls: 0, reads: [] } : d6TestNeeds(test);
  const reads = [...new Set([OnceFlag.Special, ...(testNeeds.reads ?? []), ...specs.flatMap(harmReads)])];
  return { step, expand, teamRerolls: testNeeds.teamRerolls, reads, targets, targetReads: 'exact' };
}
