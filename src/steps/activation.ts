/**
 * Activation rolls: the D6 a player with Bone Head, Really Stupid, Unchannelled Fury, Animal Savagery, Wild Animal
 * (bb2016), Bloodlust or Take Root rolls after declaring its action and before performing it, and the roll of a
 * player who declares a Block (or a Special action) against a player with Foul Appearance. Normalising inserts
 * them by itself (`scenario/activation.ts`); they may also be written (`- activation: { trait: Bone Head }`).
 *
 * Every one is a roll of the player's own activation: team re-rolls (with Loner) and Pro may touch it (seed 000,
 * seed 001 Pro and Loner). A natural 1 always fails (`bb2020.md` "Activation rolls").
 *
 * Sources: seed 001 Bone Head, Really Stupid, Unchannelled Fury, Animal Savagery, Bloodlust (X+), Take Root, Foul
 * Appearance (with their Q&A); seed 004 Bone-head, Really Stupid, Wild Animal, Blood Lust, Take Root (bb2016).
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { D6_TEST_SKILLS, testStepModel } from '../model/d6step.js';
import type { ModelContext, StepModel } from '../model/model.js';
import { activationEndsEarly } from '../model/contact/activationEnd.js';
import { clearUsed, endLine, hasUsed, markUsed, nextStep, OnceFlag, type State } from '../model/state.js';
import type { Edition } from '../rules/edition.js';
import type { Player } from '../vocabulary/index.js';
import { lashOutModel, TEAMMATE_HARM } from './lash-out.js';
import { primalSavageryModel } from './primal-savagery.js';
import { furyModel } from './fury.js';
import { tastyMorselFeedModel } from './tasty-morsel.js';
import { failedTraitRules, twoBlocksOnAOneRule } from '../rules/star-starts.js';
import { defineStep, flag, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

/** The activation traits, in the order a player who has several rolls them. */
export const ACTIVATION_TRAITS = [
  'Bone Head', 'Really Stupid', 'Unchannelled Fury', 'Animal Savagery', 'Wild Animal', 'Bloodlust', 'Take Root',
] as const;
export type ActivationTrait = (typeof ACTIVATION_TRAITS)[number];
const TRAITS = [...ACTIVATION_TRAITS, 'Foul Appearance'] as const;
export type RolledTrait = (typeof TRAITS)[number];

/** Step kinds that move the player out of its square (a Rooted player cannot: seed 001 Take Root). */
export const MOVEMENT_KINDS: ReadonlySet<string> = new Set(['dodge', 'rush', 'pickup', 'jump']);
/** Special actions performed instead of a Block action (seed 001 Chainsaw, Stab, Projectile Vomit; Breathe Fire, S25). */
export const BLOCK_SPECIALS: ReadonlySet<string> = new Set(['chainsaw', 'stab', 'vomit', 'breatheFire']);

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  trait: z.enum(TRAITS).describe('The trait that rolls'),
  target: z.string().optional().describe('Foul Appearance: the opponent with it that the action targets'),
  feed: flag.default(false).describe('Bloodlust: the end of the activation, where a Vampire that failed must bite a Thrall'),
});

/** Whether the declared action gets the Block/Blitz bonus (and the Special actions that replace a Block). */
function blockLike(player: Player, replacesBlock: boolean): boolean {
  return player.action === 'block' || player.action === 'blitz' || (player.action === 'special' && replacesBlock);
}

/**
 * The D6 score a trait needs after its modifier, natural 1 failing: "Really Stupid 4+, or 2+ with an adjacent
 * standing team-mate without Really Stupid. Unchannelled Fury and Animal Savagery 4+, 2+ when the action is a
 * Block or Blitz. Bloodlust X+ (−1 on Block/Blitz, never below 2+). Take Root 2+. Foul Appearance 2+"
 * (`bb2020.md` "Activation rolls"; seed 004: Really Stupid +2, Wild Animal +2 on a Block or Blitz, Blood Lust 2+).
 */
export function activationScore(trait: RolledTrait, player: Player, edition: Edition, replacesBlock: boolean): number {
  const bonus = blockLike(player, replacesBlock) ? 2 : 0;
  switch (trait) {
    case 'Really Stupid':
      return player.teammateAdjacent ? 2 : 4;
    case 'Unchannelled Fury':
    case 'Animal Savagery':
    case 'Wild Animal':
      return 4 - bonus;
    case 'Bloodlust':
      return edition.bloodlustScore(player.skills.param('Bloodlust') ?? 2, player.action === 'block' || player.action === 'blitz');
    default:
      return 2;
  }
}

