/**
 * The bomb once it comes down: the occupant's catch, the explosion and the armour and injury of everyone it hits.
 *
 * - A Standing occupant tries to catch it "just like a ball" (seed 001 Bombardier), an agility test with the catch
 *   modifier of how it arrives (an accurate bomb as an accurate pass, a scattered one −1 in bb2020), Extra Arms +1,
 *   Diving Catch +1 on an accurate one, a Catch or Monstrous Mouth re-roll (always taken: catching can only help the
 *   catcher), No Hands never catches; the marks on it are not given and taken as none. Caught: a D6, 4+ it explodes
 *   at once in the catcher's square, 1–3 the catcher "must throw the Bomb again" (bb2016, seed 004: always thrown
 *   again, `Edition.bombCaughtExplodesOn`): where that throw goes is not followed, and nobody named is hit (no turnover: "caught by an opposition player, no Turnover is caused").
 *   Dropped, or an occupant who is down: it comes to rest in that square and explodes.
 * - The explosion: the occupant is hit automatically, each victim around the square on a D6 4+ (one roll each, in
 *   the order written). Each victim hit is Placed Prone (already down: it stays down) and its armour is rolled,
 *   the thrower's coach adding the edition's `bombBonus` (+1 bb2020) to armour or injury after the roll; its injury,
 *   casualty, Regeneration and apothecary as for any knock-down. A victim already off the pitch is not there.
 * - A fumble explodes in the thrower's square: the thrower is hit automatically (Placed Prone, `playerDown`, its
 *   armour and injury as `ownArmourBroken`, `ownKo`, `ownCas`, no bonus: its own coach would not add one) and it is
 *   a turnover ("If the player performing the Throw Bomb Special action is hit by their bomb and Placed Prone …
 *   a Turnover is caused"). The players around the thrower (those marking it) may be hit too on 4+: they are not
 *   named, so not followed.
 * Sources: seed 001 Bombardier; bb2020.md "Activation rolls" ("Bombs: the square hit automatically, adjacent 4+");
 * bb2020.md / bb2016.md "Catch" and "Armour and injury"; seed 004 Bombardier (bb2016: no bonus).
 */
import { armourLabel, ownHitSpec, proOnHarm, victimTraits } from '../../model/contact/attack.js';
import { expandHarm, startHarm } from '../../model/contact/harm.js';
import { HARM_PHASES, type HarmSpec } from '../../model/contact/harmSpec.js';
import { isRemoved, isStanding } from '../../model/contact/victim.js';
import { agilityPasses } from '../../model/d6test.js';
import { targetLabel } from '../../model/d6step.js';
import type { ModelContext, Transition } from '../../model/model.js';
import { rollDie } from '../../model/node.js';
import { STEADY_FOOTING_TARGET } from '../../model/steady-footing.js';
import { Out, TargetCondition as C } from '../../model/outcome.js';
import { endLine, goTo, hasUsed, markUsed, OnceFlag, setOut, type State } from '../../model/state.js';
import type { ChoiceNode } from '../../model/node.js';
import { starKaboom } from '../../rules/star-ball.js';
import { weighted } from '../../model/contact/dice.js';
import type { Opponent } from '../../vocabulary/index.js';
import { reachAt, scatterGroups, type Reach } from './landing.js';
import type { BombStep } from './options.js';

/** "On a roll of 4+, the player has been hit by the explosion" (seed 001 Bombardier). */
export const BOMB_HITS_ON = 4;

/** Phases of the explosion, from its base. */
const CATCH = 0;
const CAUGHT = 1;
const AROUND = 2;
const SCATTER = 3;
const OWN = 4;
const HARM = 15;
/** bb2025 Steady Footing of a Standing victim hit: its D6 before its armour roll (register 0: the victims' mask). */
const STEADY = HARM + HARM_PHASES;
export const EXPLOSION_PHASES = STEADY + 1;

/**
 * Registers of the catch: the occupant, the victims around (a mask), 1 when the bomb scattered, 1 once re-rolled;
 * once caught (phase CAUGHT), register 2 is 1 when the coach kept Kaboom! for later.
 */
const Reg = { Occupant: 0, Around: 1, Scattered: 2, Rerolled: 3, Declined: 2 } as const;

export interface Explosion {
  readonly phases: number;
  expand(s: State, base: number): Transition;
  /** The bomb has come down on the target square, accurately. */
  landAccurately(s: State): State;
  /** The bomb was inaccurate: it scatters three times. */
  scatter(s: State): State;
  /** The thrower fumbled: the bomb explodes in its own square. */
  fumble(s: State): State;
}

