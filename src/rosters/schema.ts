/**
 * The shape of a roster file (`data/bb2020.json`, `data/bb2025.json`, from `../shared/rosters/`): the edition, its
 * provenance (`source`, and the extraction's notes), and the teams with their positions. Star players are kept in
 * the files as they came and not read here. Checked with zod when the rosters are first asked for (`rosters.ts`).
 */
import { z } from 'zod';

const characteristic = z.string().regex(/^(\d+\+|-)$/);

export const PositionSchema = z.object({
  name: z.string().min(1),
  max: z.number().int().min(0),
  cost: z.number().int().min(0),
  ma: z.number().int().min(1).max(10),
  st: z.number().int().min(1).max(10),
  ag: characteristic,
  pa: characteristic,
  av: characteristic,
  skills: z.array(z.string().min(1)),
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

/** The editions with rosters. */
export const ROSTER_EDITIONS = ['bb2020', 'bb2025'] as const;
/** One of `ROSTER_EDITIONS`. */
export type RosterEdition = (typeof ROSTER_EDITIONS)[number];

export const RosterFileSchema = z.object({
  edition: z.enum(ROSTER_EDITIONS),
  source: z.string().min(1),
  teams: z.array(TeamSchema).min(1),
  extractionNotes: z.array(z.string()),
});

/** A position as the roster gives it. */
export type RosterPosition = z.output<typeof PositionSchema>;
/** A team as the roster gives it. */
export type RosterTeam = z.output<typeof TeamSchema>;
/** A roster file as read. */
export type RosterFile = z.output<typeof RosterFileSchema>;
