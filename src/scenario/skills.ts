/** Resolves roster spellings ("Loner (4+)", "Mighty Blow +1", "Claw") into a skill set, by edition. */
import { message } from '../log/messages.js';
import type { EditionId } from '../rules/edition.js';
import type { SkillName } from '../vocabulary/index.js';
import { findSkill, skillSpellings, skillStatus, SkillSet } from '../rules/skills.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';

/** "Loner (4+)", "Loner 4+", "Mighty Blow (+1)", "Mighty Blow +1", "Dirty Player" → name and number. */
const SPELLING = /^(.*?)\s*(?:\(\s*([+]?\d+\+?)\s*\)|\s([+]?\d+\+?))?\s*\*?$/;

/**
 * The numbers a skill may carry: a D6 target (Loner (X+), Bloodlust (X+)) or a bonus to a 2D6 roll (Mighty Blow
 * (+X), Dirty Player (+X); seed 001 prints +1, star players carry more). Outside these a roll would be settled
 * before it is made.
 */
const PARAM_RANGE = { target: { min: 1, max: 6, unit: (n: number) => `${n}+` }, bonus: { min: 1, max: 6, unit: (n: number) => `+${n}` } } as const;

export function resolveSkills(parsed: ParsedFile, written: readonly string[], edition: EditionId, path: Path): SkillSet {
  const entries: [SkillName, number | null][] = written.map((text, i) => resolveSkill(parsed, text, edition, [...path, i]));
  return new SkillSet(entries);
}

/** The canonical name a roster spelling stands for ("mighty blow +1" → "Mighty Blow"), or the text when unknown. */
export function skillKey(text: string): string {
  const name = SPELLING.exec(text.trim())?.[1] ?? text.trim();
  return findSkill(name)?.name ?? name.toLowerCase();
}

/** "Animosity (all team-mates)": a name and a text in brackets. */
const WITH_TEXT = /^(.*?)\s*\(([^)]*)\)\s*\*?$/;

function resolveSkill(parsed: ParsedFile, text: string, edition: EditionId, path: Path): [SkillName, number | null] {
  const withText = WITH_TEXT.exec(text.trim());
  if (withText && findSkill(withText[1])?.param === 'text') return resolveSkill(parsed, withText[1], edition, path);
  const match = SPELLING.exec(text.trim());
  const name = match?.[1] ?? text;
  const number = match?.[2] ?? match?.[3];
  const info = findSkill(name);
  if (!info) throw errorAt(parsed, path, message.unknownSkill(text, skillSpellings(edition)));
  if (!info.editions.includes(edition)) throw errorAt(parsed, path, message.skillNotInEdition(info.name, edition));
  if (skillStatus(info, edition).status === 'unmodelled') throw errorAt(parsed, path, message.skillNotModelled(info.name));
  if (!info.param || info.param === 'text') {
    if (number !== undefined) throw errorAt(parsed, path, message.skillTakesNoNumber(info.name));
    return [info.name, null];
  }
  if (number === undefined) return [info.name, info.defaultParam ?? null];
  const kind: 'target' | 'bonus' = info.param;
  const form = kind === 'target' ? `${info.name} (4+)` : `${info.name} (+1)`;
  const wellFormed = kind === 'target' ? /^\d+\+$/.test(number) : /^\+?\d+$/.test(number);
  if (!wellFormed) throw errorAt(parsed, path, message.skillParam(info.name, form));
  const value = Number.parseInt(number.replace(/\+/g, ''), 10);
  const range = PARAM_RANGE[kind];
  if (value < range.min || value > range.max) {
    throw errorAt(parsed, path, message.skillParamRange(text.trim(), info.name, `${range.unit(range.min)} to ${range.unit(range.max)}`, form));
  }
  return [info.name, value];
}
