/**
 * The scenario file's schema (zod): structure, types and plain ranges. Edition-dependent notation (AG "3+" vs 3)
 * and cross-references (`by:`, skills) are checked in `normalise.ts`, where the edition is known. The same pieces
 * make the JSON Schema that `nuffle schema` prints.
 */
import { z } from 'zod';
import { ACTIONS, DEFAULT_EDITION, EDITION_IDS, METRICS, TURN_ORDERS } from '../vocabulary/index.js';
import { MAX_ACTIVATIONS, MAX_STEPS } from './limits.js';

/** A characteristic as written: 3, "3+" or (PA only) "-". Notation is checked per edition later. */
const characteristic = z.union([z.number().int(), z.string()]);

/** A roster position (`team: human, position: Blitzer`): read before the schema and written into the player (`roster-player.ts`). */
const rosterKeys = {
  team: z.string().optional().describe('A team of the edition\'s roster (bb2020, bb2025): fills the characteristics and skills with `position:`'),
  position: z.string().optional().describe('A position of that team, e.g. Blitzer; keys written beside it win, `skills: { add: [...] }` adds'),
};

export const PlayerSchema = z.strictObject({
  ...rosterKeys,
  ag: characteristic.optional().describe('Agility: "3+" in bb2020, 3 in bb2016 and classic; needed by a player who dodges, picks up, catches (or passes, bb2016 and classic)'),
  pa: characteristic.optional().describe('Passing ability: "4+" or "-" (bb2020)'),
  st: z.number().int().min(1).max(10).default(3).describe('Strength'),
  ma: z.number().int().min(1).max(10).optional().describe('Movement allowance (standing up, Shadowing)'),
  av: characteristic.optional().describe('Armour value: "9+" in bb2020, 8 in bb2016 and classic'),
  skills: z.array(z.string()).default([]).describe('Roster spelling: "Dodge", "Loner (4+)", "Mighty Blow (+1)"'),
  action: z.enum(ACTIONS).optional().describe('The declared action (default: inferred from the player\'s steps)'),
  teammateAdjacent: flag.default(false).describe('A Standing team-mate without Really Stupid is adjacent (Really Stupid +2; Animal Savagery lashes out at it)'),
  teammateAv: characteristic.optional().describe('Animal Savagery: the armour value of the adjacent team-mate it knocks down, as `av` (default 9+ / 8)'),
  thrallAdjacent: flag.default(false).describe('A Thrall team-mate is adjacent at the end of the activation (Bloodlust)'),
  opponentAdjacent: z.string().optional().describe('A star\'s failed trait: the adjacent opponent Primal Savagery lashes out at, or Tasty Morsel bites (an id of opponents:)'),
  activated: flag.default(false).describe('The activation roll is already behind the player: none is rolled'),
  carrying: flag.optional().describe("bb2025 I'll Carry You: Grak carries Crumbleberry this activation, so he has Break Tackle and Dodge"),
  wisdom: z.string().optional().describe("A team-mate's Wisdom of the White Dwarf gives this player Break Tackle, Dauntless, Mighty Blow or Sure Feet for the line"),
});

/** An opposing player: the target of contact steps (blocks, fouls, knock-downs…). */
export const OpponentSchema = z.strictObject({
  ...rosterKeys,
  st: z.number().int().min(1).max(10).default(3).describe('Strength'),
  ma: z.number().int().min(1).max(10).optional().describe('Movement allowance (its Shadowing, when it marks a dodger: `from:`)'),
  av: characteristic.optional().describe('Armour value: "9+" in bb2020, 8 in bb2016 and classic (3..12)'),
  ag: characteristic.optional().describe('Agility (for reference; defaults to 3+ / 3)'),
  skills: z.array(z.string()).default([]).describe('Roster spelling: "Block", "Dodge", "Thick Skull"'),
  apothecary: flag.default(false).describe("Its team's apothecary is still available"),
});

import { STEP_KINDS, STEP_OPTIONS, STEP_REGISTRY, type StepKindName } from '../steps/index.js';
import type { StepRegistry } from '../steps/registry.js';
import { count, flag } from '../steps/kind.js';

export { STEP_KINDS, STEP_OPTIONS };
export type StepKind = StepKindName;

const metricName = z.enum(METRICS);
export const GoalSchema = z.union([metricName, z.partialRecord(metricName, z.number())]);

