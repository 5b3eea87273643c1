/**
 * Block (or the block of a Blitz): dice from strength, the pool and its re-rolls, the face taken, and for a
 * knocked-down target the armour, injury and casualty rolls. Frenzy's second block is part of the step.
 * Sources: bb2020.md "Block" (dice, faces, Both Down, Stumble, Juggernaut, Stand Firm, Frenzy, Brawler, Pro,
 * team re-roll, turnover); seed 001 Block, Wrestle, Dodge, Tackle, Juggernaut, Horns, Dauntless, Multiple Block,
 * Frenzy, Stand Firm (Frenzy still blocks again), Brawler, Pro; bb2016.md (Multiple Block: defender +2 ST).
 *
 * Not modelled (no metric reads them): the attacker's own armour and injury when it goes down. Placed prone by
 * Wrestle is no turnover (UNCONFIRMED, bb2020.md: there is no ball on a block step). Where a push sends the
 * target (`sideline:`, Stand Firm, Sidestep, Grab) and Fend against Frenzy: `push.ts`. Frenzy's second block on a Blitz with no movement left takes a
 * rush first (`frenzyRush`, see blockTests.ts).
 */
import { findSkill } from '../../rules/skills.js';
import { withStarHarm } from '../../model/contact/star.js';
import { doubledStrengthRule, frenzyForBlitzRule, INDOMITABLE_FACTOR, withStarDie } from '../../rules/star-blocks.js';
import { frenziedRushPart, type FrenziedRushPart } from './frenzied-rush.js';
import { HARM_SKILLS, victimTraits } from '../../model/contact/attack.js';
import { blockDiceFor, dieCode, FACE_NAMES, FACE_WEIGHTS, poolRolls, encodePool } from './dice.js';
import { knockedDownSpec } from '../../model/contact/blockHarm.js';
import { anyRerollOpen, B, facesOf, lockAll, P, replaceDie, rerollOptions, withReg } from './pool.js';
import { BlockOutcomes } from './outcomes.js';
import { decodeFaces, rerollSome } from './some-dice.js';
import { blockTests } from './tests.js';
import { weighted } from '../../model/contact/dice.js';
import { expandHarm, REROLLED_PILING_ON, startHarm } from '../../model/contact/harm.js';
import { isRemoved, isStanding, marks } from '../../model/contact/victim.js';
import { activationEndsProne } from '../../model/contact/activationEnd.js';
import type { ModelContext, StepModel, Transition } from '../../model/model.js';
import type { SkillName } from '../../vocabulary/index.js';
import { rollDie, type ChoiceNode } from '../../model/node.js';
import { expandD6Test } from '../../model/d6test.js';
import { endLine, goTo, hasUsed, markUsed, OnceFlag, setOut, type State } from '../../model/state.js';
import { R, type HarmSpec } from '../../model/contact/harmSpec.js';
import { Out } from '../../model/outcome.js';
import { NO_AG, defineStep } from '../kind.js';
import { withBallCarrier } from './ball.js';
import { DUMP_OFF_PHASES, dumpOffPart, type DumpOffPart } from './dump-off.js';
import { chainParts, type ChainHooks, type ChainMove, type ChainParts } from './chain.js';
import { pileDriver } from './pile-driver.js';
import { blockerSaboteurPart, sabotagedTargetSpec, saboteurPart, type SaboteurPart } from './saboteur.js';
import { OWN_HARM } from '../movement.js';
import { crowdSpec } from './push.js';
import { normalise, options, type BlockStep } from './options.js';
import { combinedNeeds, D6_TEST_SKILLS, lonerTarget } from '../../model/d6step.js';
import { steadyFootingSpec } from '../../model/steady-footing.js';

/**
 * The block step's model; with `chain`, a Ball & Chain player's move into the target's square (`chain.ts`): a rush
 * first when asked, the armour roll of a target already down instead of the dice, and its own injury roll when it
 * goes down.
 */
