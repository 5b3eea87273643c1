/**
 * What a block die face does once taken. Sources: bb2020.md "Block" — Player Down: the attacker is knocked down
 * (a turnover); Both Down: each player without Block is knocked down, Wrestle (either side) places both prone
 * instead, Juggernaut on a Blitz may take it as a Push Back and stops the target's Wrestle; Push Back: pushed
 * (Frenzy blocks again, after Stand Firm too: seed 001 Stand Firm; not after Fend); Stumble: a push when the
 * defender has Dodge and the attacker lacks Tackle, else POW; POW: the defender is pushed and knocked down.
 * Where a push sends the target, and whether the attacker follows it (the crowd, Stand Firm, Sidestep, Grab, Fend):
 * `push.ts`. Multiple Block: both blocks resolve in full, so a turnover on the first waits for the second (seed 001).
 */
import type { ModelContext } from '../../model/model.js';
import { rollDie, type ChanceNode, type ChoiceNode, type Option } from '../../model/node.js';
import { STEADY_FOOTING_TARGET } from '../../model/steady-footing.js';
import { Out, TargetCondition as C } from '../../model/outcome.js';
import { endLine, goTo, hasUsed, markUsed, nextStep, OnceFlag, setOut, type State } from '../../model/state.js';
import type { BlockStep } from './options.js';
import type { SkillName } from '../../vocabulary/index.js';
import { activationEndsProne } from '../../model/contact/activationEnd.js';
import { Face } from './dice.js';
import { P } from './pool.js';
import { startHarm, startInjury } from '../../model/contact/harm.js';
import { record } from '../../model/contact/victim.js';
import { pushRules, type PushRules } from './push.js';

/** Harm specs of a block: the attacker still standing (Mighty Blow allowed), or down too. */
const STANDING = 0;
const DOWN_TOO = 1;

/** What follows the target's Steady Footing 6 (register 0 of `P.SteadyTarget`). */
const AFTER_PUSH = 0;
const AFTER_STAND_FIRM = 1;
const AFTER_BOTH_DOWN = 2;
const AFTER_BOTH_DOWN_TOO = 3;