const lowestBit = (mask: number) => 31 - Math.clz32(mask & -mask);

/** The explosion part of a bomb step whose phases start at `base`; `ends` where the line goes when it is over. */
export function bombExplosion(step: BombStep, ctx: ModelContext, base: number, ends: (s: State) => State): Explosion {
  const opponents = step.victims.map((v) => ctx.scenario.opponents[v.opponent]);
  const name = (i: number) => opponents[i].id;
  const groups = scatterGroups(step.victims, name);
  // The harm of the victims of `mask`, lowest first: a Standing one with Steady Footing (bb2025, "bomb … KD": a 6
  // keeps it Standing, its own D6 in our turn) rolls first (bb2025-skills.md Steady Footing).
  const hurt = (s: State, mask: number): State => {
    if (mask === 0) return ends(s);
    const victim = step.victims[lowestBit(mask)].opponent;
    const steady = ctx.scenario.opponents[victim].skills.has('Steady Footing') && isStanding(s, victim);
    return steady ? here(s, STEADY, [mask]) : startHarm(s, base + HARM, mask);
  };
  const specs = victimSpecs(step, ctx, hurt);
  const own = [ownHitSpec(ctx, step.by, 0, (s) => endLine(s, true))];
  const here = (s: State, phase: number, regs: readonly number[]) => goTo(s, base + phase, regs);

  /** The bomb rests in the landing square and explodes: the occupant hit, then those around on 4+. */
  function explode(s: State, reach: Reach): State {
    const occupant = reach.occupant >= 0 && !isRemoved(s, step.victims[reach.occupant].opponent) ? 1 << reach.occupant : 0;
    return around(s, occupant, reach.around);
  }

  /** The next victim around to roll for, or the harm of those hit. */
  function around(s: State, hit: number, pending: number): State {
    let rest = pending;
    while (rest !== 0 && isRemoved(s, step.victims[lowestBit(rest)].opponent)) rest &= rest - 1;
    if (rest !== 0) return here(s, AROUND, [hit, rest]);
    return hurt(s, hit);
  }

  // Kaboom! (`rules/star-ball.ts`): the thrower's coach may have a caught bomb explode at once, once a line.
  const kaboom = starKaboom(ctx.edition.id, ctx.scenario.players[step.by].skills);
  const kaboomOpen = (s: State) => kaboom !== null && !hasUsed(s, step.by, OnceFlag.Special);
  function kaboomChoice(s: State, reach: Reach): ChoiceNode {
    const situation = `${kaboom}: the bomb was caught`;
    const otherwise = ctx.edition.bombCaughtExplodesOn === null ? 'it is thrown on' : `roll for it (${ctx.edition.bombCaughtExplodesOn}+)`;
    return {
      kind: 'choice', by: 'coach', label: situation, situation,
      options: [
        { label: `${kaboom}: it explodes at once`, next: explode(markUsed(s, step.by, OnceFlag.Special), reach) },
        { label: `save ${kaboom}: ${otherwise}`, next: here(s, CAUGHT, [reach.occupant, reach.around, 1]) },
      ],
    };
  }

  /** Down where it lands: a Standing occupant tries to catch it, else it explodes. */
  function land(s: State, reach: Reach, scattered: boolean): State {
    if (reach.occupant < 0) return explode(s, reach);
    const victim = step.victims[reach.occupant].opponent;
    if (!isStanding(s, victim) || opponents[reach.occupant].skills.has('No Hands')) return explode(s, reach);
    return here(s, CATCH, [reach.occupant, reach.around, scattered ? 1 : 0, 0]);
  }

  function catchRoll(s: State): Transition {
    const occupant = s.regs[Reg.Occupant];
    const reach = { occupant, around: s.regs[Reg.Around] };
    const catcher = opponents[occupant];
    const target = ctx.edition.agilityTarget(catcher.ag) - catchModifier(catcher, s.regs[Reg.Scattered] === 1, ctx);
    const passes = agilityPasses(target);
    const canReroll = s.regs[Reg.Rerolled] === 0 && (['Catch', 'Monstrous Mouth'] as const).some((n) => catcher.skills.has(n));
    const again = here(s, CATCH, [occupant, reach.around, s.regs[Reg.Scattered], 1]);
    const label = `${targetLabel(`Catch the bomb (${catcher.id})`, target)}${s.regs[Reg.Rerolled] === 1 ? ' again' : ''}`;
    const caught = ctx.edition.bombCaughtExplodesOn === null && !kaboomOpen(s) ? ends(s) : here(s, CAUGHT, [occupant, reach.around]);
    return rollDie(label, 6, (d) => (passes(d, 0) ? caught : canReroll ? again : explode(s, reach)));
  }

  function expand(s: State, at: number): Transition {
    const local = s.phase - at;
    if (local === STEADY) {
      const mask = s.regs[0];
      return rollDie(`Steady Footing ${STEADY_FOOTING_TARGET}+ (${name(lowestBit(mask))})`, 6, (d) =>
        (d >= STEADY_FOOTING_TARGET ? hurt(s, mask & (mask - 1)) : startHarm(s, at + HARM, mask)));
    }
    if (local >= HARM) return expandHarm(specs, s, at + HARM, ctx);
    if (local >= OWN) return expandHarm(own, s, at + OWN, ctx);
    switch (local) {
      case CATCH:
        return catchRoll(s);
      case CAUGHT: {
        const reach = { occupant: s.regs[Reg.Occupant], around: s.regs[Reg.Around] };
        if (s.regs[Reg.Declined] !== 1 && kaboomOpen(s)) return kaboomChoice(s, reach);
        if (ctx.edition.bombCaughtExplodesOn === null) return ends(s);
        const explodesOn = ctx.edition.bombCaughtExplodesOn;
        return rollDie(`Bomb caught: explodes ${explodesOn}+`, 6, (d) =>
          (d >= explodesOn ? explode(s, { occupant: s.regs[Reg.Occupant], around: s.regs[Reg.Around] }) : ends(s)));
      }
      case AROUND: {
        const [hit, pending] = s.regs;
        const next = lowestBit(pending);
        const rest = pending & (pending - 1);
        return rollDie(`Bomb: ${name(next)} ${BOMB_HITS_ON}+`, 6, (d) => around(s, d >= BOMB_HITS_ON ? hit | (1 << next) : hit, rest));
      }
      case SCATTER:
        return weighted(`Bomb scatters ×3`, groups.map((g) => ({ label: g.label, weight: g.sequences, next: () => land(s, g, true) })));
      default:
        throw new Error(`bomb: no phase ${local}`);
    }
  }

  return {
    phases: EXPLOSION_PHASES,
    expand,
    landAccurately: (s) => land(s, reachAt(step.victims, 0, 0), false),
    scatter: (s) => here(s, SCATTER, []),
    fumble: (s) => startHarm(setOut(s, Out.PlayerDown, 1), base + OWN, 0),
  };
}

