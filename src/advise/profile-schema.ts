/**
 * The profile file's schema (zod), in the pieces of the scenario's schema where they mean the same (the player's
 * characteristics, the goal): a player, the categories it may take skills from, the candidates, and the
 * situations it plays with their weights. Notation by edition and names are checked in `profile.ts`.
 */
import { z } from 'zod';
import { CATEGORIES } from '../rules/categories.js';
import { GoalSchema, PlayerSchema } from '../scenario/schema.js';
import { DEFAULT_EDITION, EDITION_IDS } from '../vocabulary/index.js';

/** At most this many situations in a profile (each is evaluated once per candidate, and per pair at depth 2). */
export const MAX_SITUATIONS = 40;

const shape = PlayerSchema.shape;

/** The player under study: the characteristics given replace the situation's player's, the skills always do. */
export const ProfilePlayerSchema = z.strictObject({
  ag: shape.ag,
  pa: shape.pa,
  st: shape.st.unwrap().optional(),
  ma: shape.ma,
  av: shape.av,
  skills: shape.skills,
});

const categories = z.array(z.enum(CATEGORIES));

export const AccessSchema = z.strictObject({
  primary: categories.min(1).describe('Categories of the roster\'s primary access'),
  secondary: categories.default([]).describe('Categories of its secondary access'),
});

export const SituationSchema = z.strictObject({
  file: z.string().min(1).describe('A scenario file, relative to the profile\'s folder'),
  weight: z.number().positive().default(1).describe('How often the situation comes up, relative to the others'),
  goal: GoalSchema.optional().describe('What counts in this situation (default: the scenario\'s own goal)'),
  advise: z.string().min(1).optional().describe('The id of the player under study (default: player)'),
});

export const ProfileSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  edition: z.enum(EDITION_IDS).default(DEFAULT_EDITION),
  player: ProfilePlayerSchema,
  access: AccessSchema,
  candidates: z.union([z.literal('all'), z.array(z.string().min(1)).min(1)]).default('all'),
  situations: z.array(SituationSchema).min(1).max(MAX_SITUATIONS),
});

export type RawProfile = z.output<typeof ProfileSchema>;
