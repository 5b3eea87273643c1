/**
 * Normalising the contact game: opponents (`opponent:` shorthand expanded, AV read by edition, skills resolved)
 * and the contact steps (`target:` resolved, dice and assists checked against what a pitch allows, the skill a
 * special action needs).
 */
import { message } from '../log/messages.js';
import type { Edition } from '../rules/edition.js';
import { readCharacteristic } from './characteristics.js';
import { MAX_OPPONENTS } from './limits.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import { resolveReference } from './reference.js';
import { resolveSkills } from './skills.js';
import type { ContactStep, Need, Opponent, Player } from './types.js';
import type { RawStep, ValidScenario } from './validate.js';

type RawOpponent = NonNullable<ValidScenario['opponent']>;
type RawContactStep = Extract<RawStep, { kind: ContactStep['kind'] }>;

/**
 * Assists a pitch allows: eight squares surround the target (or the attacker) and one of them holds the other
 * side, so at most seven players can give an assist.
 */
export const MAX_ASSISTS = 7;

/** The skill (or trait) a special action needs. */
const NEEDS_SKILL: Partial<Record<ContactStep['kind'], string>> = { stab: 'Stab', chainsaw: 'Chainsaw', vomit: 'Projectile Vomit' };

/** How a step's label says what the line needs of its target. */
const NEED_WORDS: Record<Need, string> = { knockdown: 'a knock-down', armourBroken: 'armour broken', removed: 'the target removed', cas: 'a casualty' };

/** What normalising a contact step needs. */
export interface ContactContext {
  readonly parsed: ParsedFile;
  readonly players: readonly Player[];
  readonly opponents: readonly Opponent[];
}

export function normaliseOpponents(parsed: ParsedFile, valid: ValidScenario, edition: Edition): Opponent[] {
  if (valid.opponent && valid.opponents) throw errorAt(parsed, ['opponents'], message.opponentAndOpponents(), true);
  const entries: [string, RawOpponent, Path][] = valid.opponent
    ? [['opponent', valid.opponent, ['opponent']]]
    : Object.entries(valid.opponents ?? {}).map(([id, raw]) => [id, raw, ['opponents', id]]);
  if (entries.length > MAX_OPPONENTS) {
    throw errorAt(parsed, ['opponents'], message.tooManyPlayers('opponents', entries.length, MAX_OPPONENTS), true);
  }
  return entries.map(([id, raw, path]) => ({
    id,
    st: raw.st,
    av: raw.av === undefined ? edition.defaultAv : (readCharacteristic(parsed, edition, 'av', raw.av, [...path, 'av']) as number),
    ag: raw.ag === undefined ? 3 : (readCharacteristic(parsed, edition, 'ag', raw.ag, [...path, 'ag']) as number),
    skills: resolveSkills(parsed, raw.skills, edition.id, [...path, 'skills']),
    apothecary: raw.apothecary,
  }));
}

/** The normalised contact step; `base` carries `by` and `index`, `label` names it in tables. */
export function normaliseContactStep(
  ctx: ContactContext, raw: RawContactStep, base: { by: number; index: number }, label: (text: string) => string,
): ContactStep {
  const at = (key: string): Path => [...raw.path, raw.kind, key];
  const target = targetIndex(ctx, raw);
  const player = ctx.players[base.by];
  const needed = NEEDS_SKILL[raw.kind];
  if (needed && !player.skills.has(needed)) throw errorAt(ctx.parsed, raw.path, message.stepNeedsSkill(raw.kind, needed, player.id));
  const name = ctx.opponents[target].id;
  const need = 'need' in raw.options ? raw.options.need ?? null : null;
  const needText = need === null ? '' : `, needs ${NEED_WORDS[need]}`;
  switch (raw.kind) {
    case 'block': {
      const { assists, defensiveAssists, blitz, dice, multipleBlock, frenzyRush, frenzy } = raw.options;
      checkAssists(ctx, assists, 'assists', at('assists'));
      checkAssists(ctx, defensiveAssists, 'defensiveAssists', at('defensiveAssists'));
      if (dice !== undefined && (dice === 0 || Math.abs(dice) > 3)) throw errorAt(ctx.parsed, at('dice'), message.blockDice(dice));
      if (multipleBlock && !player.skills.has('Multiple Block')) {
        throw errorAt(ctx.parsed, at('multipleBlock'), message.stepNeedsSkill('block', 'Multiple Block', player.id));
      }
      for (const [key, given] of [['frenzyRush', frenzyRush], ['frenzy', frenzy !== undefined]] as const) {
        if (given && !player.skills.has('Frenzy')) throw errorAt(ctx.parsed, at(key), message.stepNeedsSkill('block', 'Frenzy', player.id));
      }
      const second = { assists: frenzy?.assists ?? assists, defensiveAssists: frenzy?.defensiveAssists ?? defensiveAssists };
      checkAssists(ctx, second.assists, 'frenzy.assists', [...at('frenzy'), 'assists']);
      checkAssists(ctx, second.defensiveAssists, 'frenzy.defensiveAssists', [...at('frenzy'), 'defensiveAssists']);
      // One die has no choice to give: -1 is the same roll as 1.
      const given = dice === undefined ? null : dice === -1 ? 1 : dice;
      const what = given === null ? '' : given > 0 ? ` (${given} dice)` : ` (${-given} dice, defender chooses)`;
      return {
        kind: 'block', ...base, target, need, label: label(`${blitz ? 'Blitz' : 'Block'} ${name}${what}${needText}`),
        assists, defensiveAssists, blitz, dice: given, multipleBlock, frenzyRush, frenzy: second,
      };
    }
    case 'foul': {
      const { assists, defensiveAssists, chainsaw } = raw.options;
      checkAssists(ctx, assists, 'assists', at('assists'));
      checkAssists(ctx, defensiveAssists, 'defensiveAssists', at('defensiveAssists'));
      if (chainsaw && !player.skills.has('Chainsaw')) throw errorAt(ctx.parsed, at('chainsaw'), message.stepNeedsSkill('foul', 'Chainsaw', player.id));
      const extra = assists - defensiveAssists;
      const text = `Foul ${name}${extra === 0 ? '' : ` (${extra > 0 ? '+' : ''}${extra})`}${chainsaw ? ' with Chainsaw' : ''}`;
      return { kind: 'foul', ...base, target, need, label: label(`${text}${needText}`), assists, defensiveAssists, chainsaw };
    }
    case 'knockdown':
      return { kind: 'knockdown', ...base, target, need: null, label: label(`Knock-down ${name}`) };
    case 'stab':
      return { kind: 'stab', ...base, target, need, label: label(`Stab ${name}${needText}`) };
    case 'chainsaw':
      return { kind: 'chainsaw', ...base, target, need, label: label(`Chainsaw ${name}${needText}`) };
    case 'vomit':
      return { kind: 'vomit', ...base, target, need, label: label(`Projectile Vomit ${name}${needText}`) };
  }
}

function targetIndex(ctx: ContactContext, raw: RawContactStep): number {
  const ids = ctx.opponents.map((o) => o.id);
  if (ids.length === 0) throw errorAt(ctx.parsed, raw.path, message.contactNeedsOpponent(raw.kind));
  return resolveReference(ctx.parsed, raw, 'target', raw.options.target, ids, { required: message.targetRequired, unknown: message.unknownTarget });
}

function checkAssists(ctx: ContactContext, value: number, which: string, path: Path): void {
  if (value > MAX_ASSISTS) throw errorAt(ctx.parsed, path, message.tooManyAssists(which, value, MAX_ASSISTS));
}
