/**
 * Generated YAML (random keys, values, nesting, unicode and control characters, mixed into a valid scenario and a
 * valid profile) fed to what `eval`, `report` and `advise` read (issue 24): each either refuses it with one user
 * error — a single line naming the file, never an internal error — or answers; and nothing unprintable (a terminal
 * escape, a bidirectional override) reaches a message, the table, the JSON or the HTML. The seed is fixed and
 * fast-check prints it with any counterexample.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { profileFromParsed } from '../../src/advise/profile.js';
import { loadSituations } from '../../src/advise/situation.js';
import { UserError } from '../../src/log/errors.js';
import { buildReport } from '../../src/report/build.js';
import { toJson } from '../../src/results/json.js';
import { formatTable } from '../../src/results/table.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { expandVariants } from '../../src/scenario/variants.js';

/** What must never reach a screen (as `parse.ts` refuses it). */
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const KEYS = ['name', 'edition', 'rerolls', 'player', 'players', 'opponent', 'steps', 'goal', 'compare', 'sweep', 'ag', 'st', 'skills', 'label', 'situations', 'access'];
const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.constantFrom('3+', 'dodge', 'rush', 'Block', 'bb2016', '\u001b[2J', 'a\u202eb', ''));
const key = fc.oneof(fc.constantFrom(...KEYS), text);
const scalar = fc.oneof(text, fc.integer({ min: -3, max: 12 }), fc.constantFrom(1e20, -1e20, 0.5, Number.NaN), fc.boolean(), fc.constant(null));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(key, tie('value'), { maxKeys: 3 })),
}));

const SCENARIO = { name: 'g', player: { ag: '3+' }, steps: ['dodge', 'rush'] };
const PROFILE = { name: 'p', player: { ag: '3+' }, access: { primary: ['General'] }, situations: [{ file: 'nowhere.yaml' }] };

/** A valid document with some of its keys replaced or added, or a random one. */
const document = (base: Record<string, unknown>) => fc.oneof(
  fc.dictionary(key, value, { maxKeys: 3 }).map((changes) => ({ ...base, ...changes })),
  fc.tuple(fc.constantFrom(...Object.keys(base)), value).map(([k, v]) => ({ ...base, [k]: v })),
  value,
);

/** Either a user error (one line, the file named, nothing unprintable) or the value `read` returns. */
function readOrRefuse<T>(read: () => T, file: string): T | undefined {
  try {
    return read();
  } catch (error) {
    expect(error, String(error)).toBeInstanceOf(UserError);
    const said = (error as UserError).message;
    expect(said.startsWith(file)).toBe(true);
    expect(said).not.toContain('\n');
    expect(said).not.toMatch(UNPRINTABLE);
    return undefined;
  }
}

/** How many generated scenarios were evaluated, not refused: the property must reach the table, not only errors. */
let evaluated = 0;

describe('generated YAML', () => {
  it('eval and report: refused in one line, or evaluated with nothing unprintable in the table, JSON or HTML', () => {
    fc.assert(fc.property(document(SCENARIO), (doc) => {
      const yaml = stringify(doc);
      const variants = readOrRefuse(() => expandVariants(parseScenarioText('g.yaml', yaml)), 'g.yaml');
      if (variants === undefined) return;
      const result = readOrRefuse(() => evaluateVariants(variants), 'g.yaml');
      if (result === undefined) return;
      expect(formatTable(variants[0].scenario, result)).not.toMatch(UNPRINTABLE);
      expect(toJson([result])).not.toMatch(UNPRINTABLE);
      expect(buildReport([{ file: 'g.yaml', text: yaml, variants, result }], { date: new Date(0) })).not.toMatch(UNPRINTABLE);
      evaluated += 1;
    }), { seed: 24, numRuns: 300 });
    expect(evaluated).toBeGreaterThan(10);
  });

  it('advise: a profile refused in one line, at the profile or its situation', () => {
    fc.assert(fc.property(document(PROFILE), (doc) => {
      const profile = readOrRefuse(() => profileFromParsed(parseScenarioText('p.yaml', stringify(doc))), 'p.yaml');
      // A profile that reads: its situations next, as `advise` loads them (here none exists: one error at its line).
      if (profile !== undefined) readOrRefuse(() => loadSituations(profile), 'p.yaml');
    }), { seed: 24, numRuns: 300 });
  });
});
