/**
 * The shape of a roster file (`data/bb2020.json`, `data/bb2025.json`, from `../shared/rosters/`): the edition, its
 * provenance (`source`, and the extraction's notes), the teams with their positions, and the star players (each with
 * its special rule; `stars.ts`). Checked with zod when the rosters are first asked for (`rosters.ts`).
 */
import { z } from 'zod';

const characteristic = z.string().regex(/^(\d+\+|-)$/);

/** A player's profile as a roster writes it: characteristics and skills (a position's and a star's alike). */
const PROFILE = {
  ma: z.number().int().min(1).max(10),
  st: z.number().int().min(1).max(10),
  ag: characteristic,
  pa: characteristic,
  av: characteristic,
  skills: z.array(z.string().min(1)),
};

export const PositionSchema = z.object({
  name: z.string().min(1),
  max: z.number().int().min(0),
  cost: z.number().int().min(0),
  ...PROFILE,
  primary: z.array(z.string().min(1)),
  secondary: z.array(z.string().min(1)),
  keywords: z.array(z.string()).optional(),
});

export const TeamSchema = z.object({
  name: z.string().min(1),
  tier: z.number().int().nullable(),
  rerollCost: z.number().int(),
  apothecary: z.boolean(),
  specialRules: z.array(z.string()),
  positions: z.array(PositionSchema).min(1),
});

/**
 * A star player as the roster gives it (`../shared/rosters/README.md` "Shape"): its profile, skills, special rule and
 * whom it plays for; a pair's halves are two entries with `pair` and `hiredWith`.
 */
export const StarSchema = z.object({
  name: z.string().min(1),
  cost: z.number().int().min(0),
  ...PROFILE,
  specialRule: z.string().min(1),
  playsFor: z.array(z.string()),
  pair: z.string().optional(),
  hiredWith: z.array(z.string()).optional(),
  keywords: z.array(z.string()).optional(),
  teams: z.array(z.string()).optional(),
  notFor: z.array(z.string()).optional(),
  sourceFile: z.string().optional(),
});

/** The editions with rosters. */
export const ROSTER_EDITIONS = ['bb2020', 'bb2025'] as const;
/** One of `ROSTER_EDITIONS`. */
export type RosterEdition = (typeof ROSTER_EDITIONS)[number];

export const RosterFileSchema = z.object({
  edition: z.enum(ROSTER_EDITIONS),
  source: z.string().min(1),
  teams: z.array(TeamSchema).min(1),
  starPlayers: z.array(StarSchema).min(1),
  extractionNotes: z.array(z.string()),
});

/** A position as the roster gives it. */
export type RosterPosition = z.output<typeof PositionSchema>;
/** A team as the roster gives it. */
export type RosterTeam = z.output<typeof TeamSchema>;
/** A star player as the roster gives it. */
export type RosterStar = z.output<typeof StarSchema>;
/** A roster file as read. */
export type RosterFile = z.output<typeof RosterFileSchema>;
