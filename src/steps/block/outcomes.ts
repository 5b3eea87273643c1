/**
 * What a block die face does once taken. Sources: bb2020.md "Block" — Player Down: the attacker is knocked down
 * (a turnover); Both Down: each player without Block is knocked down, Wrestle (either side) places both prone
 * instead, Juggernaut on a Blitz may take it as a Push Back and stops the target's Wrestle; Push Back: pushed
 * (Stand Firm changes nothing here, Frenzy still blocks again: seed 001 Stand Firm); Stumble: a push when the
 * defender has Dodge and the attacker lacks Tackle, else POW; POW: the defender is knocked down.
 * Multiple Block: both blocks resolve in full, so a turnover on the first waits for the second (seed 001).
 */
import type { ModelContext } from '../../model/model.js';
import type { ChoiceNode, Option } from '../../model/node.js';
import { Out, TargetCondition as C } from '../../model/outcome.js';
import { endLine, goTo, hasUsed, markUsed, nextStep, OnceFlag, setOut, type State } from '../../model/state.js';
import type { BlockStep } from './options.js';
import type { SkillName } from '../../vocabulary/index.js';
import { activationEndsProne } from '../../model/contact/activationEnd.js';
import { Face } from './dice.js';
import { P } from './pool.js';
import { startHarm } from '../../model/contact/harm.js';
import { record } from '../../model/contact/victim.js';

/** Harm specs of a block: the attacker still standing (Mighty Blow allowed), or down too. */
const STANDING = 0;
const DOWN_TOO = 1;

/** How the attacker goes down when that is not the usual knock-down (a Ball & Chain player: its injury roll). */
export interface AttackerDown {
  knockedDown(s: State): State;
  placedProne(s: State): State;
}

export class BlockOutcomes {
  private readonly has: (name: SkillName) => boolean;
  private readonly defenderHas: (name: SkillName) => boolean;
  private readonly deferTurnover: boolean;
  private readonly activationOver: (s: State) => State;

  constructor(private readonly step: BlockStep, ctx: ModelContext, private readonly down: AttackerDown | null = null) {
    const attacker = ctx.scenario.players[step.by].skills;
    const defender = ctx.scenario.opponents[step.target].skills;
    this.has = (name) => attacker.has(name);
    this.defenderHas = (name) => defender.has(name);
    const next = ctx.scenario.steps.find((s) => s.index === step.index + 1) as BlockStep | undefined;
    this.deferTurnover = step.multipleBlock && next?.kind === 'block' && next.multipleBlock && next.by === step.by;
    this.activationOver = activationEndsProne(step, ctx);
  }

  /** The state once face `face` is taken. */
  face(s: State, face: number): State {
    switch (face) {
      case Face.PlayerDown:
        return this.attackerDown(s);
      case Face.BothDown:
        return this.hasBothDownOptions() ? goTo(s, P.BothDownAttacker) : this.applyBothDown(s);
      case Face.PushBack:
        return this.pushed(s);
      case Face.Stumble:
        return this.defenderHas('Dodge') && !this.has('Tackle') ? this.pushed(s) : this.pow(s);
      default:
        return this.pow(s);
    }
  }

  private hasBothDownOptions(): boolean {
    return (this.step.blitz && this.has('Juggernaut')) || this.has('Wrestle');
  }

  /** Both Down applied, unless the defender may still Wrestle (its coach's choice). */
  private applyBothDown(s: State): State {
    return this.defenderWrestles() ? goTo(s, P.BothDownDefender) : this.bothDown(s);
  }

  /** The attacker's options on Both Down: apply it, Juggernaut's push (Blitz), Wrestle. */
  bothDownAttacker(s: State): State | ChoiceNode {
    const options: Option[] = [{ label: 'Both Down', next: this.applyBothDown(s) }];
    if (this.step.blitz && this.has('Juggernaut')) options.push({ label: 'Juggernaut: Push Back', next: this.pushed(s) });
    if (this.has('Wrestle')) options.push({ label: 'Wrestle', next: this.wrestle(s) });
    return options.length === 1 ? options[0].next : { kind: 'choice', by: 'coach', label: 'Both Down', options };
  }

  /** The defender's Wrestle, the opposing coach's choice. */
  bothDownDefender(s: State): ChoiceNode {
    return {
      kind: 'choice', by: 'opponent', label: 'Both Down (defender)',
      options: [{ label: 'Both Down', next: this.bothDown(s) }, { label: 'Wrestle', next: this.wrestle(s) }],
    };
  }

  /** The block is over with the attacker standing. */
  done(s: State): State {
    return s.out[Out.TurnoverPending] === 1 ? endLine(s, true) : nextStep(s);
  }

  /** The attacker is knocked down: a turnover (deferred to the second block of Multiple Block). */
  attackerDown(s: State): State {
    const down = setOut(s, Out.PlayerDown, 1);
    if (this.down) return this.down.knockedDown(down);
    return this.deferTurnover ? nextStep(setOut(down, Out.TurnoverPending, 1)) : endLine(down, true);
  }

  private defenderWrestles(): boolean {
    return this.defenderHas('Wrestle') && !(this.step.blitz && this.has('Juggernaut'));
  }

  private bothDown(s: State): State {
    const attackerFalls = !this.has('Block');
    if (!this.defenderHas('Block')) {
      const down = attackerFalls ? setOut(s, Out.PlayerDown, 1) : s;
      return startHarm(down, P.Harm, attackerFalls ? DOWN_TOO : STANDING);
    }
    return attackerFalls ? this.attackerDown(s) : this.done(s);
  }

  private wrestle(s: State): State {
    const prone = setOut(record(s, this.step.target, C.PlacedProne), Out.PlayerDown, 1);
    if (this.down) return this.down.placedProne(prone);
    return prone.out[Out.TurnoverPending] === 1 ? endLine(prone, true) : this.activationOver(prone);
  }

  /** Pushed: Frenzy blocks again (after a rush when `frenzyRush`), once; the second block starts afresh. */
  private pushed(start: State): State {
    // Strip Ball: a Push Back makes the carrier drop the ball, unless it has Sure Hands or Stand Firm keeps it
    // in place (seed 001 Strip Ball, Sure Hands; Safe Pair of Hands does not help, its Q&A); after a Dump-off
    // caught by a team-mate there is no ball to strip.
    const strips = this.step.ball && !hasUsed(start, this.step.by, OnceFlag.DumpedOff) && this.has('Strip Ball') && !this.defenderHas('Sure Hands') && !this.defenderHas('Stand Firm');
    const s = strips ? setOut(start, Out.BallLoose, 1) : start;
    const frenzy = this.has('Frenzy') && !this.step.multipleBlock && !hasUsed(s, this.step.by, OnceFlag.Frenzy);
    if (!frenzy) return this.done(s);
    return goTo(markUsed(s, this.step.by, OnceFlag.Frenzy), this.step.frenzyRush ? P.FrenzyRush : P.Start, []);
  }

  private pow(s: State): State {
    return startHarm(s, P.Harm, STANDING);
  }
}
