/** Metrics and swept paths in a coach's words, for titles, headlines and axis names. */

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
  removed: 'removed (KO or casualty)',
  sentOff: 'sent off',
  badlyHurt: 'badly hurt',
  seriouslyHurt: 'seriously hurt',
  seriousInjury: 'serious injury',
  lastingInjury: 'lasting injury',
};

/** "casualty" for `cas`; the name itself for a metric without words. */
export function metricWords(metric: string): string {
  return METRIC_WORDS[metric] ?? metric;
}

/** "P(casualty)", or "team re-rolls spent" for the one expected count. */
export function metricTitle(metric: string): string {
  return metric === 'rerollsUsed' ? metricWords(metric) : `P(${metricWords(metric)})`;
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

/** "opponent AV" for `opponent.av`; "steps[0] dodge marked" for a path without words. */
export function pathWords(path: string): string {
  return PATH_WORDS[path] ?? path.replace(/\.(\d+)\./g, '[$1] ').replace(/\./g, ' ');
}

/** A grid point in words (values as written): "against AV 9+", "with 1 team re-roll", "with opponent ST = 4". */
export function pointWords(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params).map(([path, value]) => pointPart(path, value)).join(', ');
}

function pointPart(path: string, value: unknown): string {
  const text = Array.isArray(value) ? value.join(', ') || 'no skills' : String(value);
  if (path === 'opponent.av') return `against AV ${text}`;
  if (path === 'rerolls') return `with ${text} team re-roll${text === '1' ? '' : 's'}`;
  return `with ${pathWords(path)} ${text}`;
}
