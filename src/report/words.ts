/** A scenario told back in words: who acts, with what, against whom, the line, the goal and the comparison. */
import { metricWords, overrideWords, pathWords } from '../compare/words.js';
import { noEffectSkills, skillNotes } from '../results/no-effect.js';
import { edition } from '../rules/edition.js';
import type { Opponent, Player, Scenario } from '../scenario/types.js';
import type { WrittenCompare, WrittenOverride } from './overrides.js';

/** What the file compares, as written (`compare:` read by `overrides.ts`, and `sweep:` of the YAML data). */
export interface VariantSpec {
  readonly compare?: WrittenCompare;
  readonly sweep?: Readonly<Record<string, readonly unknown[]>>;
}

/** Sentences, one per line of the description. */
export function describeScenario(scenario: Scenario, spec: VariantSpec): string[] {
  const targets = edition(scenario.edition).writesTargets;
  const lines = scenario.players.map((p) => playerWords(p, targets, scenario.players.length > 1));
  for (const o of scenario.opponents) lines.push(opponentWords(o, targets, scenario.opponents.length > 1));
  lines.push(rerollWords(scenario));
  lines.push(`The line: ${scenario.steps.map((s, i) => `${i + 1}. ${s.label}`).join(' → ')}.`);
  lines.push(`Goal: ${goalWords(scenario)}. Edition: ${scenario.edition}.`);
  lines.push(...compareWords(spec));
  lines.push(...noEffectWords(scenario));
  return lines;
}

/** The named skills that change no die, and what a named skill costs after the line (`results/no-effect.ts`). */
function noEffectWords(scenario: Scenario): string[] {
  const names = noEffectSkills(scenario);
  return [...(names.length > 0 ? [`No effect on these dice: ${names.join(', ')}.`] : []), ...skillNotes(scenario)];
}

function characteristic(value: number, targets: boolean): string {
  return targets ? `${value}+` : String(value);
}

function skillsWords(names: readonly string[]): string {
  return names.length === 0 ? 'no skills' : names.join(', ');
}

function playerWords(p: Player, targets: boolean, named: boolean): string {
  const who = named ? `Player '${p.id}'` : 'The player';
  const pa = p.pa === null ? '' : `, PA ${characteristic(p.pa, targets)}`;
  return `${who}: ST ${p.st}, AG ${characteristic(p.ag, targets)}${pa}, AV ${characteristic(p.av, targets)}; ${skillsWords(p.skills.describe())}.`;
}

function opponentWords(o: Opponent, targets: boolean, named: boolean): string {
  const who = named ? `Opponent '${o.id}'` : 'The opponent';
  const apothecary = o.apothecary ? '; their apothecary is available' : '';
  return `${who}: ST ${o.st}, AV ${characteristic(o.av, targets)}; ${skillsWords(o.skills.describe())}${apothecary}.`;
}

function rerollWords(s: Scenario): string {
  const count = `${s.rerolls} team re-roll${s.rerolls === 1 ? '' : 's'}`;
  return `${count}${s.leader ? ' and a Leader re-roll' : ''}.`;
}

function goalWords(s: Scenario): string {
  const parts = Object.entries(s.goal).filter(([, w]) => (w ?? 0) !== 0);
  if (parts.length === 1 && parts[0][1] === 1) return `the highest chance of ${metricWords(parts[0][0])}`;
  return `the most of ${parts.map(([m, w]) => `${w} × ${metricWords(m)}`).join(' + ')}`;
}

/** One override in words: "team re-rolls = 2", "one more team re-roll", "adds Pro", "opponent skills: removes Block". */
export function writtenWords(path: string, written: WrittenOverride): string {
  if (written.kind === 'value') return `${pathWords(path)} = ${overrideWords(path, written.value)}`;
  if (written.kind === 'shift') return shiftWords(path, written.by);
  const edits = [
    ...(written.add.length > 0 ? [`adds ${written.add.join(', ')}`] : []),
    ...(written.remove.length > 0 ? [`removes ${written.remove.join(', ')}`] : []),
  ];
  const whose = path === 'player.skills' ? '' : `${pathWords(path)}: `;
  return `${whose}${edits.join(', ') || 'skills unchanged'}`;
}

/** "one more team re-roll", "2 more team re-rolls", "one team re-roll fewer", "2 fewer team re-rolls". */
function shiftWords(path: string, by: number): string {
  const noun = path === 'rerolls' ? 'team re-roll' : pathWords(path);
  const size = Math.abs(by);
  if (by === 0) return `${noun}s unchanged`;
  if (size === 1) return by > 0 ? `one more ${noun}` : `one ${noun} fewer`;
  return `${size} ${by > 0 ? 'more' : 'fewer'} ${noun}s`;
}

function compareWords(spec: VariantSpec): string[] {
  const lines: string[] = [];
  if (spec.compare) {
    const variants = Object.entries(spec.compare).map(([name, overrides]) => {
      const set = Object.entries(overrides).map(([path, written]) => writtenWords(path, written));
      return `${name} (${set.length === 0 ? 'as written' : set.join('; ')})`;
    });
    lines.push(`Compared: ${variants.join(', ')}.`);
  }
  for (const [path, values] of Object.entries(spec.sweep ?? {})) {
    lines.push(`Swept: ${pathWords(path)} over ${values.map((v) => overrideWords(path, v)).join(', ')}.`);
  }
  return lines;
}
