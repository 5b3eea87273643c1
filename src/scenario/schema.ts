/**
 * The scenario file's schema (zod): structure, types and plain ranges. Edition-dependent notation (AG "3+" vs 3)
 * and cross-references (`by:`, skills) are checked in `normalise.ts`, where the edition is known. The same pieces
 * make the JSON Schema that `nuffle schema` prints.
 */
import { z } from 'zod';
import { METRICS } from '../model/metrics.js';
import { EDITION_IDS } from '../rules/edition.js';
import { MAX_STEPS } from './limits.js';
import { NEEDS } from './types.js';

/** A characteristic as written: 3, "3+" or (PA only) "-". Notation is checked per edition later. */
const characteristic = z.union([z.number().int(), z.string()]);
const count = (max: number) => z.number().int().min(0).max(max);
const flag = z.boolean();

export const PlayerSchema = z.strictObject({
  ag: characteristic.optional().describe('Agility: "3+" in bb2020, 3 in bb2016; needed by a player who dodges, picks up, catches (or passes, bb2016)'),
  pa: characteristic.optional().describe('Passing ability: "4+" or "-" (bb2020)'),
  st: z.number().int().min(1).max(10).default(3).describe('Strength'),
  ma: z.number().int().min(1).max(10).optional().describe('Movement allowance (for reference only)'),
  av: characteristic.optional().describe('Armour value: "9+" in bb2020, 8 in bb2016'),
  skills: z.array(z.string()).default([]).describe('Roster spelling: "Dodge", "Loner (4+)", "Mighty Blow (+1)"'),
});

/** An opposing player: the target of contact steps (blocks, fouls, knock-downs…). */
export const OpponentSchema = z.strictObject({
  st: z.number().int().min(1).max(10).default(3).describe('Strength'),
  av: characteristic.optional().describe('Armour value: "9+" in bb2020, 8 in bb2016 (3..12)'),
  ag: characteristic.optional().describe('Agility (for reference; defaults to 3+ / 3)'),
  skills: z.array(z.string()).default([]).describe('Roster spelling: "Block", "Dodge", "Thick Skull"'),
  apothecary: flag.default(false).describe("Its team's apothecary is still available"),
});

const targetName = z.string().optional().describe('The opponent hit (a key of opponents:); needed when there are several');
const assists = z.number().int().min(0).default(0);
/** What the line needs of a contact step's target; short of it the line stops there (no turnover). */
const need = z.enum(NEEDS).optional().describe('The line goes on only if the target is at least this: knockdown | armourBroken | removed | cas');

/** Options every step accepts. */
const stepBase = {
  by: z.string().optional().describe('The acting player (a key of players:); needed when there are several'),
  label: z.string().optional().describe('A name for the step in tables and reports'),
};