/** The end of a Vampire's activation, as the tables show it. */
function feedLabel(player: Player): string {
  return player.thrallAdjacent ? 'Bloodlust: bite the Thrall' : 'Bloodlust: no Thrall to bite';
}

function normalise({ trait, target, feed }: z.output<typeof options>, ctx: NormaliseContext) {
  if (trait === 'Foul Appearance') return normaliseFoulAppearance(target, ctx);
  if (target !== undefined) throw ctx.error(['target'], message.activationTargetOnlyFoulAppearance(trait));
  if (!ctx.player.skills.has(trait)) throw ctx.error(['trait'], message.playerLacksTrait(ctx.player.id, trait));
  if (feed && trait !== 'Bloodlust') throw ctx.error(['feed'], message.feedOnlyBloodlust());
  const replacesBlock = ctx.player.skills.names().some((name) => ['Chainsaw', 'Stab', 'Projectile Vomit'].includes(name));
  const score = activationScore(trait, ctx.player, ctx.edition, replacesBlock);
  const label = ctx.label(feed ? feedLabel(ctx.player) : `${trait} ${score}+`);
  return { label, trait: trait as RolledTrait, score, opponent: null as number | null, feed };
}

function normaliseFoulAppearance(target: string | undefined, ctx: NormaliseContext) {
  if (target === undefined && ctx.opponents.length !== 1) throw ctx.error(['target'], message.foulAppearanceTarget());
  const opponent = ctx.target();
  const victim = ctx.opponents[opponent];
  if (!victim.skills.has('Foul Appearance')) throw ctx.error(['target'], message.opponentLacksFoulAppearance(victim.id));
  const score = 2;
  return { label: ctx.label(`Foul Appearance ${score}+ (${victim.id})`), trait: 'Foul Appearance' as RolledTrait, score, opponent, feed: false };
}

/** An activation roll, as normalised. */
export type ActivationStep = NormalisedStep<'activation', typeof normalise>;

/** True when a later step of this player moves it out of its square. */
function movesLater(step: ActivationStep, ctx: ModelContext): boolean {
  return ctx.scenario.steps.some((other) => other.index > step.index && other.by === step.by && MOVEMENT_KINDS.has(other.kind));
}

/**
 * A Rooted player "cannot move from the square they currently occupy … may perform any action available to them
 * provided they can do so without moving" (seed 001 Take Root): the line stops when the player still has to move.
 * bb2016 adds "if a player fails his Take Root roll as part of a Blitz Action he may not block that turn" (seed 004).
 */
function rootedStops(step: ActivationStep, ctx: ModelContext): boolean {
  const player = ctx.scenario.players[step.by];
  return movesLater(step, ctx) || (!ctx.edition.rootedMayBlitz && player.action === 'blitz');
}

/** Animal Savagery with a Standing team-mate adjacent: a failed roll knocks it down (seed 001). */
function lashesOut(step: ActivationStep, ctx: ModelContext): boolean {
  return step.trait === 'Animal Savagery' && ctx.scenario.players[step.by].teammateAdjacent;
}

/** Animal Savagery of a star with Primal Savagery and an adjacent opponent (`opponentAdjacent:`): that opponent, else null. */
function primalOpponent(step: ActivationStep, ctx: ModelContext): number | null {
  const player = ctx.scenario.players[step.by];
  return step.trait === 'Animal Savagery' && failedTraitRules(ctx.edition.id).includes('Primal Savagery') && player.skills.has('Primal Savagery')
    ? player.opponentAdjacent : null;
}