export function blockModel(step: BlockStep, ctx: ModelContext, chain: ChainMove | null = null): StepModel {
  const player = ctx.scenario.players[step.by];
  const opponent = ctx.scenario.opponents[step.target];
  const hooks: ChainHooks = { done: (s: State): State => outcomes.done(s), activationOver: activationEndsProne(step, ctx), proceed: (s: State): State => proceed(s) };
  const moved: ChainParts | null = chain === null ? null : chainParts(step, ctx, chain, hooks);
  const rush = frenziedRushPart(step, ctx);
  const secondBlock = frenzySecondBlock(step, ctx, rush);
  const sideline = step.sideline !== null || step.frenzy.sideline !== null;
  const crowdAt = 3 + (moved?.specs.length ?? 0);
  const outcomes: BlockOutcomes = new BlockOutcomes(step, ctx, moved, sideline ? crowdAt : -1, secondBlock, rush.frenzy);
  const driver = pileDriver(step, ctx, (s) => outcomes.done(s));
  // A star's rule on the armour and injury of its block (rules/star-harm.ts): its bonus with Mighty Blow's timing.
  const target = { st: opponent.st, hated: step.hated, dwarf: step.dwarf, blitz: step.blitz };
  const star = (spec: HarmSpec, standing: boolean) => withStarHarm(ctx, spec, step.by, 'block', target, standing || ctx.edition.mightyBlowWhenDown);
  const specs = [
    pilingOn(step, ctx, star(knockedDownSpec(ctx, step.by, victimTraits(ctx, step.target), true, driver.after), true)),
    star(knockedDownSpec(ctx, step.by, victimTraits(ctx, step.target), false, (s) => outcomes.attackerDown(s)), false),
    driver.spec,
    ...(moved?.specs ?? []),
    ...(sideline ? [crowdSpec(step, ctx, (s) => outcomes.done(s))] : []),
  ];
  // The target's Saboteur (bb2025): its D6 before the target's armour roll, the blocker's own armour after it.
  const saboteur = step.saboteur && moved === null ? saboteurPart(step, ctx, specs.length, (s) => startHarm(s, P.Harm, 0 /* the target's armour, blocker Standing */)) : null;
  if (saboteur) specs.push(saboteur.spec);
  // The blocker's own Saboteur when it falls (bb2025, FFB's reading): the target's plain armour roll on a 4+.
  const sabotage = player.skills.has('Saboteur') && moved === null
    ? blockerSaboteurPart(step, ctx, specs.push(sabotagedTargetSpec(knockedDownSpec(ctx, step.by, victimTraits(ctx, step.target), false, (s) => outcomes.attackerDown(s)))) - 1, (s) => outcomes.attackerDown(s))
    : null;
  // The blocker's Steady Footing (bb2025) when it would be knocked down: a D6 test, 6 (`model/steady-footing.ts`).
  const steady = chain === null && player.skills.has('Steady Footing') ? {
    down: steadyFootingSpec(step.by, ctx, (s) => outcomes.playerDownSteady(s, true), (s) => outcomes.playerDownSteady(s, false)),
    both: steadyFootingSpec(step.by, ctx, (s) => outcomes.bothDownSteady(s, true), (s) => outcomes.bothDownSteady(s, false)),
  } : null;
  const loner = lonerTarget(player, ctx);
  // Strength before assists: Horns on a Blitz, Multiple Block by edition (seed 001; bb2016.md). Horns counts
  // before Dauntless compares strengths, or after it (bb2025: `Edition.hornsAfterDauntless`).
  // bb2025's Dauntless compares unmodified strengths, Multiple Block's −2 too coming after it (`Edition.dauntlessUnmodified`).
  const horns = step.blitz && player.skills.has('Horns') ? 1 : 0;
  const multiple = step.multipleBlock ? ctx.edition.multipleBlockStrength.attacker : 0;
  const hornsLater = (ctx.edition.hornsAfterDauntless ? horns : 0) + (ctx.edition.dauntlessUnmodified ? multiple : 0);
  const attack = player.st + horns + multiple - hornsLater;
  const defence = opponent.st + (step.multipleBlock ? ctx.edition.multipleBlockStrength.defender : 0);
  const dauntless = player.skills.has('Dauntless') && defence > attack;
  // A star's extra die on a Blitz (Gored by the Bull, rules/star-blocks.ts).
  const rollDice = (s: State, dice: number) => goTo(s, P.Roll, [withStarDie(ctx.edition.id, player.skills, step.blitz, dice), 0, 0, 0, 0]);
  const roll = (s: State, strength: number) => {
    const { assists, defensiveAssists, defenders } = secondBlock(s) ? step.frenzy : step;
    const fallen = defenders.reduce((n, d) => n + (marks(s, d) ? 0 : 1), 0);
    return rollDice(s, blockDiceFor(strength + hornsLater + assists, defence + defensiveAssists - fallen));
  };
  const dump = step.dumpOff === null ? null : dumpOffPart(step.dumpOff, step.by, step.target, ctx, P.DumpOff, (s) => proceed(s));
  // Indomitable: a passed Dauntless roll may double the target's strength instead, once a line (rules/star-blocks.ts).
  const indomitable = doubledStrengthRule(ctx.edition.id, player.skills);
  const afterDauntless = (s: State, strength: number) =>
    indomitable !== null && strength === defence && !hasUsed(s, step.by, OnceFlag.Special) ? goTo(s, P.Indomitable, []) : roll(s, strength);
  const tests = blockTests(step, ctx, { attack, defence, onDauntless: afterDauntless, onRushed: (s) => goTo(s, P.Start, []) });

  function start(s: State): State {
    // Fury of the Blood God's second Block action: made only when the rule turned the Unchannelled Fury roll (`fury.ts`).
    if (step.fury && !hasUsed(s, step.by, OnceFlag.Special)) return outcomes.done(s);
    if (moved !== null) {
      if (isRemoved(s, step.target)) return outcomes.done(s);
      return chain?.rush ? goTo(s, P.FrenzyRush, []) : proceed(s);
    }
    if (!isStanding(s, step.target)) return outcomes.done(s);
    return rush.declare(s, (t) => (dump?.pending(t) ? dump.start(t) : proceed(t)), P.FrenziedRush);
  }

  /** Into the block: its dice (after Dauntless), or, for a Ball & Chain move into a player down, its armour roll. */
  function proceed(s: State): State {
    if (moved?.down(s)) return moved.intoProne(s);
    if (step.dice !== null) return rollDice(s, step.dice);
    return dauntless ? goTo(s, P.Dauntless, []) : roll(s, attack);
  }

  function choose(s: State): Transition {
    const rerolls = rerollOptions(step, ctx, s, loner);
    if (s.regs[B.Dice] < 0) {
      const keep = defenderToChoose(s);
      return rerolls.length === 0 ? keep : { kind: 'choice', by: 'coach', label: 'Block dice (defender chooses)', options: [{ label: 'keep the dice', next: keep }, ...rerolls] };
    }
    const faces = facesOf(s).map((f) => ({ label: FACE_NAMES[f], next: outcomes.face(s, f) }));
    const options = [...faces, ...rerolls];
    return options.length === 1 ? options[0].next : { kind: 'choice', by: 'coach', label: `Block: ${faceList(s)}`, options };
  }

  /**
   * The pool is on the table: the state where the coach chooses, or — when there is nothing to choose — the
   * state it leads to, so that equal situations meet in one state.
   */
  function settle(s: State): State {
    if (anyRerollOpen(step, ctx, s)) return s;
    if (s.regs[B.Dice] < 0) return defenderToChoose(s);
    const faces = facesOf(s);
    return faces.length === 1 ? outcomes.face(s, faces[0]) : s;
  }

  /** The defender's choice, or its only face. */
  function defenderToChoose(s: State): State {
    const faces = facesOf(s);
    return faces.length === 1 ? outcomes.face(s, faces[0]) : goTo(s, P.Defender);
  }

  function expand(s: State): Transition {
    if (s.phase >= P.Dauntless && s.phase < P.FrenzyRush) return expandD6Test(tests.dauntless, s, P.Dauntless, ctx);
    if (s.phase >= P.FrenzyRush && s.phase < P.Roll) return expandD6Test(moved?.rush ?? tests.frenzyRush, s, P.FrenzyRush, ctx);
    if (steady && s.phase >= P.SteadyDown && s.phase < P.SteadyBoth) return expandD6Test(steady.down, s, P.SteadyDown, ctx);
    if (steady && s.phase >= P.SteadyBoth && s.phase < P.SteadyTarget) return expandD6Test(steady.both, s, P.SteadyBoth, ctx);
    if (s.phase === P.SteadyTarget) return outcomes.targetSteady(s);
    switch (s.phase) {
      case P.Start:
        return start(s);
      case P.Roll: {
        const count = Math.abs(s.regs[B.Dice]);
        const locked = s.regs[B.LockAll] === 1;
        const label = `Block (${count} ${count === 1 ? 'die' : 'dice'}${s.regs[B.Dice] < 0 ? ', defender chooses' : ''})`;
        return weighted(label, poolRolls(count).map((r) => ({
          label: r.faces.map((f) => FACE_NAMES[f]).join(', '),
          weight: r.weight,
          next: () => settle(goTo(s, P.Choose, withReg(s, { Pool: encodePool(r.faces.map((f) => dieCode(f, locked))), LockAll: 0 }))),
        })));
      }
      case P.Choose:
        return choose(s);
      case P.Defender:
        return defenderChoice(s);
      case P.Pro:
        return rollDie(`Pro ${ctx.edition.proTarget}+`, 6, (d) =>
          d >= ctx.edition.proTarget ? goTo(s, P.RerollOne) : settle(goTo(s, P.Choose, withReg(s, { Pool: replaceDie(s, s.regs[B.Die], dieCode(s.regs[B.Die], true)), Die: 0 }))));
      case P.RerollOne:
        return weighted(`Re-roll ${FACE_NAMES[s.regs[B.Die]]}`, FACE_WEIGHTS.map((weight, f) => ({
          label: FACE_NAMES[f], weight, next: () => settle(goTo(s, P.Choose, withReg(s, { Pool: replaceDie(s, s.regs[B.Die], dieCode(f, true)), Die: 0 }))),
        })));
      case P.RerollSome: {
        const faces = decodeFaces(s.regs[B.Die]);
        return weighted(`Re-roll ${faces.map((f) => FACE_NAMES[f]).join(', ')}`, rerollSome(s.regs[B.Pool], Math.abs(s.regs[B.Dice]), faces).map((r) => ({
          label: r.label, weight: r.weight, next: () => settle(goTo(s, P.Choose, withReg(s, { Pool: r.pool, Die: 0 }))),
        })));
      }
      case P.FrenziedRush:
        return rush.choice(s, (t) => (dump?.pending(t) ? dump.start(t) : proceed(t)));
      case P.Indomitable:
        return {
          kind: 'choice', by: 'coach', label: 'Dauntless passed', options: [
            { label: 'equal strength', next: roll(s, defence) },
            { label: `${indomitable}: double strength`, next: roll(markUsed(s, step.by, OnceFlag.Special), INDOMITABLE_FACTOR * defence) },
          ],
        };
      case P.Loner:
        return rollDie(`Loner ${loner}+`, 6, (d) =>
          d >= (loner ?? 1) ? goTo(s, P.Roll, withReg(s, { Pool: 0, LockAll: 1 })) : settle(goTo(s, P.Choose, withReg(s, { Pool: lockAll(s) }))));
      case P.BothDownAttacker:
        return outcomes.bothDownAttacker(s);
      case P.BothDownDefender:
        return outcomes.bothDownDefender(s);
      case P.PileDriver:
        return driver.choice(s);
      case P.StandFirm:
        return outcomes.standFirm(s);
      case P.PushSquare:
        return outcomes.pushSquare(s);
      case P.Saboteur:
        return (saboteur as SaboteurPart).expand(s);
      case P.BlockerSaboteur:
        return (sabotage as NonNullable<typeof sabotage>).expand(s);
            case P.Fend:
        return outcomes.fend(s);
      default:
        if (s.phase >= P.DumpOff && s.phase < P.DumpOff + DUMP_OFF_PHASES) return (dump as DumpOffPart).expand(s);
        return expandHarm(specs, s, P.Harm, ctx);
    }
  }

  function defenderChoice(s: State): Transition {
    const options = facesOf(s).map((f) => ({ label: FACE_NAMES[f], next: outcomes.face(s, f) }));
    if (options.length === 1) return options[0].next;
    const node: ChoiceNode = { kind: 'choice', by: 'opponent', label: `Block (defender chooses): ${faceList(s)}`, options };
    return node;
  }

  const defenders = [...new Set([...step.defenders, ...step.frenzy.defenders])].filter((d) => d !== step.target);
  const model = {
    // Steady Footing: one team re-roll a block of each (Frenzy's two blocks, so two at most).
    step, expand, teamRerolls: blockTeamRerolls(step, ctx) + (chain?.rush ? 1 : 0) + (steady ? 2 : 0),
    reads: [...new Set([...blockReads(step, ctx), ...(dump ? [OnceFlag.DumpedOff] : []), ...(steady ? combinedNeeds([steady.down]).reads ?? [] : [])])], fouls: driver.open ? 1 : 0,
    // A block leaves a target already down alone, but a Ball & Chain player moving into one hits it.
    targetReads: moved === null ? 'standing' as const : 'onPitch' as const,
    // Named defensive assisters: whether each still stands when the dice are rolled.
    ...(defenders.length === 0 ? {} : { targets: [step.target, ...defenders] }),
  };
  return withBallCarrier(model, step, opponent.skills.has('Safe Pair of Hands'));
}