/** `compare:` variant name → { dotted path: value } (an empty variant is the scenario as written). */
export const CompareSchema = z.record(z.string().min(1), z.record(z.string(), z.unknown()).nullable());
/** `sweep:` dotted path → the values to try, in order. */
export const SweepSchema = z.record(z.string(), z.array(z.unknown()).min(1));

/** One activation of a turn (`activations:`; `docs/plan.md`): a player's whole action, its steps as in `steps:`. */
export function activationSchema<T extends z.ZodType>(step: T) {
  return z.strictObject({
    by: z.string().min(1).describe('The player who acts (a key of players:); its steps need no by: of their own'),
    label: z.string().min(1).optional().describe('Its name in after: and in the plan (default: the player\'s id)'),
    steps: z.array(step).min(1).max(MAX_STEPS),
    after: z.array(z.string().min(1)).default([]).describe('Labels of the activations that must be completed first'),
    optional: flag.default(false).describe('The coach may end the turn without it'),
    worth: z.number().min(-100).max(100).default(0).describe('What completing it adds to the goal (default 0)'),
  });
}

/** The top level, with steps left as raw values (each is checked against its kind in `validate.ts`). */
export function scenarioSchema<T extends z.ZodType>(step: T) {
  return z.strictObject({
    name: z.string().min(1).describe('What the scenario asks'),
    description: z.string().optional(),
    edition: z.enum(EDITION_IDS).default(DEFAULT_EDITION),
    rerolls: count(8).default(0).describe("The active team's team re-rolls"),
    leader: flag.default(false).describe('A Leader re-roll is available'),
    captain: flag.default(false).describe('bb2025 Team Captain: a team re-roll is not spent when the re-rolled die shows a 6'),
    mascot: flag.default(false).describe('bb2025 Team Mascot: one more team re-roll, used on a D6 of 4+'),
    player: PlayerSchema.optional().describe('The active player (shorthand for players: {player: ...})'),
    players: z.record(z.string(), PlayerSchema).optional(),
    opponent: OpponentSchema.optional().describe('The opposing player (shorthand for opponents: {opponent: ...})'),
    opponents: z.record(z.string(), OpponentSchema).optional().describe('Opposing players, the targets of contact steps'),
    bribes: count(3).default(0).describe('Bribes left: each may cancel a send-off on a 2+'),
    steps: z.array(step).min(1).max(MAX_STEPS).optional().describe('The line as written (required unless activations: is given)'),
    activations: z.array(activationSchema(step)).min(1).max(MAX_ACTIVATIONS).optional()
      .describe('The turn as a set of activations, ordered by the solver (docs/plan.md)'),
    order: z.enum(TURN_ORDERS).optional().describe('best (default with activations:): the solver picks the next activation; written: as written'),
    goal: GoalSchema.optional().describe('A metric name or weights over metrics (default success)'),
    compare: CompareSchema.optional().describe('Named variants, each overriding parts of the scenario by dotted path'),
    sweep: SweepSchema.optional().describe('A grid: dotted path → the values to try (every variant at every point)'),
  });
}

/** A branch beside a step's kind (`scenario/branch.ts` reads it; its steps are checked as steps one by one). */
const branchList = (what: string) => z.array(z.unknown()).min(1).optional().describe(what);

/**
 * A step as written, for the kinds of `registry`: a bare word, or one key with its options — and beside it at most
 * one branch, `otherwise:`, `instead:` or `if: { followed: }` (docs/scenario-format.md "Branches").
 */
export function stepSchema(registry: StepRegistry = STEP_REGISTRY) {
  return z.union([
    z.enum(registry.names as [StepKindName, ...StepKindName[]]),
    ...registry.kinds.map((kind) => z.strictObject({
      [kind.kind]: kind.options.nullable(),
      otherwise: branchList('Steps taken when this step stops the line short without a turnover; then the line goes on'),
      instead: branchList('Steps taken instead of the rest of the activation when this step stops it short without a turnover'),
      if: z.strictObject({
        followed: branchList('Steps taken when the Shadowing opponent followed this dodge or jump; then the line goes on'),
      }).optional().describe('Steps taken on an outcome that does not stop the line'),
    })),
  ]);
}

/** A step of the shipped kinds, as written. */
export const StepSchema = stepSchema();

/** The JSON Schema of a scenario file (`nuffle schema`), its steps those of `registry`. */
export function jsonSchema(registry: StepRegistry = STEP_REGISTRY): object {
  return z.toJSONSchema(scenarioSchema(stepSchema(registry)), { io: 'input' });
}
