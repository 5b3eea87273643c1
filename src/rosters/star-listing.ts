/**
 * What `nuffle roster --stars` shows: an edition's star players with their profile, skills, special rule and what
 * nuffle models of it (modelled; no dice effect, with the reason; not modelled yet), as text or as data for `--json`.
 */
import { findSkill, skillStatus } from '../rules/skills.js';
import { STAR_RULES, type StarRuleReading } from '../rules/star-rules.js';
import { roster } from './rosters.js';
import type { RosterEdition, RosterStar } from './schema.js';
import { stars } from './stars.js';

/** What nuffle makes of one star's special rule in an edition. */
export interface StarRuleModel {
  readonly name: string;
  readonly status: StarRuleReading['status'];
  readonly effect: string;
  readonly limit: StarRuleReading['limit'];
  readonly reason: string | null;
}

/** The star's rule as the catalogue reads it (`rules/star-rules.ts`). */
export function starRuleModel(star: RosterStar, edition: RosterEdition): StarRuleModel {
  const info = findSkill(star.specialRule);
  const reading = STAR_RULES.find((r) => r.name === info?.name)?.readings[edition];
  if (!info || !reading) throw new Error(`rosters: ${star.name}'s special rule ${star.specialRule} is not in rules/star-rules.ts`);
  const { status, reason } = skillStatus(info, edition);
  return { name: info.name, status, effect: reading.effect, limit: reading.limit, reason: reason ?? null };
}

const WORDS: Readonly<Record<StarRuleReading['status'], string>> = { modelled: 'modelled', noEffect: 'changes no die of a line', unmodelled: 'not modelled yet' };

function limitWords(limit: StarRuleReading['limit']): string {
  return limit === 'each time' ? 'each time' : `once per ${limit}`;
}

/** The edition's stars as text: one block a star. */
export function starsText(edition: RosterEdition): string {
  const list = stars(edition);
  const blocks = list.map((star) => {
    const rule = starRuleModel(star, edition);
    const how = rule.status === 'noEffect' ? `${WORDS[rule.status]} (${rule.reason})` : WORDS[rule.status];
    return [
      `${star.name}${star.pair ? ` (${star.pair})` : ''}: ${star.cost / 1000}k, MA ${star.ma} ST ${star.st} AG ${star.ag} PA ${star.pa} AV ${star.av}`,
      `  skills: ${star.skills.join(', ') || '—'}`,
      `  ${rule.name} (${limitWords(rule.limit)}): ${rule.effect}`,
      `  nuffle: ${how}`,
    ].join('\n');
  });
  const count = (status: StarRuleReading['status']) => new Set(list.map((s) => starRuleModel(s, edition)).filter((r) => r.status === status).map((r) => r.name)).size;
  const summary = `${list.length} star players (${edition}); special rules: ${count('modelled')} modelled, ${count('noEffect')} with no dice effect, ${count('unmodelled')} not modelled yet; source: ${roster(edition).source}`;
  return [...blocks, '', summary].join('\n');
}

/** `--json`: the stars, each with its rule's model. */
export function starsJson(edition: RosterEdition): unknown {
  return {
    edition, source: roster(edition).source,
    stars: stars(edition).map((star) => ({ ...star, specialRule: starRuleModel(star, edition) })),
  };
}

/** The table of every special rule by edition (docs/stars.md holds it; a test keeps the two equal). */
export function starRulesMarkdown(): string {
  const rows = STAR_RULES.flatMap((rule) => Object.entries(rule.readings).map(([edition, r]) => {
    const how = r.status === 'noEffect' ? `noEffect: ${r.reason}` : r.status;
    return `| ${rule.name} | ${edition} | ${how} | ${limitWords(r.limit)} | ${r.effect.replace(/\|/g, '\\|')} |`;
  }));
  return ['| special rule | edition | nuffle | limit | what it does to dice (stars.md) |', '|---|---|---|---|---|', ...rows].join('\n');
}
