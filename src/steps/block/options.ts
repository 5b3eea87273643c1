/** The options of a block step and its normalised form. Sources as in `index.ts`. */
import { DWARF_RULE } from '../../rules/star-harm.js';
import { FURY_RULE } from '../../rules/star-starts.js';
import { isFuryRoll } from '../fury.js';
import { FRENZIED_RUSH, frenzyForBlitzRule, TANDEM_RULE } from '../../rules/star-blocks.js';
import { z } from 'zod';
import { message } from '../../log/messages.js';
import { assists, checkAssists, contactBase, need, requireSkill, targetId, targetName } from '../contact.js';
import { countAssists, writtenAssists, type CountedAssists } from '../assists.js';
import { DUMP_OFF_OPTION, normaliseDumpOff } from './dump-off.js';
import { flag, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from '../kind.js';

/** The sideline at one block (`push.ts`): null when the target does not stand where a push can send it into the crowd. */
export interface Sideline {
  /** No unoccupied square next to the target: its Sidestep cannot save it. */
  readonly cornered: boolean;
}

/** `sideline: true`, or `{ cornered: true }` when no free square next to the target lets its Sidestep save it. */
const sideline = z.union([flag, z.strictObject({ cornered: flag.default(false).describe('No unoccupied square next to the target: Sidestep cannot be used') })])
  .describe('The target stands where a push can send it into the crowd (push.ts)');

/** The normalised sideline: null when there is none. */
function sidelineOf(given: z.output<typeof sideline> | undefined): Sideline | null {
  if (given === undefined || given === false) return null;
  return { cornered: given === true ? false : given.cornered };
}

export const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  target: targetName,
  assists: writtenAssists.describe('Offensive assists: a count, or the team-mates by id (assists.ts)'),
  defensiveAssists: writtenAssists.describe('Defensive assists: a count, or the opponents by id (assists.ts)'),
  blitz: flag.default(false).describe('The block is part of a Blitz (Horns, Juggernaut; no Brawler)'),
  dice: z.number().int().optional().describe('Block dice given directly: 1..3, or -2/-3 when the defender chooses'),
  multipleBlock: flag.default(false).describe('One of the two blocks of Multiple Block (ST modifier)'),
  frenzyRush: flag.default(false).describe("Frenzy's second block needs a rush (a Blitz with no movement left)"),
  frenziedRush: flag.optional().describe("A star's Frenzied Rush declared (true) or not (false) for this Blitz; left out, the solver chooses"),
  sideline: sideline.optional(),
  frenzy: z.strictObject({
    sideline: sideline.optional().describe("The sideline at Frenzy's second block (default: the first block's)"),
    assists: writtenAssists.optional().describe("Offensive assists of Frenzy's second block (default: the first block's)"),
    defensiveAssists: writtenAssists.optional().describe("Defensive assists of Frenzy's second block (default: the first block's)"),
  }).optional().describe("Frenzy's second block, when the push changed its assists"),
  pileDriver: z.strictObject({
    assists: assists.optional().describe('Offensive assists of the free foul'),
    defensiveAssists: assists.optional().describe('Defensive assists of the free foul'),
    argueTheCall: flag.optional().describe('Argue the Call if the free foul sends the blocker off (as on a foul: bb2020, bb2025)'),
  }).optional().describe("Pile Driver's free foul, with its own assists (default none)"),
  ball: flag.default(false).describe('The target holds the ball (Strip Ball, Safe Pair of Hands; metric ballLoose)'),
  dumpOff: DUMP_OFF_OPTION,
  hated: flag.default(false).describe('bb2025 Hatred (X): the target has the keyword the blocker hates'),
  dwarf: flag.default(false).describe("The target is a Dwarf: the star Ivan's Dwarfen Scourge gives +2"),
  fury: flag.default(false).describe("Scyla Anfingrimm's second Block action (Fury of the Blood God): made only when a natural 1 on her Unchannelled Fury roll was turned into two Block actions"),
  tandem: flag.default(false).describe("bb2025: the target is also marked by Valen Swift (Lucien's Working In Tandem: one block die re-rolled)"),
  need,
});

