/**
 * The profile file's schema (zod), in the pieces of the scenario's schema where they mean the same (the player's
 * characteristics, the goal): a player, the categories it may take skills from, the candidates, and the
 * situations it plays with their weights. Notation by edition and names are checked in `profile.ts`.
 */
import { z } from 'zod';
import { CATEGORIES } from '../rules/categories.js';
import { ROLES } from '../rosters/role.js';
import { GoalSchema, PlayerSchema } from '../scenario/schema.js';
import { DEFAULT_EDITION, EDITION_IDS } from '../vocabulary/index.js';

/** At most this many situations in a profile (each is evaluated once per candidate, and per pair at depth 2). */
export const MAX_SITUATIONS = 40;

const shape = PlayerSchema.shape;

/** The player under study: the characteristics given replace the situation's player's, the skills always do. */
export const ProfilePlayerSchema = z.strictObject({
  team: shape.team,
  position: shape.position,
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

/** The sides of the game a situation shows the player on. */
export const SIDES = ['offence', 'defence', 'support'] as const;
export type Side = (typeof SIDES)[number];

/** The player under study: an id of the file's players, or `{ opponent: id }` for one of its opponents. */
const StudySchema = z.union([
  z.string().min(1),
  z.strictObject({ player: z.string().min(1) }),
  z.strictObject({ opponent: z.string().min(1) }),
]);

export const SituationSchema = z.strictObject({
  file: z.string().min(1).describe('A scenario file, relative to the profile\'s folder'),
  weight: z.number().positive().optional().describe('How often the situation comes up, relative to the others (default 1; no perGame)'),
  perGame: z.number().positive().optional().describe('How often the situation comes up in a game: the ranking is then the expected worth per game'),
  goal: GoalSchema.optional().describe('What the active coach plays for (default: the scenario\'s own goal)'),
  worth: GoalSchema.optional().describe('What the outcomes are worth to the studied player\'s team (default: the goal, or minus it when the studied player is an opponent)'),
  side: z.enum(SIDES).optional().describe('offence, defence or support (default: offence, or defence for an opponent)'),
  advise: StudySchema.optional().describe('The player under study (default: player)'),
});

/** `situations:` as a list, or the library of the player's role with more situations added. */
const SituationsSchema = z.union([
  z.array(SituationSchema).min(1).max(MAX_SITUATIONS),
  z.strictObject({ library: z.literal(true), add: z.array(SituationSchema).max(MAX_SITUATIONS).default([]) }),
]);

export const ProfileSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  edition: z.enum(EDITION_IDS).default(DEFAULT_EDITION),
  player: ProfilePlayerSchema,
  access: AccessSchema.optional().describe('Skill access (default: the roster position\'s)'),
  role: z.enum(ROLES).optional().describe('The role whose library of situations applies (default: the roster position\'s)'),
  candidates: z.union([z.literal('all'), z.array(z.string().min(1)).min(1)]).default('all'),
  situations: SituationsSchema.optional().describe('The situations (default: the library of the player\'s role)'),
});

/** A library of situations for a role (`library/<role>.yaml`): entries written as a profile writes them. */
export const LibrarySchema = z.strictObject({
  role: z.enum(ROLES),
  description: z.string().optional(),
  situations: z.array(SituationSchema).min(1).max(MAX_SITUATIONS),
});

export type RawProfile = z.output<typeof ProfileSchema>;
