/**
 * Animal Savagery lashing out (seed 001): on a failed roll, "One Standing team-mate of your choice that is currently
 * adjacent to this player is immediately Knocked Down by this player. This does not cause a Turnover unless the
 * Knocked Down player was in possession of the ball. After making an armour roll (and possible Injury roll) against
 * the Knocked Down player, this player may continue their activation". Q&A: "The only Skills the opposing coach may
 * choose for the player with Animal Savagery to use are Claws and Mighty Blow (+X). In this case, treat the Knock
 * Down as being the result of a Block action" — and "they cannot force you to use the Pile Driver skill".
 *
 * So the team-mate (`teammateAdjacent`, armour `teammateAv`) gets the armour roll of a block's knock-down: Claws of
 * the lashing player, its Mighty Blow placed by the opposing coach where it hurts most (on armour when that breaks
 * it, else on injury), then the injury and casualty rolls. The team-mate's own skills are not known (none count)
 * and its team's apothecary is not modelled. Metrics: `teammateDown`, `teammateArmourBroken`, `teammateKo`,
 * `teammateCas`.
 */
import { armourLabel } from '../model/contact/attack.js';
import { expandHarm, startHarm } from '../model/contact/harm.js';
import { mightyBlowOf } from '../model/contact/blockHarm.js';
import type { HarmSpec } from '../model/contact/harmSpec.js';
import { TEAMMATE } from '../model/contact/victim.js';
import { d6Spec, d6TestNeeds, type D6TestParts } from '../model/d6step.js';
import { D6_TEST_PHASES, expandD6Test } from '../model/d6test.js';
import type { ModelContext, StepModel } from '../model/model.js';
import { TargetCondition as C } from '../model/outcome.js';
import { nextStep, type State } from '../model/state.js';
import type { StepBase } from '../vocabulary/index.js';

/** The metrics a line with Animal Savagery reports. */
export const TEAMMATE_HARM = ['teammateDown', 'teammateArmourBroken', 'teammateKo', 'teammateCas'] as const;

/** The harm sequence comes after the D6 test's phases. */
const HARM = D6_TEST_PHASES;

/** The armour roll (and what follows) against the team-mate player `by` knocks down; then the activation goes on. */
export function teammateHarmSpec(ctx: ModelContext, by: number, finish: (s: State) => State): HarmSpec {
  const player = ctx.scenario.players[by];
  const mightyBlow = mightyBlowOf(ctx, player.skills);
  // bb2025: Mighty Blow compulsory on that armour roll (`Edition.animalSavageryMightyBlow`): a plain armour modifier.
  const onArmour = ctx.edition.animalSavageryMightyBlow === 'armour' ? mightyBlow : 0;
  return {
    label: `${armourLabel(ctx, player.teammateAv, onArmour)} (team-mate)`,
    victim: TEAMMATE, av: player.teammateAv, armourModifier: onArmour,
    claws: player.skills.has('Claws'),
    bonus: mightyBlow > 0 && onArmour === 0 ? { name: 'Mighty Blow', amount: mightyBlow, whereItHurts: true } : null,
    injuryModifiable: true, foul: false, sneakyGit: false, heldCondition: C.ArmourHeld,
    stunty: false, thickSkull: false, decay: false, regeneration: false, apothecary: false, pro: null,
    finish,
  };
}

/** The Animal Savagery roll of a player with a team-mate adjacent: failed, the team-mate is hit, the player goes on. */
export function lashOutModel(step: StepBase, ctx: ModelContext, parts: D6TestParts): StepModel {
  const harm = [teammateHarmSpec(ctx, step.by, nextStep)];
  const spec = d6Spec(step.by, ctx, { ...parts, onFail: (s) => startHarm(s, HARM, 0) });
  const expand = (s: State) => (s.phase >= HARM ? expandHarm(harm, s, HARM, ctx) : expandD6Test(spec, s, 0, ctx));
  return { step, expand, ...d6TestNeeds(spec) };
}
