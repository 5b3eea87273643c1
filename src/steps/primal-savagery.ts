/**
 * Primal Savagery (Glotl Stop, bb2020 and bb2025): "Once per game, after a failed Animal Savagery roll: the lash-out
 * KDs an adjacent opponent instead of a team-mate (armour roll; Claws/Mighty Blow usable as for a lash-out)"; bb2025:
 * "the opponent's armour roll **must** use his Mighty Blow" (stars.md). The opponent is the player's
 * `opponentAdjacent:`. After a failed roll the coach chooses: the rule on that opponent (Knocked Down: Claws, Mighty
 * Blow placed where it serves the coach — bb2025 on the armour — then the injury; Glotl goes on), or not — the lash-out
 * at the adjacent team-mate (`lash-out.ts`), or, with none, the activation ends. Used, `OnceFlag.Special` is spent.
 */
import { armourLabel, victimTraits } from '../model/contact/attack.js';
import { knockedDownSpec, mightyBlowOf } from '../model/contact/blockHarm.js';
import { expandHarm, harmReads, startHarm } from '../model/contact/harm.js';
import type { HarmSpec } from '../model/contact/harmSpec.js';
import { isStanding } from '../model/contact/victim.js';
import { d6Spec, d6TestNeeds, type D6TestParts } from '../model/d6step.js';
import { D6_TEST_PHASES, expandD6Test } from '../model/d6test.js';
import type { ModelContext, StepModel, Transition } from '../model/model.js';
import { goTo, hasUsed, markUsed, nextStep, OnceFlag, type State } from '../model/state.js';
import type { StepBase } from '../vocabulary/index.js';
import { teammateHarmSpec } from './lash-out.js';

/** The coach's choice after the failed roll, then the harm of whoever is hit. */
const CHOICE = D6_TEST_PHASES;
const HARM = CHOICE + 1;
const OPPONENT = 0;
const TEAMMATE = 1;

/** The adjacent opponent Knocked Down by player `by`: a block's knock-down, bb2025 with Mighty Blow on the armour. */
function opponentSpec(ctx: ModelContext, by: number, opponent: number): HarmSpec {
  const spec = knockedDownSpec(ctx, by, victimTraits(ctx, opponent), true, nextStep);
  if (ctx.edition.animalSavageryMightyBlow !== 'armour') return spec;
  const armourModifier = spec.armourModifier + mightyBlowOf(ctx, ctx.scenario.players[by].skills);
  return { ...spec, armourModifier, bonus: null, label: armourLabel(ctx, spec.av, armourModifier) };
}

/** The Animal Savagery roll of a player with Primal Savagery and an opponent adjacent (`parts.onFail`: no team-mate). */
export function primalSavageryModel(step: StepBase, ctx: ModelContext, parts: D6TestParts, opponent: number): StepModel {
  const teammate = ctx.scenario.players[step.by].teammateAdjacent;
  const specs = [opponentSpec(ctx, step.by, opponent), teammateHarmSpec(ctx, step.by, nextStep)];
  const usual = (s: State) => (teammate ? startHarm(s, HARM, TEAMMATE) : parts.onFail(s, 0, 0));
  const spec = d6Spec(step.by, ctx, { ...parts, onFail: (s) => goTo(s, CHOICE, []) });
  const choose = (s: State): Transition => {
    if (hasUsed(s, step.by, OnceFlag.Special) || !isStanding(s, opponent)) return usual(s);
    return { kind: 'choice', by: 'coach', label: 'Animal Savagery failed: Primal Savagery?', options: [
      { label: `Primal Savagery on ${ctx.scenario.opponents[opponent].id}`, next: startHarm(markUsed(s, step.by, OnceFlag.Special), HARM, OPPONENT) },
      { label: teammate ? 'lash out at the team-mate' : 'the activation ends', next: usual(s) },
    ] };
  };
  const expand = (s: State): Transition => {
    if (s.phase < CHOICE) return expandD6Test(spec, s, 0, ctx);
    return s.phase === CHOICE ? choose(s) : expandHarm(specs, s, HARM, ctx);
  };
  const needs = d6TestNeeds(spec);
  const reads = [...new Set([...(needs.reads ?? []), OnceFlag.Special, ...specs.flatMap(harmReads)])];
  return { step, expand, teamRerolls: needs.teamRerolls, reads, targets: [opponent] };
}
