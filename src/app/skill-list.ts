/**
 * The skills a form offers for a player, read from the catalogue the page carries (`PageData.skills`): for a
 * roster position, those of its primary categories, then of its secondary ones (the others are not open to it
 * without a random roll); for a player typed by hand, every category. Each skill carries its parameter, written
 * as rosters write it ("Loner (4+)", "Mighty Blow (+1)"), the default when none is given.
 */

/** A skill of the catalogue, as the page carries it. */
export interface SkillEntry {
  readonly name: string;
  readonly category: string | null;
  /** What its name carries: a D6 target, a bonus to a 2D6 roll, a text, or nothing. */
  readonly param: 'target' | 'bonus' | 'text' | null;
  readonly default: number | null;
}

/** A position's skill access (`primary`, `secondary` categories). */
export interface Access {
  readonly primary: readonly string[];
  readonly secondary: readonly string[];
}

/** One group of the list: its label and its skills, in catalogue order. */
export interface SkillGroup {
  readonly label: string;
  readonly skills: readonly SkillEntry[];
}

/** The skills offered, grouped: by access for a roster position, else by category; those it has already left out. */
export function offeredSkills(entries: readonly SkillEntry[], access: Access | null, has: readonly string[] = []): SkillGroup[] {
  const held = new Set(has.map((s) => baseName(s).toLowerCase()));
  const open = entries.filter((e) => !held.has(e.name.toLowerCase()));
  if (access) {
    return [
      { label: `primary (${access.primary.join(', ')})`, skills: open.filter((e) => e.category !== null && access.primary.includes(e.category)) },
      { label: `secondary (${access.secondary.join(', ')})`, skills: open.filter((e) => e.category !== null && access.secondary.includes(e.category)) },
    ].filter((g) => g.skills.length > 0);
  }
  const categories = [...new Set(open.map((e) => e.category ?? 'other'))];
  return categories.map((c) => ({ label: c, skills: open.filter((e) => (e.category ?? 'other') === c) }));
}

/** The skill as a scenario writes it: with its number (or the default) when it takes one. */
export function skillText(entry: SkillEntry, number: number | null = null): string {
  const value = number ?? entry.default;
  if (value === null || entry.param === null || entry.param === 'text') return entry.name;
  return entry.param === 'target' ? `${entry.name} (${value}+)` : `${entry.name} (+${value})`;
}

/** "Loner (4+)" → "Loner". */
export function baseName(text: string): string {
  return text.replace(/\s*\([^)]*\)\s*\*?$/, '').trim();
}

/** A comma-separated list of skills, as typed. */
export function skillsOf(text: string): string[] {
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}