export function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  const { target, need: needs, needText } = contactBase(ctx, given.need);
  const { blitz, dice, multipleBlock, frenzyRush, frenzy, ball, pileDriver, hated } = given;
  const atSideline = sidelineOf(given.sideline);
  const read = (written: z.output<typeof options>['assists'], side: 'offence' | 'defence', path: string[]): CountedAssists => {
    const counted = countAssists(ctx, written, { side, on: 'block' }, path, target);
    checkAssists(ctx, counted.count, path.join('.'), path);
    return counted;
  };
  const offensive = read(given.assists, 'offence', ['assists']);
  const defensive = read(given.defensiveAssists, 'defence', ['defensiveAssists']);
  const dumpOff = normaliseDumpOff(given.dumpOff, ball, target, ctx);
  if (dice !== undefined && (dice === 0 || Math.abs(dice) > 3)) throw ctx.error(['dice'], message.blockDice(dice));
  if (multipleBlock) requireSkill(ctx, 'block', 'Multiple Block', ['multipleBlock']);
  const frenzied = frenziedRushOf(given, ctx);
  if (frenzyRush) requireFrenzy(ctx, frenzied, ['frenzyRush']);
  if (frenzy !== undefined) requireFrenzy(ctx, frenzied, ['frenzy']);
  if (pileDriver !== undefined) requireSkill(ctx, 'block', 'Pile Driver', ['pileDriver']);
  if (pileDriver?.argueTheCall === true && ctx.edition.argueTheCall === null) {
    throw ctx.error(['pileDriver', 'argueTheCall'], message.argueTheCallEdition(ctx.edition.id));
  }
  if (hated) requireSkill(ctx, 'block', 'Hatred', ['hated']);
  if (given.dwarf) requireSkill(ctx, 'block', DWARF_RULE, ['dwarf']);
  if (given.tandem) requireSkill(ctx, 'block', TANDEM_RULE, ['tandem']);
  if (given.fury) checkFury(ctx);
  /** The assists of Frenzy's second block (the first block's unless the scenario says otherwise). */
  const secondOffence = frenzy?.assists === undefined ? offensive : read(frenzy.assists, 'offence', ['frenzy', 'assists']);
  const secondDefence = frenzy?.defensiveAssists === undefined ? defensive : read(frenzy.defensiveAssists, 'defence', ['frenzy', 'defensiveAssists']);
  const second = {
    assists: secondOffence.count, defensiveAssists: secondDefence.count, defenders: secondDefence.opponents,
    sideline: frenzy?.sideline === undefined ? atSideline : sidelineOf(frenzy.sideline),
  };
  // One die has no choice to give: -1 is the same roll as 1.
  const fixedDice = dice === undefined ? null : dice === -1 ? 1 : dice;
  const what = fixedDice === null ? '' : fixedDice > 0 ? ` (${fixedDice} dice)` : ` (${-fixedDice} dice, defender chooses)`;
  return {
    label: ctx.label(`${blitz ? 'Blitz' : 'Block'} ${targetId(ctx, target)}${what}${needText}`),
    target, need: needs, assists: offensive.count, defensiveAssists: defensive.count,
    /** The named opponents among the defensive assists: one no longer Standing when the dice are rolled gives none. */
    defenders: defensive.opponents,
    blitz,
    /** Dice given directly (negative: the defender chooses); null to compute them from strength. */
    dice: fixedDice,
    /** One of the two blocks of Multiple Block: the strength modifier of the edition applies. */
    multipleBlock,
    /** Frenzy's second block needs a rush first (a Blitz with no movement left). */
    frenzyRush,
    /** A star's Frenzied Rush as the scenario fixes it (declared or not), or null: the solver's choice. */
    frenziedRush: given.frenziedRush ?? null,
    /** Where a push can send the target into the crowd (null: nowhere), at the first block. */
    sideline: atSideline,
    frenzy: second,
    /** The target holds the ball. */
    ball,
    /** The carrier's Dump-off quick pass before the dice (the target has Dump-Off), or null. */
    dumpOff,
    /** The target has the keyword of the blocker's Hatred (X). */
    hated,
    /** The target is a Dwarf (Dwarfen Scourge +2). */
    dwarf: given.dwarf,
    /** The target is also marked by the blocker's partner (Working In Tandem). */
    tandem: given.tandem,
    /** Fury of the Blood God's second Block action: passed over unless the rule was used (`steps/fury.ts`). */
    fury: given.fury,
    /** The assists of Pile Driver's free foul. */
    pileDriver: { assists: pileDriver?.assists ?? 0, defensiveAssists: pileDriver?.defensiveAssists ?? 0, argueTheCall: pileDriver?.argueTheCall === true },
    /** The target has Saboteur (bb2025): knocked down, it may knock the blocker down too (`saboteur.ts`). */
    saboteur: ctx.opponents[target].skills.has('Saboteur'),
    /** The blocker has Saboteur (bb2025, FFB's reading): knocked down by its own block, it may knock the target down (`saboteur.ts`). */
    blockerSaboteur: ctx.player.skills.has('Saboteur'),
  };
}

/** `fury:` checked: the blocker has the rule, and an Unchannelled Fury roll and a first block of its come before. */
function checkFury(ctx: NormaliseContext): void {
  requireSkill(ctx, 'block', FURY_RULE, ['fury']);
  const mine = ctx.earlier.filter((e) => ctx.players[e.by] === ctx.player);
  if (!mine.some(isFuryRoll) || !mine.some((e) => e.kind === 'block')) throw ctx.error(['fury'], message.furyNeedsRollAndBlock(ctx.player.id));
}

/**
 * `frenziedRush:` checked: the blocker has the rule (`requireSkill`) and the block is a Blitz; true when the
 * blocker may have Frenzy on this block through it.
 */
function frenziedRushOf(given: z.output<typeof options>, ctx: NormaliseContext): boolean {
  const rule = frenzyForBlitzRule(ctx.edition.id, ctx.player.skills, true);
  if (given.frenziedRush !== undefined) {
    requireSkill(ctx, 'block', FRENZIED_RUSH, ['frenziedRush']);
    if (!given.blitz) throw ctx.error(['frenziedRush'], message.needsBlitz('frenziedRush'));
  }
  return rule !== null && given.blitz && given.frenziedRush !== false;
}

/** Frenzy's options need Frenzy: the player's own, or a star's Frenzied Rush on this Blitz. */
function requireFrenzy(ctx: NormaliseContext, frenzied: boolean, path: string[]): void {
  if (!frenzied) requireSkill(ctx, 'block', 'Frenzy', path);
}

/** A Block (or the block of a Blitz), Frenzy's second block included. */
export type BlockStep = NormalisedStep<'block', typeof normalise>;