/** The options of each step kind, by the key that introduces it (`- dodge: {...}`). */
export const STEP_OPTIONS = {
  dodge: z.strictObject({
    ...stepBase,
    marked: count(8).default(0).describe('Opponents marking the destination square'),
    tackle: flag.default(false).describe('An opponent with Tackle marks the square left (no Dodge re-roll)'),
    divingTackle: flag.default(false).describe('An opponent with Diving Tackle marks the square left'),
    prehensileTail: z.union([flag, count(8)]).default(false).describe('Prehensile Tails marking the square left'),
  }),
  rush: z.strictObject({ ...stepBase, blizzard: flag.default(false) }),
  pickup: z.strictObject({ ...stepBase, marked: count(8).default(0), rain: flag.default(false).describe('Pouring Rain') }),
  catch: z.strictObject({
    ...stepBase,
    marked: count(8).default(0),
    kind: z.enum(['accurate', 'handoff', 'scattered', 'deflected']).default('accurate'),
    rain: flag.default(false),
    disturbingPresence: count(11).default(0).describe('Opponents with Disturbing Presence within 3 squares'),
  }),
  pass: z.strictObject({
    ...stepBase,
    range: z.enum(['quick', 'short', 'long', 'bomb']).default('short'),
    marked: count(8).default(0),
    disturbingPresence: count(11).default(0),
    sunny: flag.default(false).describe('Very Sunny weather'),
  }),
  test: z.strictObject({
    ...stepBase,
    target: z.number().int().min(2).max(6).describe('The D6 roll needed (2..6)'),
    reroll: z.array(z.string()).default([]).describe('Skills of the player that may re-roll it'),
    rerollable: flag.default(true).describe('false for rolls no re-roll may touch'),
    turnover: flag.default(true).describe('false when failing ends the activation without a turnover'),
  }),
  // Contact steps (issue 3). Ranges a pitch allows are checked in normalise.ts with their own messages.
  block: z.strictObject({
    ...stepBase,
    target: targetName,
    assists: assists.describe('Offensive assists'),
    defensiveAssists: assists.describe('Defensive assists'),
    blitz: flag.default(false).describe('The block is part of a Blitz (Horns, Juggernaut; no Brawler)'),
    dice: z.number().int().optional().describe('Block dice given directly: 1..3, or -2/-3 when the defender chooses'),
    multipleBlock: flag.default(false).describe('One of the two blocks of Multiple Block (ST modifier)'),
    frenzyRush: flag.default(false).describe("Frenzy's second block needs a rush (a Blitz with no movement left)"),
    frenzy: z.strictObject({
      assists: assists.optional().describe("Offensive assists of Frenzy's second block (default: the first block's)"),
      defensiveAssists: assists.optional().describe("Defensive assists of Frenzy's second block (default: the first block's)"),
    }).optional().describe("Frenzy's second block, when the push changed its assists"),
    need,
  }),
  foul: z.strictObject({
    ...stepBase,
    target: targetName,
    assists: assists.describe('Offensive assists (+1 each to the armour roll)'),
    defensiveAssists: assists.describe('Defensive assists (-1 each)'),
    chainsaw: flag.default(false).describe('Foul with the Chainsaw (+3 armour, kick-back on a 1)'),
    need,
  }),
  knockdown: z.strictObject({ ...stepBase, target: targetName }),
  stab: z.strictObject({ ...stepBase, target: targetName, need }),
  chainsaw: z.strictObject({ ...stepBase, target: targetName, need }),
  vomit: z.strictObject({ ...stepBase, target: targetName, need }),
};
export type StepKind = keyof typeof STEP_OPTIONS;
export const STEP_KINDS = Object.keys(STEP_OPTIONS) as StepKind[];

const metricName = z.enum(METRICS);
export const GoalSchema = z.union([metricName, z.partialRecord(metricName, z.number())]);

/** `compare:` variant name → { dotted path: value } (an empty variant is the scenario as written). */
export const CompareSchema = z.record(z.string().min(1), z.record(z.string(), z.unknown()).nullable());
/** `sweep:` dotted path → the values to try, in order. */
export const SweepSchema = z.record(z.string(), z.array(z.unknown()).min(1));

/** The top level, with steps left as raw values (each is checked against its kind in `validate.ts`). */
export function scenarioSchema<T extends z.ZodType>(step: T) {
  return z.strictObject({
    name: z.string().min(1).describe('What the scenario asks'),
    description: z.string().optional(),
    edition: z.enum(EDITION_IDS).default('bb2020'),
    rerolls: count(8).default(0).describe("The active team's team re-rolls"),
    leader: flag.default(false).describe('A Leader re-roll is available'),
    player: PlayerSchema.optional().describe('The active player (shorthand for players: {player: ...})'),
    players: z.record(z.string(), PlayerSchema).optional(),
    opponent: OpponentSchema.optional().describe('The opposing player (shorthand for opponents: {opponent: ...})'),
    opponents: z.record(z.string(), OpponentSchema).optional().describe('Opposing players, the targets of contact steps'),
    bribes: count(3).default(0).describe('Bribes left: each may cancel a send-off on a 2+'),
    steps: z.array(step).min(1).max(MAX_STEPS),
    goal: GoalSchema.optional().describe('A metric name or weights over metrics (default success)'),
    compare: CompareSchema.optional().describe('Named variants, each overriding parts of the scenario by dotted path'),
    sweep: SweepSchema.optional().describe('A grid: dotted path → the values to try (every variant at every point)'),
  });
}

/** A step as written: a bare word, or one key with its options. */
export const StepSchema = z.union([
  z.enum(STEP_KINDS),
  ...STEP_KINDS.map((kind) => z.strictObject({ [kind]: STEP_OPTIONS[kind].nullable() })),
]);

/** The JSON Schema of a scenario file. */
export function jsonSchema(): object {
  return z.toJSONSchema(scenarioSchema(StepSchema), { io: 'input' });
}