/** The register of the push phases: 1 when the push is a POW's (the target is knocked down where it lands). */
const POW = 0;

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
  private readonly push: PushRules;
  private readonly frenzy: (s: State) => boolean;

  /**
   * `crowdSpec`: the index of the crowd's injury among the block's harm specs; `second`: whether a state is in
   * Frenzy's second block.
   */
  constructor(
    private readonly step: BlockStep, ctx: ModelContext, private readonly down: AttackerDown | null = null,
    private readonly crowdSpec = -1, private readonly second: (s: State) => boolean = () => false,
    /** Whether the blocker has Frenzy in a state (its own, or a star's Frenzied Rush declared: `frenzied-rush.ts`). */
    frenzy: ((s: State) => boolean) | null = null,
  ) {
    const attacker = ctx.scenario.players[step.by].skills;
    const defender = ctx.scenario.opponents[step.target].skills;
    this.has = (name) => attacker.has(name);
    this.frenzy = frenzy ?? (() => attacker.has('Frenzy'));
    // A star target's Watch Out! (stars.md: "The first time each half [bb2025: drive] he is the target of an opposing
    // Block action he counts as having Dodge"): on the first block of the line against it, both of Frenzy's included.
    const firstBlock = !ctx.scenario.steps.some((o) => o.index < step.index && (o.kind === 'block' || o.kind === 'chainMove') && (o as BlockStep).target === step.target);
    const watchOut = firstBlock && defender.has('Watch Out!');
    this.defenderHas = (name) => defender.has(name) || (name === 'Dodge' && watchOut);
    const next = ctx.scenario.steps.find((s) => s.index === step.index + 1) as BlockStep | undefined;
    this.deferTurnover = step.multipleBlock && next?.kind === 'block' && next.multipleBlock && next.by === step.by;
    this.activationOver = activationEndsProne(step, ctx);
    this.push = pushRules(step, ctx, down !== null);
  }

  /** The state once face `face` is taken. */
  face(s: State, face: number): State {
    switch (face) {
      case Face.PlayerDown:
        return this.steadyAttacker() ? goTo(s, P.SteadyDown, []) : this.attackerFalls(s);
      case Face.BothDown:
        return this.hasBothDownOptions() ? goTo(s, P.BothDownAttacker) : this.applyBothDown(s);
      case Face.PushBack:
        return this.pushed(s, false);
      case Face.Stumble:
        return this.pushed(s, !(this.defenderHas('Dodge') && !this.has('Tackle')));
      default:
        return this.pushed(s, true);
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
    if (this.step.blitz && this.has('Juggernaut')) options.push({ label: 'Juggernaut: Push Back', next: this.pushed(s, false) });
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
    if (attackerFalls && this.steadyAttacker()) return goTo(s, P.SteadyBoth, []);
    return this.bothDownAfter(s, !attackerFalls);
  }

  /** Both Down with the attacker Standing (Block, or Steady Footing's 6) or falling. */
  private bothDownAfter(s: State, attackerStands: boolean): State {
    if (!this.defenderHas('Block')) return attackerStands ? this.knockDown(s, AFTER_BOTH_DOWN) : this.knockDownToo(setOut(s, Out.PlayerDown, 1));
    return attackerStands ? this.done(s) : this.attackerFalls(s);
  }

  /** The blocker knocked down by its own block, the target Standing: its Saboteur first (bb2025, `saboteur.ts`). */
  private attackerFalls(s: State): State {
    return this.has('Saboteur') && this.down === null ? goTo(s, P.BlockerSaboteur, []) : this.attackerDown(s);
  }

  /** bb2025 Steady Footing of the blocker: it would be knocked down (not a Ball & Chain player's own injury roll). */
  private steadyAttacker(): boolean {
    return this.down === null && this.has('Steady Footing');
  }

  /** After the blocker's Steady Footing roll on a Player Down: a 6 keeps it Standing, the block over. */
  playerDownSteady(s: State, stood: boolean): State {
    return stood ? this.done(s) : this.attackerFalls(s);
  }

  /** After the blocker's Steady Footing roll on a Both Down. */
  bothDownSteady(s: State, stood: boolean): State {
    return this.bothDownAfter(s, stood);
  }

  /**
   * The target's Steady Footing (bb2025): a D6 in the blocking team's turn, no re-roll; a 6 keeps it Standing in
   * its square — a pushed target then as after a push (Frenzy's follow-up), else the block is over (or the
   * attacker goes down, on a Both Down that fells it) — else its armour roll (its Saboteur first).
   */
  targetSteady(s: State): ChanceNode {
    const after = s.regs[0];
    const stands = (t: State) => {
      if (after === AFTER_PUSH) return this.followUp(t);
      if (after === AFTER_STAND_FIRM) return this.followUp(t, false);
      return after === AFTER_BOTH_DOWN_TOO ? this.attackerDown(t) : this.done(t);
    };
    const falls = (t: State) => (after === AFTER_BOTH_DOWN_TOO ? startHarm(t, P.Harm, DOWN_TOO) : this.harmOrSaboteur(t));
    return rollDie(`Steady Footing ${STEADY_FOOTING_TARGET}+ (target)`, 6, (d) => (d >= STEADY_FOOTING_TARGET ? stands(s) : falls(s)));
  }

  private wrestle(s: State): State {
    const prone = setOut(record(s, this.step.target, C.PlacedProne), Out.PlayerDown, 1);
    if (this.down) return this.down.placedProne(prone);
    return prone.out[Out.TurnoverPending] === 1 ? endLine(prone, true) : this.activationOver(prone);
  }

  /**
   * The target is pushed (`pow`: and knocked down where it lands). Its Stand Firm, then the square (the crowd
   * when the attacker may send it there), then its Fend: each a choice only where it can change the line.
   */
  private pushed(s: State, pow: boolean): State {
    const crowd = this.push.crowd(this.second(s), this.frenzy(s) && !this.has('Frenzy'));
    const standFirmMatters = crowd || (!pow && (this.strips(s) || this.fendMatters(s)));
    if (this.push.standFirm && standFirmMatters) return goTo(s, P.StandFirm, [pow ? 1 : 0]);
    return crowd ? goTo(s, P.PushSquare, [pow ? 1 : 0]) : this.onPitch(s, pow);
  }

  /** The target's coach: Stand Firm (listed first, so used among equals) or be pushed. */
  standFirm(s: State): ChoiceNode {
    const pow = s.regs[POW] === 1;
    const pushed = this.push.crowd(this.second(s), this.frenzy(s) && !this.has('Frenzy')) ? goTo(s, P.PushSquare, [s.regs[POW]]) : this.onPitch(s, pow);
    return {
      kind: 'choice', by: 'opponent', label: 'Pushed (defender)',
      // Not pushed, the target has no follow-up to Fend off (seed 001 Fend: "pushed back … may choose").
      options: [{ label: 'Stand Firm', next: pow ? this.knockDown(s, AFTER_STAND_FIRM) : this.followUp(s, false) }, { label: 'be pushed', next: pushed }],
    };
  }

  /** The attacker's coach: into the crowd (listed first, so taken among equals) or a square on the pitch. */
  pushSquare(s: State): ChoiceNode {
    return {
      kind: 'choice', by: 'coach', label: 'Push',
      options: [{ label: 'into the crowd', next: this.intoCrowd(s) }, { label: 'on the pitch', next: this.onPitch(s, s.regs[POW] === 1) }],
    };
  }

  /** The target's coach: Fend (listed first, so used among equals) or let the attacker follow up. */
  fend(s: State): ChoiceNode {
    return {
      kind: 'choice', by: 'opponent', label: 'Follow-up (defender)',
      options: [{ label: 'Fend: no follow-up', next: this.done(s) }, { label: 'let it follow up', next: this.secondBlock(s) }],
    };
  }

  /**
   * Pushed into a square on the pitch. Strip Ball: a push makes the carrier drop the ball, unless it has Sure
   * Hands (seed 001 Strip Ball, Sure Hands; Safe Pair of Hands does not help, its Q&A); after a Dump-off caught
   * by a team-mate there is no ball to strip.
   */
  private onPitch(s: State, pow: boolean): State {
    if (pow) return this.pow(s);
    return this.followUp(this.strips(s) ? setOut(s, Out.BallLoose, 1) : s);
  }

  private strips(s: State): boolean {
    return this.step.ball && !hasUsed(s, this.step.by, OnceFlag.DumpedOff) && this.has('Strip Ball') && !this.defenderHas('Sure Hands');
  }

  /** Frenzy's second block is next (the target still Standing, the attacker able to follow up). */
  private frenzyNext(s: State): boolean {
    return this.frenzy(s) && !this.step.multipleBlock && !hasUsed(s, this.step.by, OnceFlag.Frenzy);
  }

  private fendMatters(s: State): boolean {
    return this.push.fend && this.frenzyNext(s);
  }

  /** The target still Standing after a push (`pushed`) or Stand Firm: Frenzy blocks again, unless Fend stops a push's. */
  private followUp(s: State, pushed = true): State {
    if (!this.frenzyNext(s)) return this.done(s);
    return pushed && this.push.fend ? goTo(s, P.Fend, []) : this.secondBlock(s);
  }

  /** Frenzy's second block starts afresh (after a rush when `frenzyRush`), once. */
  private secondBlock(s: State): State {
    return goTo(markUsed(s, this.step.by, OnceFlag.Frenzy), this.step.frenzyRush ? P.FrenzyRush : P.Start, []);
  }

  /** Pushed off the pitch: surfed, the ball it held to the crowd, and the crowd's injury roll (`push.ts`). */
  private intoCrowd(s: State): State {
    const surfed = setOut(s, Out.Surfed, s.out[Out.Surfed] | (1 << this.step.target));
    const carried = this.step.ball && !hasUsed(s, this.step.by, OnceFlag.DumpedOff);
    return startInjury(carried ? setOut(surfed, Out.BallLoose, 1) : surfed, P.Harm, this.crowdSpec);
  }

  private pow(s: State): State {
    return this.knockDown(s, AFTER_PUSH);
  }

  /** The target knocked down, the blocker Standing: its Steady Footing (bb2025), then its armour roll. */
  private knockDown(s: State, after: number): State {
    return this.defenderHas('Steady Footing') ? goTo(s, P.SteadyTarget, [after]) : this.harmOrSaboteur(s);
  }

  /** The target knocked down with the blocker: its Steady Footing (bb2025), then its armour roll. */
  private knockDownToo(s: State): State {
    return this.defenderHas('Steady Footing') ? goTo(s, P.SteadyTarget, [AFTER_BOTH_DOWN_TOO]) : startHarm(s, P.Harm, DOWN_TOO);
  }

  /** The target's armour roll, blocker Standing, or first its Saboteur (bb2025, `saboteur.ts`). */
  private harmOrSaboteur(s: State): State {
    return this.step.saboteur && this.down === null ? goTo(s, P.Saboteur, []) : startHarm(s, P.Harm, STANDING);
  }
}