/** The modifier of an opponent's catch of the bomb (bb2020.md / bb2016.md "Catch"; seed 001 Extra Arms, Diving Catch). */
function catchModifier(catcher: Opponent, scattered: boolean, ctx: ModelContext): number {
  let modifier = ctx.edition.catchModifier(scattered ? 'scattered' : 'accurate');
  if (catcher.skills.has('Extra Arms')) modifier += 1;
  if (catcher.skills.has('Diving Catch') && !scattered) modifier += 1;
  return modifier;
}

/**
 * The harm of the victims hit, one sequence after another: the spec at index `mask` hurts the lowest victim of
 * `mask`, then goes on to the rest (so the victims still to hurt travel in the harm's own `Spec` register).
 */
function victimSpecs(step: BombStep, ctx: ModelContext, hurt: (s: State, mask: number) => State): HarmSpec[] {
  const bonus = ctx.edition.bombBonus > 0 ? { name: 'Bomb', amount: ctx.edition.bombBonus } : null;
  const specs: HarmSpec[] = [];
  for (let mask = 0; mask < 2 ** step.victims.length; mask++) {
    const victim = step.victims[lowestBit(Math.max(mask, 1))].opponent;
    const traits = victimTraits(ctx, victim);
    const rest = mask & (mask - 1);
    specs.push({
      ...traits,
      label: `${armourLabel(ctx, traits.av, 0)} (${ctx.scenario.opponents[victim].id}, bomb)`,
      armourModifier: 0, claws: false, bonus, injuryModifiable: true, foul: false, sneakyGit: false,
      // Classic's Pro re-rolls an armour or injury roll of the thrower's (seed 000 [GWUK]); null elsewhere.
      pro: proOnHarm(ctx, step.by),
      // Placed Prone by the explosion: down whether the armour holds or not.
      heldCondition: C.ArmourHeld,
      finish: (s) => hurt(s, rest),
    });
  }
  return specs;
}