/**
 * Piling On (bb2016, LRB6: "You may re-roll the Armour roll or Injury roll for the victim. The Piling On player is
 * Placed Prone in his own square … Piling On does not cause a turnover unless the Piling On player is carrying the
 * ball"): the knocked-down target's harm with one re-roll of its armour or injury roll, the coach's choice after
 * seeing it; used, the attacker is placed prone (`playerDown`) and its activation ends. Only when the attacker is
 * still standing ("currently standing adjacent to the victim"; nuffle takes it to follow up).
 */
function pilingOn(step: BlockStep, ctx: ModelContext, spec: HarmSpec): HarmSpec {
  if (!ctx.scenario.players[step.by].skills.has('Piling On')) return spec;
  const ends = activationEndsProne(step, ctx);
  const prone = (s: State) => {
    const down = setOut(s, Out.PlayerDown, 1);
    return down.out[Out.TurnoverPending] === 1 ? endLine(down, true) : ends(down);
  };
  return { ...spec, reroll: 'Piling On', finish: (s) => ((s.regs[R.Rerolled] & REROLLED_PILING_ON) !== 0 ? prone(s) : spec.finish(s)) };
}

/**
 * Whether a state of this step is in Frenzy's second block: the flag is marked when the first block pushes. A
 * player blocks once per activation, so an earlier block step of the same player (which would have marked it)
 * means this step has no second block and its dice are the first block's.
 */
