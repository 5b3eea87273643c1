/**
 * `carrying: true` on a player: Grak carries Crumbleberry for the line (bb2025 I'll Carry You, `rules/star-gifts.ts`),
 * so he has Break Tackle and Dodge, added to his skills. The checks: the edition has the rule, the player has it and is
 * the carrier — the one of the pair without Right Stuff (Crumbleberry has it: he is the one carried; UNCONFIRMED, a reading of the
 * sheet, which names Grak) — and one player at most carries. Whether Crumbleberry stood next to Grak when his
 * activation started is the scenario's to say.
 */
import { message } from '../log/messages.js';
import { SkillSet } from '../rules/skills.js';
import { carryGift } from '../rules/star-gifts.js';
import type { EditionId, SkillName } from '../vocabulary/index.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import type { Player } from './types.js';

/** The carried player's trait, which the carrier lacks. */
const CARRIED_TRAIT: SkillName = 'Right Stuff';

/** The players with the carrier's skills added; `written[i]` is player `i`'s `carrying:` (or undefined). */
export function withCarrying(parsed: ParsedFile, edition: EditionId, players: readonly Player[], written: readonly (boolean | undefined)[], paths: readonly Path[]): Player[] {
  const carriers = written.flatMap((carrying, i) => (carrying === true ? [i] : []));
  if (carriers.length === 0) return [...players];
  const [first, second] = carriers;
  if (second !== undefined) throw errorAt(parsed, [...paths[second], 'carrying'], message.giftTwice('carrying', players[first].id));
  const gift = carryGift(edition);
  const at = [...paths[first], 'carrying'];
  if (gift === null) throw errorAt(parsed, at, message.giftNotInEdition('carrying', "I'll Carry You", edition));
  const player = players[first];
  if (!player.skills.has(gift.rule) || player.skills.has(CARRIED_TRAIT)) throw errorAt(parsed, at, message.carrierOnly(player.id, gift.rule));
  const skills = player.skills as SkillSet;
  const entries: [SkillName, number | null][] = skills.names().map((name) => [name, skills.param(name) ?? null]);
  const more = gift.skills.filter((s) => !skills.has(s)).map((s): [SkillName, number | null] => [s, null]);
  return players.map((p, i) => (i === first ? { ...p, skills: new SkillSet([...entries, ...more]) } : p));
}
