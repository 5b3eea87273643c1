/**
 * The star players of an edition's roster file (`data/*.json` → `starPlayers`, validated with the file by
 * `rosters.ts`): found by name, case-insensitively; each one's skills and special rule checked against the catalogue
 * when the file is first read (a name the catalogue does not resolve must be in `UNRESOLVED_STAR_SKILLS`).
 */
import { findSkill } from '../rules/skills.js';
import { roster, resolvesIn, skillBase } from './rosters.js';
import type { RosterEdition, RosterFile, RosterStar } from './schema.js';
import { UNRESOLVED_STAR_SKILLS } from './unresolved.js';

export type { RosterStar };

/** Case, spaces, quotes and apostrophes do not matter when matching a star. */
function key(name: string): string {
  return name.toLowerCase().replace(/[\s'"‘’“”.\-]+/g, '');
}

/** The edition's stars, in the file's order (checked: see the file header). */
export function stars(edition: RosterEdition): readonly RosterStar[] {
  const file = roster(edition);
  checkStars(file);
  return file.starPlayers;
}

/** The star of that name in the edition, or undefined. */
export function findStar(edition: RosterEdition, name: string): RosterStar | undefined {
  const wanted = key(name);
  return stars(edition).find((s) => key(s.name) === wanted);
}

/** The stars' names, in the file's order. */
export function starNames(edition: RosterEdition): string[] {
  return stars(edition).map((s) => s.name);
}

/** Every skill base name the edition's stars carry that the catalogue does not resolve, sorted. */
export function unresolvedStarSkills(file: RosterFile): string[] {
  const names = new Set<string>();
  for (const star of file.starPlayers) for (const skill of star.skills) if (!resolvesIn(skill, file.edition)) names.add(skillBase(skill));
  return [...names].sort();
}

/** The special rules the catalogue does not know in that edition (none: `rules/star-rules.ts` lists them all). */
export function unknownSpecialRules(file: RosterFile): string[] {
  return [...new Set(file.starPlayers.map((s) => s.specialRule))].filter((rule) => !findSkill(rule)?.editions.includes(file.edition)).sort();
}

const checked = new Set<RosterEdition>();

function checkStars(file: RosterFile): void {
  if (checked.has(file.edition)) return;
  const known = UNRESOLVED_STAR_SKILLS[file.edition];
  const stray = unresolvedStarSkills(file).filter((name) => !known.includes(name));
  if (stray.length > 0) throw new Error(`rosters: data/${file.edition}.json's stars name skills nuffle does not resolve: ${stray.join(', ')} (add them to UNRESOLVED_STAR_SKILLS or to the catalogue)`);
  const rules = unknownSpecialRules(file);
  if (rules.length > 0) throw new Error(`rosters: data/${file.edition}.json's stars have special rules the catalogue lacks: ${rules.join(', ')} (rules/star-rules.ts)`);
  checked.add(file.edition);
}

/** The other editions with rosters in which a star of that name plays (for "not a star in this edition"). */
export function editionsOfStar(name: string, editions: readonly RosterEdition[]): RosterEdition[] {
  return editions.filter((e) => findStar(e, name) !== undefined);
}