function frenzySecondBlock(step: BlockStep, ctx: ModelContext, rush: FrenziedRushPart): (s: State) => boolean {
  const earlier = ctx.scenario.steps.some((other) => other.index < step.index && other.kind === 'block' && other.by === step.by);
  if (earlier || (!ctx.scenario.players[step.by].skills.has('Frenzy') && rush.rule === null)) return () => false;
  return (s) => hasUsed(s, step.by, OnceFlag.Frenzy);
}

/**
 * The most team re-rolls one block step can spend: per block, the Dauntless roll and the pool (a die is re-rolled
 * once, so a pool takes one team re-roll); Frenzy's second block doubles that and may add its rush.
 */
function blockTeamRerolls(step: BlockStep, ctx: ModelContext): number {
  const skills = ctx.scenario.players[step.by].skills;
  const frenzy = (skills.has('Frenzy') || frenzyForBlitzRule(ctx.edition.id, skills, step.blitz) !== null) && !step.multipleBlock;
  const perBlock = 1 + (skills.has('Dauntless') ? 1 : 0);
  return frenzy ? 2 * perBlock + (step.frenzyRush ? 1 : 0) : perBlock;
}

/** The flags a block reads: Pro, Frenzy, Sure Feet (its rush), and Brawler where it is once per activation (bb2025). */
function blockReads(step: BlockStep, ctx: ModelContext): OnceFlag[] {
  const skills = ctx.scenario.players[step.by].skills;
  const brawler = ctx.edition.brawlerOnce === 'activation' && skills.has('Brawler');
  // A star's special rule, once a line: on the block's armour and injury, or on its Dauntless or rush.
  const star = skills.names().some((name) => findSkill(name)?.starRule === true);
  return [OnceFlag.Pro, OnceFlag.Frenzy, OnceFlag.SureFeet, ...(brawler ? [OnceFlag.Brawler] : []), ...(star ? [OnceFlag.Special] : [])];
}