/** What a failed roll does (seed 001 and seed 004 texts of each trait). */
function onFail(step: ActivationStep, ctx: ModelContext): (s: State) => State {
  // Without a turnover — unless a Vampire that already failed its Bloodlust roll can no longer bite (`activationEnd.ts`).
  const ends = activationEndsEarly(step, ctx);
  switch (step.trait) {
    case 'Animal Savagery':
      // With a team-mate adjacent it is knocked down and the player goes on (`lash-out.ts`); with none adjacent,
      // "this player's activation ends immediately".
      return ends;
    case 'Bloodlust':
      // "they may continue their activation as normal": the bite (or the turnover) comes at its end (`feedModel`).
      return (s) => nextStep(markUsed(s, step.by, OnceFlag.Bloodlust));
    case 'Take Root':
      return rootedStops(step, ctx) ? ends : nextStep;
    default:
      // Bone Head, Really Stupid, Unchannelled Fury, Wild Animal: the activation ends, no turnover; Foul
      // Appearance: "the player cannot perform the declared action and the action is wasted".
      return ends;
  }
}

/**
 * The end of a Vampire's activation, reached standing: it bites an adjacent Thrall (`thrallAdjacent`: "immediately
 * make an Injury roll for the Thrall treating any Casualty result as Badly Hurt; this will not cause a Turnover" —
 * no metric reads that roll), or, with none, "If they do not bite a Thrall for any reason then a Turnover is caused"
 * (seed 001 Bloodlust; seed 004 "Failure to bite a Thrall is a turnover"). Bitten, the flag is cleared: an early
 * end after it (a pass comes after the bite) is no turnover.
 */
function feedModel(step: ActivationStep, ctx: ModelContext): StepModel {
  const player = ctx.scenario.players[step.by];
  const bites = player.thrallAdjacent;
  const fed = (s: State) => nextStep(clearUsed(s, step.by, OnceFlag.Bloodlust));
  const morsel = failedTraitRules(ctx.edition.id).includes('Tasty Morsel') && player.skills.has('Tasty Morsel') ? player.opponentAdjacent : null;
  if (morsel !== null) return tastyMorselFeedModel(step, ctx, morsel, fed);
  const expand = (s: State) => (!hasUsed(s, step.by, OnceFlag.Bloodlust) ? nextStep(s) : bites ? fed(s) : endLine(s, true));
  return { step, expand, teamRerolls: 0, reads: [OnceFlag.Bloodlust] };
}

function activationModel(step: ActivationStep, ctx: ModelContext): StepModel {
  if (step.feed) return feedModel(step, ctx);
  const parts = { label: step.label, passes: (natural: number) => natural !== 1 && natural >= step.score, onFail: onFail(step, ctx) };
  const primal = primalOpponent(step, ctx);
  if (primal !== null) return primalSavageryModel(step, ctx, parts, primal);
  const player = ctx.scenario.players[step.by];
  if (step.trait === 'Unchannelled Fury' && player.action === 'block' && twoBlocksOnAOneRule(ctx.edition.id, player.skills) !== null) {
    return furyModel(step, ctx, parts);
  }
  return lashesOut(step, ctx) ? lashOutModel(step, ctx, parts) : testStepModel(step, ctx, parts);
}

export const activation = defineStep({
  kind: 'activation',
  d6Tests: ['other'],
  skills: [
    ...D6_TEST_SKILLS, 'Bone Head', 'Really Stupid', 'Unchannelled Fury', 'Animal Savagery',
    'Bloodlust', 'Take Root', 'Foul Appearance', 'Wild Animal',
    // A special action that replaces a block is a Block action for the traits' modifiers (`replacesBlock`).
    'Chainsaw', 'Stab', 'Projectile Vomit',
    // The stars' rules that turn a failed roll on an adjacent opponent (`primal-savagery.ts`, `tasty-morsel.ts`).
    'Primal Savagery', 'Tasty Morsel',
    // A natural 1 on Unchannelled Fury made two Block actions (`fury.ts`).
    'Fury of the Blood God',
  ],
  options,
  normalise,
  rollsAgainstAg: NO_AG,
  modifiers: [
    { modifier: 'Really Stupid: a Standing team-mate without it adjacent (`teammateAdjacent`)', bb2020: '+2', bb2016: '+2' },
    { modifier: 'Unchannelled Fury, Animal Savagery, Wild Animal: a Block or Blitz action (or a Special action instead of a Block)', bb2020: '+2', bb2016: '+2 (Wild Animal)' },
    { modifier: 'Bloodlust: a Block or Blitz action', bb2020: '+1 (never below 2+)', bb2016: 'none (2+)' },
  ],
  model: activationModel,
  reports: (step) => (step.trait === 'Animal Savagery' ? TEAMMATE_HARM : []),
});
