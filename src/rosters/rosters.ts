/**
 * The BB2020 and BB2025 team rosters as data (`data/*.json`, copied from `../shared/rosters/` with their
 * provenance: `source`, `sourceDetails`, `corrections`, `extractionNotes`; see `data/README.md`). Imported as JSON
 * modules, so they ship in the build and a browser bundle takes them as they are. Each file is checked when first
 * asked for: its shape (`schema.ts`), and every skill name of every position against the skill catalogue
 * (`rules/skills.ts`) — a name the catalogue does not resolve in that edition must be in `UNRESOLVED_SKILLS`.
 * Teams and positions are found by name, case-insensitively.
 */
import bb2020 from './data/bb2020.json' with { type: 'json' };
import bb2025 from './data/bb2025.json' with { type: 'json' };
import { findSkill } from '../rules/skills.js';
import { RosterFileSchema, ROSTER_EDITIONS, type RosterEdition, type RosterFile, type RosterPosition, type RosterTeam } from './schema.js';
import { UNRESOLVED_SKILLS } from './unresolved.js';

export { ROSTER_EDITIONS, type RosterEdition, type RosterFile, type RosterPosition, type RosterTeam };

const RAW: Readonly<Record<RosterEdition, unknown>> = { bb2020, bb2025 };
const loaded = new Map<RosterEdition, RosterFile>();

/** Whether an edition has rosters. */
export function hasRosters(edition: string): edition is RosterEdition {
  return (ROSTER_EDITIONS as readonly string[]).includes(edition);
}

/** An edition's roster file, checked (see the file header); a bad file is a bug of the data, thrown as such. */
export function roster(edition: RosterEdition): RosterFile {
  let file = loaded.get(edition);
  if (!file) {
    file = RosterFileSchema.parse(RAW[edition]);
    if (file.edition !== edition) throw new Error(`rosters: data/${edition}.json says edition ${file.edition}`);
    checkSkills(file);
    loaded.set(edition, file);
  }
  return file;
}

/** "Mighty Blow (+1)" → "Mighty Blow"; "Animosity (all team-mates)" → "Animosity". */
export function skillBase(text: string): string {
  return text.replace(/\s*\([^)]*\)\s*\*?$/, '').trim();
}

/** Whether the catalogue resolves a roster skill name in an edition. */
export function resolvesIn(text: string, edition: RosterEdition): boolean {
  return findSkill(skillBase(text))?.editions.includes(edition) ?? false;
}

/** Every skill base name the roster file uses that the catalogue does not resolve, sorted. */
export function unresolvedSkills(file: RosterFile): string[] {
  const names = new Set<string>();
  for (const team of file.teams) {
    for (const position of team.positions) {
      for (const skill of position.skills) if (!resolvesIn(skill, file.edition)) names.add(skillBase(skill));
    }
  }
  return [...names].sort();
}

function checkSkills(file: RosterFile): void {
  const known = UNRESOLVED_SKILLS[file.edition];
  const stray = unresolvedSkills(file).filter((name) => !known.includes(name));
  if (stray.length > 0) throw new Error(`rosters: data/${file.edition}.json names skills nuffle does not resolve: ${stray.join(', ')} (add them to UNRESOLVED_SKILLS or to the catalogue)`);
}

/** Case and surrounding spaces do not matter when matching a team or a position. */
function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The team of that name, or undefined. */
export function findTeam(edition: RosterEdition, name: string): RosterTeam | undefined {
  return roster(edition).teams.find((t) => same(t.name, name));
}

/** The position of that name in a team, or undefined. */
export function findPosition(team: RosterTeam, name: string): RosterPosition | undefined {
  const exact = team.positions.find((p) => same(p.name, name));
  if (exact) return exact;
  // "Lineman" for "Human Lineman", "Blitzer" for bb2025's "Human Blitzer": the last words of one position only.
  const tail = ` ${name.trim().toLowerCase()}`;
  const ending = team.positions.filter((p) => p.name.toLowerCase().endsWith(tail));
  return ending.length === 1 ? ending[0] : undefined;
}

/** The teams' names, in the file's order. */
export function teamNames(edition: RosterEdition): string[] {
  return roster(edition).teams.map((t) => t.name);
}