function faceList(s: State): string {
  return facesOf(s).map((f) => FACE_NAMES[f]).join(' / ');
}

/**
 * Block skills a Ball & Chain move (`chainMove`, a block too) never meets: its assists are counts (no Guard, no
 * Defensive), Fend "cannot be used … against a player with Ball and Chain trait" (seed 001 Fend), and it pushes
 * nobody into the crowd (no sideline: Sidestep).
 */
export const NOT_AGAINST_A_CHAIN: readonly SkillName[] = ['Guard', 'Defensive', 'Fend', 'Sidestep'];

export const block = defineStep({
  kind: 'block', options, normalise, rollsAgainstAg: NO_AG, modifiers: [], model: blockModel, ownArmour: true,
  d6Tests: ['dauntless', 'rush', 'other'],
  starAttacks: ['block'],
  skills: [
    ...D6_TEST_SKILLS, ...HARM_SKILLS, 'Dodge', 'Watch Out!', 'Sure Feet', 'Drunkard', 'Block', 'Wrestle', 'Tackle', 'Juggernaut',
    'Stand Firm', 'Brawler', 'Frenzy', 'Horns', 'Dauntless', 'Multiple Block', 'Mighty Blow', 'Claws', 'Iron Hard Skin',
    'Strip Ball', 'Safe Pair of Hands', 'Pile Driver', 'Dump-Off', 'Piling On', 'Hatred', 'Fend', 'Sidestep', 'Grab',
    // Named assisters (assists.ts): Guard, and Defensive on the markers.
    'Guard', 'Defensive',
    // Pile Driver's foul (pile-driver.ts); the target's Sure Hands against Strip Ball (outcomes.ts); the Dump-off
    // pass of the target and its team-mate's catch (dump-off.ts).
    'Dirty Player', 'Sneaky Git', 'Chainsaw', 'Sure Hands', 'Pass', 'Nerves of Steel', 'Catch', 'Diving Catch',
    'Extra Arms', 'No Hands',
    // The target's Saboteur (saboteur.ts) and Lone Fouler on Pile Driver's foul (pile-driver.ts), bb2025.
    'Saboteur', 'Lone Fouler', 'Steady Footing',
  ],
  writtenAs: {
    Guard: ['assists', 'defensiveAssists'], Defensive: ['assists', 'defensiveAssists'],
    'Stand Firm': ['sideline'], Sidestep: ['sideline'], Grab: ['sideline'],
  },
  reports: (step) => [
    ...(step.ball ? ['ballLoose' as const] : []), ...(step.sideline !== null || step.frenzy.sideline !== null ? ['surfed' as const] : []),
    ...(step.pileDriver.argueTheCall ? ['coachEjected' as const] : []),
    ...(step.saboteur || step.blockerSaboteur ? OWN_HARM : []),
  ],
});
