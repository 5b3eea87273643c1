/** Metrics and swept paths in a coach's words, for titles, headlines and axis names. */
import { isProbability, type MetricName } from '../model/metrics.js';

const METRIC_WORDS: Readonly<Record<string, string>> = {
  success: 'success',
  turnover: 'turnover',
  playerDown: 'own player down',
  rerollsUsed: 'team re-rolls spent',
  knockdown: 'knock-down',
  armourBroken: 'armour broken',
  stunned: 'stunned',
  ko: 'KO',
  cas: 'casualty',
  dead: 'dead',
  removed: 'off the pitch (KO, casualty or reserves)',
  reserves: 'to the reserves',
  sentOff: 'sent off',
  badlyHurt: 'badly hurt',
  seriouslyHurt: 'seriously hurt',
  seriousInjury: 'serious injury',
  lastingInjury: 'lasting injury',
  knockdowns: 'opponents knocked down',
  removedCount: 'opponents removed',
  casualtiesCount: 'casualties caused',
  held: 'held by Tentacles',
  coachEjected: 'head coach ejected',
};

/** "casualty" for `cas`; the name itself for a metric without words. */
export function metricWords(metric: string): string {
  return METRIC_WORDS[metric] ?? metric;
}

/** "P(casualty)", or "team re-rolls spent" for an expected count. */
export function metricTitle(metric: string): string {
  return isProbability(metric as MetricName) ? `P(${metricWords(metric)})` : metricWords(metric);
}

const PATH_WORDS: Readonly<Record<string, string>> = {
  'opponent.av': 'opponent AV',
  'opponent.st': 'opponent ST',
  'player.av': 'AV',
  'player.st': 'ST',
  'player.ag': 'AG',
  'player.skills': 'skills',
  rerolls: 'team re-rolls',
  leader: 'Leader re-roll',
};

/** "opponent AV" for `opponent.av`; "dodge marked (step 1)" for `steps.0.dodge.marked`. */
export function pathWords(path: string): string {
  const step = /^steps(?:\.(\d+)|\[(\d+)\])\.(.+)$/.exec(path);
  if (step) return `${step[3].replace(/\./g, ' ')} (step ${Number(step[1] ?? step[2]) + 1})`;
  return PATH_WORDS[path] ?? path.replace(/\./g, ' ');
}

/** A grid point in words (values as written): "against AV 9+", "with 1 team re-roll", "with pickup marked = 1". */
export function pointWords(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params).map(([path, value]) => pointPart(path, value)).join(', ');
}

function pointPart(path: string, value: unknown): string {
  const text = Array.isArray(value) ? value.join(', ') || 'no skills' : String(value);
  if (path === 'opponent.av') return `against AV ${text}`;
  if (path === 'rerolls') return `with ${text} team re-roll${text === '1' ? '' : 's'}`;
  return `with ${pathWords(path).replace(/ \(step \d+\)$/, '')} = ${text}`;
}

/** A noun for sentences: "casualties", "success", "knock-downs". */
export function metricNoun(metric: string): string {
  const nouns: Readonly<Record<string, string>> = {
    cas: 'casualties', ko: 'KOs', knockdown: 'knock-downs', armourBroken: 'broken armour', dead: 'deaths',
    turnover: 'turnovers', stunned: 'stuns', removed: 'removals from the pitch', sentOff: 'send-offs', success: 'success',
  };
  return nouns[metric] ?? metricWords(metric);
}

/** A value written in a comparison, in words: a steps list as its kinds, a list as its items. */
export function overrideWords(path: string, value: unknown): string {
  if (path === 'steps' && Array.isArray(value)) return value.map(stepWords).join(' → ');
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map((v) => overrideWords('', v)).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function stepWords(step: unknown): string {
  if (typeof step === 'string') return step;
  if (step === null || typeof step !== 'object') return String(step);
  const [kind, options] = Object.entries(step)[0] ?? ['?', null];
  const set = Object.entries((options ?? {}) as Record<string, unknown>).map(([k, v]) => `${k} ${String(v)}`);
  return set.length === 0 ? kind : `${kind} (${set.join(', ')})`;
}
