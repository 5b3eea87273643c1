/**
 * The one lookup the star rules' per-edition tables share (`star-*.ts`): which rule of a table, or which row, the
 * player carries in its edition. A table lists, per edition, the rules that do one thing.
 */
import type { EditionId, SkillName, Skills } from '../vocabulary/index.js';

/** The rules that do one thing, per edition. */
export type RulesByEdition = Readonly<Record<EditionId, readonly SkillName[]>>;

/** The first rule of `table` in `edition` that `skills` carries, or null. */
export function carriedRule(table: RulesByEdition, edition: EditionId, skills: Skills): SkillName | null {
  return table[edition].find((rule) => skills.has(rule)) ?? null;
}

/** The first row of `rows` in `edition` whose rule `skills` carries, or null. */
export function carriedRow<T extends { readonly rule: SkillName }>(rows: Readonly<Record<EditionId, readonly T[]>>, edition: EditionId, skills: Skills): T | null {
  return rows[edition].find((r) => skills.has(r.rule)) ?? null;
}
