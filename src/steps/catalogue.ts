/**
 * The skill catalogue as `nuffle skills` prints it and the docs' table shows it: every name an edition knows, its
 * category, whether nuffle models it, the steps it acts on and, for a name that changes no die, why.
 */
import { starGifts } from '../rules/star-gifts.js';
import { categoryOf, isElite, type Category } from '../rules/categories.js';
import { edition as editionOf, type Edition } from '../rules/edition.js';
import { SKILLS, skillStatus, spellingIn, type SkillStatus } from '../rules/skills.js';
import { SEASON_3_READINGS } from '../rules/bb2025-readings.js';
import { EDITION_IDS, type EditionId, type SkillName } from '../vocabulary/index.js';
import { STEP_REGISTRY } from './index.js';
import { kindSkills, type StepRegistry } from './registry.js';

/** The category the catalogue gives a star player's special rule (no player may take one: no access reads it). */
export const STAR_RULE_CATEGORY = 'Star special rule';

/** One line of the catalogue (JSON keys fixed: scripts rely on them). */
export interface CatalogueEntry {
  readonly name: SkillName;
  /** How this edition spells it (bb2025's "No Ball" for No Hands); the canonical `name` otherwise. */
  readonly spelling: string;
  /** The other spellings a scenario or roster may write for it ("Claw", "Pogo"). */
  readonly aliases: readonly string[];
  readonly category: Category | typeof STAR_RULE_CATEGORY | null;
  /** Season 3's Elite mark (Block, Dodge, Guard, Mighty Blow in bb2025): no dice, a roster-building rule. */
  readonly elite: boolean;
  readonly editions: readonly EditionId[];
  readonly status: SkillStatus;
  /** The step kinds whose dice it changes (for an opponent's skill: the steps of the line it acts on). */
  readonly steps: readonly string[];
  /** For a step kind through whose options the skill is written (a marker's Tackle: `dodge` → `from`, `tackle`), those options. */
  readonly options: Readonly<Record<string, readonly string[]>>;
  readonly reason: string | null;
}

/** The options of each step kind through which a skill is written (`StepKind.writtenAs`), in the registry's order. */
export function optionsOf(name: SkillName, edition: Edition, registry: StepRegistry = STEP_REGISTRY): Record<string, readonly string[]> {
  const kinds = registry.kinds.filter((kind) => kindSkills(kind, edition).includes(name) && kind.writtenAs?.[name] !== undefined);
  return Object.fromEntries(kinds.map((kind) => [kind.kind, kind.writtenAs?.[name] ?? []]));
}

/** "`dodge` (`from`, `tackle`), `jump`": the steps, each with the options the skill is written through. */
export function stepsWithOptions(entry: CatalogueEntry, code: (word: string) => string = (w) => w): string {
  return entry.steps.map((k) => {
    const options = entry.options[k];
    return options === undefined ? code(k) : `${code(k)} (${options.map(code).join(', ')})`;
  }).join(', ');
}

/**
 * The step kinds whose dice a skill changes in an edition, in the registry's order: read off the step modules
 * (`skills`, `editionSkills` of `defineStep`), never written twice.
 */
export function stepsOf(name: SkillName, edition: Edition, registry: StepRegistry = STEP_REGISTRY): string[] {
  // A star's gift to a team-mate (Wisdom of the White Dwarf, `rules/star-gifts.ts`) acts where the skills it gives do.
  const gift = starGifts(edition.id).find((g) => g.rule === name);
  const names = gift === undefined ? [name] : gift.skills;
  return registry.kinds.filter((kind) => names.some((n) => kindSkills(kind, edition).includes(n))).map((kind) => kind.kind);
}

/** Every name the edition knows, in catalogue order. */
export function catalogue(edition: EditionId, registry: StepRegistry = STEP_REGISTRY): CatalogueEntry[] {
  return SKILLS.filter((info) => info.editions.includes(edition)).map((info) => {
    const { status, reason } = skillStatus(info, edition);
    return {
      name: info.name,
      spelling: spellingIn(info, edition),
      aliases: [info.name, ...info.aliases].filter((a) => a !== spellingIn(info, edition)),
      category: info.starRule === true ? STAR_RULE_CATEGORY : categoryOf(info.name, edition) ?? null,
      elite: isElite(info.name, edition),
      editions: info.editions,
      status,
      steps: status === 'modelled' ? stepsOf(info.name, editionOf(edition), registry) : [],
      options: status === 'modelled' ? optionsOf(info.name, editionOf(edition), registry) : {},
      reason: reason ?? null,
    };
  });
}

/** "Mighty Blow (Elite)", "No Ball (No Hands)": the edition's spelling, its Elite mark, the canonical name where it differs. */
export function displayName(entry: CatalogueEntry): string {
  const canonical = entry.spelling === entry.name ? '' : ` (${entry.name})`;
  return `${entry.spelling}${entry.elite ? ' (Elite)' : ''}${canonical}`;
}

/** The catalogue as a Markdown table (the docs' skill table is this, for each edition). */
export function catalogueMarkdown(edition: EditionId, registry: StepRegistry = STEP_REGISTRY): string {
  const entries = catalogue(edition, registry);
  const rows = entries.map((e) =>
    `| ${displayName(e)} | ${e.category ?? '—'} | ${e.status} | ${stepsWithOptions(e, (w) => `\`${w}\``) || '—'} | ${e.reason ?? ''} |`);
  const unmodelled = entries.filter((e) => e.status === 'unmodelled').length;
  return [
    `### ${edition}`, '',
    `${rows.length} names; ${unmodelled} not modelled yet (naming one is an error that says so).`, '',
    '| skill | category | status | steps (and the options it is written through) | why it changes no die |', '|---|---|---|---|---|', ...rows, '',
  ].join('\n');
}

/** `docs/skills.md`: what the statuses mean, then each edition's table (`nuffle skills --markdown` prints it). */
export function skillsPage(registry: StepRegistry = STEP_REGISTRY): string {
  return [
    '# Skills and traits', '',
    'Generated by `nuffle skills --markdown`; `test/steps/catalogue.test.ts` fails when this page and the catalogue ' +
      'differ. **modelled**: nuffle rolls its dice; **noEffect**: accepted, and printed under a result ("no effect on ' +
      "these dice\") with the reason it cannot change a line's dice; **unmodelled**: known, not modelled yet — naming it " +
      'is an error that says so. Categories: seed 001 (bb2020); the LRB6 families for bb2016, its traits called ' +
      'Extraordinary. classic: the bb2016 names and rules (the seeds give none of their own but for Pro, Loner and ' +
      'the traits of seed 004), without the names of the Blood Bowl 2016 box (Titchy, Swarming, Timmm-ber!, Weeping ' +
      'Dagger; UNCONFIRMED, `src/rules/classic.ts`), in the LRB6 families.', '',
    'bb2025 (Season 3, `../shared/rules/bb2025-skills.md`): the new **Devious** category; the **Elite** mark on Block, ' +
      'Dodge, Guard and Mighty Blow ("(Elite)" here, `elite` in `--json`); each skill under its Season 3 spelling, the ' +
      'canonical name in brackets where it differs ("No Ball (No Hands)"), the old spelling still accepted. Where the ' +
      'sheet marks a point UNCONFIRMED, nuffle takes its recommended reading (`src/rules/bb2025-readings.ts`):', '',
    ...SEASON_3_READINGS.map((reading) => `- ${reading}`), '',
    ...EDITION_IDS.map((id) => catalogueMarkdown(id, registry)),
  ].join('\n');
}
