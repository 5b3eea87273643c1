/**
 * The skills a profile's player may take: every name of the edition's catalogue (`steps/catalogue.ts`, the
 * categories of `rules/categories.ts`) in the profile's primary or secondary categories, or the names the profile
 * lists (each checked: known, of the edition, in an accessible category). A skill the player has is skipped; a
 * name that changes no die (`noEffect`) or is not modelled yet is listed, not tried. Catalogue order throughout
 * (ties in the ranking keep it).
 */
import { message } from '../log/messages.js';
import { catalogue, type CatalogueEntry } from '../steps/catalogue.js';
import type { Category } from '../rules/categories.js';
import { findSkill, skillSpellings } from '../rules/skills.js';
import { errorAt } from '../scenario/parse.js';
import type { SkillName } from '../vocabulary/index.js';
import type { Profile } from './profile.js';

/** Primary or secondary access: they cost differently when the player levels up. */
export type Access = 'primary' | 'secondary';

/** A skill the player could take. */
export interface Candidate {
  readonly name: SkillName;
  readonly category: Category;
  readonly access: Access;
  readonly status: CatalogueEntry['status'];
  /** Why a `noEffect` name changes no die. */
  readonly reason: string | null;
  /** Its place in the catalogue (ties are listed in this order). */
  readonly order: number;
}

export interface Candidates {
  /** Modelled skills, each evaluated in every situation. */
  readonly tried: readonly Candidate[];
  /** `noEffect` and `unmodelled` names: listed with their status. */
  readonly notTried: readonly Candidate[];
  /** Names the player already has (canonical). */
  readonly skipped: readonly string[];
}

/** The candidates of a profile (see the file header). */
export function candidatesOf(profile: Profile): Candidates {
  const entries = catalogue(profile.edition);
  const accessible = [...profile.access.primary, ...profile.access.secondary];
  const chosen = profile.candidates === 'all'
    ? entries.filter((e) => e.category !== null && (accessible as readonly string[]).includes(e.category))
    : listed(profile, entries, accessible);
  const candidates = chosen.map((e) => candidate(profile, e, entries.indexOf(e)));
  const has = (c: Candidate) => profile.player.skillSet.has(c.name);
  return {
    tried: candidates.filter((c) => !has(c) && c.status === 'modelled'),
    notTried: candidates.filter((c) => !has(c) && c.status !== 'modelled'),
    skipped: candidates.filter(has).map((c) => c.name),
  };
}

function candidate(profile: Profile, entry: CatalogueEntry, order: number): Candidate {
  const category = entry.category as Category;
  return {
    name: entry.name, category, access: profile.access.primary.includes(category) ? 'primary' : 'secondary',
    status: entry.status, reason: entry.reason, order,
  };
}

/** The names a profile lists, checked, in catalogue order, each once. */
function listed(profile: Profile, entries: readonly CatalogueEntry[], accessible: readonly Category[]): CatalogueEntry[] {
  const names = new Set<string>();
  for (const { name, path } of profile.candidates as Exclude<Profile['candidates'], 'all'>) {
    const info = findSkill(name);
    if (!info) throw errorAt(profile.parsed, path, message.unknownSkill(name, skillSpellings(profile.edition)));
    const entry = entries.find((e) => e.name === info.name);
    if (!entry) throw errorAt(profile.parsed, path, message.skillNotInEdition(info.name, profile.edition));
    if (entry.category === null || !(accessible as readonly string[]).includes(entry.category)) {
      throw errorAt(profile.parsed, path, message.candidateNotAccessible(entry.name, entry.category, accessible));
    }
    names.add(entry.name);
  }
  return entries.filter((e) => names.has(e.name));
}
