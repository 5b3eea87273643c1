/**
 * Where a pushed target goes, and whether the attacker follows it: the sideline and the crowd, Stand Firm, Sidestep
 * against Grab, and Fend against Frenzy's second block. Sources, seed 001 (BB2020):
 * - Stand Firm: "may choose not to be pushed back … does not prevent an opposition player with the Frenzy Skill from
 *   performing a second Block action if this player is still Standing after the first";
 * - Fend: "may choose to prevent the player that pushed them back from following-up … cannot be used … against a
 *   player with Ball and Chain trait or against a player with the Juggernaut skill that performed the Block action
 *   as part of a Blitz"; Frenzy blocks again only "if this player was able to follow-up";
 * - Juggernaut on a Blitz: "the target of the Block action may not use the Fend, Stand Firm or Wrestle skills";
 * - Sidestep: "you may choose any unoccupied square adjacent to this player … If there are no unoccupied squares
 *   adjacent to this player, this skill cannot be used" (`sideline: { cornered: true }`);
 * - Grab: "prevents the target of the Block action from using the Side Step skill" (`Edition.grabOnBlitz`).
 * The crowd: a player pushed off the pitch is injured by the crowd — an injury roll with no armour roll, a Stunned
 * result going to the reserves, KO and casualty as usual — and the ball it held goes to the crowd. The seeds and the
 * BB2020 and BB2025 sheets are silent; FFB resolves it as an injury of its own type (christerk/ffb
 * `FantasyFootballCommon/src/com/balancedbytes/games/ffb/injury/CrowdPush.java`: sent to the box as "crowd pushed",
 * no turnover for the fall, an apothecary cannot turn its KO into Stunned). Mighty Blow and Claws do not apply: they
 * act on the armour or injury of a knock-down by the block. UNCONFIRMED (docs/skills.md "The sideline"): the
 * apothecary is offered on a crowd injury as on any other in bb2020, bb2025 and bb2016, not in classic, whose healed
 * player would stand on the pitch.
 */
import type { ModelContext } from '../../model/model.js';
import { TargetCondition as C } from '../../model/outcome.js';
import { victimTraits } from '../../model/contact/attack.js';
import type { HarmSpec } from '../../model/contact/harmSpec.js';
import type { State } from '../../model/state.js';
import type { BlockStep, Sideline } from './options.js';

/** What the skills of both players allow once the target is pushed. */
export interface PushRules {
  /** The target may refuse the push (Stand Firm, not against Juggernaut on a Blitz). */
  readonly standFirm: boolean;
  /** The target may stop the follow-up, and so Frenzy's second block (Fend). */
  readonly fend: boolean;
  /**
   * The attacker may push the target into the crowd at the first block or at Frenzy's second; `noGrab`: its Grab
   * is given up this turn (a star's Frenzied Rush declared).
   */
  crowd(second: boolean, noGrab?: boolean): boolean;
}

/** The push rules of a block step; `chain`: a Ball & Chain player's move, against which Fend cannot be used. */
export function pushRules(step: BlockStep, ctx: ModelContext, chain: boolean): PushRules {
  const attacker = ctx.scenario.players[step.by].skills;
  const target = ctx.scenario.opponents[step.target].skills;
  const juggernaut = step.blitz && attacker.has('Juggernaut');
  const grab = attacker.has('Grab') && (!step.blitz || ctx.edition.grabOnBlitz);
  const sidestepSaves = (line: Sideline, grabs: boolean) => target.has('Sidestep') && !grabs && !line.cornered;
  const intoCrowd = (line: Sideline | null, grabs: boolean) => line !== null && !sidestepSaves(line, grabs);
  return {
    standFirm: target.has('Stand Firm') && !juggernaut,
    fend: !chain && target.has('Fend') && !juggernaut,
    crowd: (isSecond, noGrab = false) => intoCrowd(isSecond ? step.frenzy.sideline : step.sideline, grab && !noGrab),
  };
}

/** The crowd's injury roll on the target pushed off the pitch: no armour roll, Stunned to the reserves. */
export function crowdSpec(step: BlockStep, ctx: ModelContext, finish: (s: State) => State): HarmSpec {
  const traits = victimTraits(ctx, step.target);
  return {
    ...traits,
    label: 'Injury (the crowd)',
    armourModifier: 0,
    claws: false,
    bonus: null,
    injuryModifiable: true,
    foul: false,
    sneakyGit: false,
    heldCondition: C.ArmourHeld,
    stunnedIsReserves: true,
    apothecary: traits.apothecary && ctx.edition.apothecaryHealsOn === null,
    pro: null,
    finish,
  };
}
