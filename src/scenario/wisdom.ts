/**
 * `wisdom: Mighty Blow` on a player: the skill a star's gift rule gives it (Grombrindal's Wisdom of the White
 * Dwarf, `rules/star-gifts.ts`), added to its skills for the line — in bb2020 to the end of its activation, in
 * bb2025 to the end of the turn; a line is one turn and a player activates once in it, so both are the line. The
 * checks: the edition has the rule, another player of the scenario carries it, the skill is one it gives (with a
 * did-you-mean), the player lacks it, and one player at most receives it (bb2020 once per team turn, bb2025 once
 * per game). Which team-mate is near enough (adjacent, bb2025 within 2 squares) is the scenario's to say.
 */
import { message } from '../log/messages.js';
import { SkillSet } from '../rules/skills.js';
import { starGifts } from '../rules/star-gifts.js';
import type { EditionId, SkillName } from '../vocabulary/index.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import type { Player } from './types.js';

/** The players with their gifts added; `written[i]` is what player `i` wrote for `wisdom:` (or undefined). */
export function withGifts(parsed: ParsedFile, edition: EditionId, players: readonly Player[], written: readonly (string | undefined)[], paths: readonly Path[]): Player[] {
  const given = written.flatMap((skill, i) => (skill === undefined ? [] : [i]));
  if (given.length === 0) return [...players];
  const [first, second] = given;
  if (second !== undefined) throw errorAt(parsed, [...paths[second], 'wisdom'], message.giftTwice('wisdom', players[first].id));
  const gift = starGifts(edition).find((g) => g.rule === 'Wisdom of the White Dwarf');
  const at = [...paths[first], 'wisdom'];
  if (gift === undefined) throw errorAt(parsed, at, message.giftNotInEdition('wisdom', 'Wisdom of the White Dwarf', edition));
  if (!players.some((p, i) => i !== first && p.skills.has(gift.rule))) throw errorAt(parsed, at, message.giftNeedsGiver('wisdom', gift.rule));
  const text = (written[first] as string).trim();
  const skill = gift.skills.find((s) => s.toLowerCase() === text.toLowerCase());
  if (skill === undefined) throw errorAt(parsed, at, message.giftSkill(text, gift.rule, gift.skills));
  const player = players[first];
  if (gift.notIfHeld && player.skills.has(skill)) throw errorAt(parsed, at, message.giftHeld(player.id, skill, gift.rule));
  return players.map((p, i) => (i === first ? { ...p, skills: added(p.skills as SkillSet, skill) } : p));
}

/** The skills with one more (Mighty Blow's +1: the default the catalogue gives). */
function added(skills: SkillSet, skill: SkillName): SkillSet {
  const entries: [SkillName, number | null][] = skills.names().map((name) => [name, skills.param(name) ?? null]);
  return new SkillSet([...entries, [skill, skill === 'Mighty Blow' ? 1 : null]]);
}
