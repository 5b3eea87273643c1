/**
 * The named skills that change no die, said once under the result (`src/results/no-effect.ts`): the terminal table's
 * last lines, whatever the variants; JSON `noEffect` and `notes`, absent when there is nothing to say.
 */
import { describe, expect, it } from 'vitest';
import { evaluateVariants } from '../../src/run/exact.js';
import { toJson } from '../../src/results/json.js';
import { formatTable } from '../../src/results/table.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { expandText } from '../helpers.js';

const TEXT = `name: kick and bomb
players:
  a: { ag: 3+, skills: [Kick, Trickster] }
  b: { ag: 3+, skills: [Kick, Secret Weapon] }
steps: [{ dodge: { by: a } }, { rush: { by: b } }]
compare:
  one: { rerolls: 1 }
`;

describe('no effect on these dice', () => {
  const result = evaluateVariants(expandText(TEXT));
  const table = formatTable(scenarioFromText(TEXT, 's.yaml'), result).split('\n');

  it('is printed once, under the result (after the last variant), with the Secret Weapon note after it', () => {
    expect(table.filter((l) => l.includes('no effect on these dice'))).toEqual(['  no effect on these dice: Kick, Trickster']);
    expect(table.slice(-2)).toEqual([
      '  no effect on these dice: Kick, Trickster',
      '  Secret Weapon (b): sent off at the end of the drive — after the line, not in these numbers.',
    ]);
  });

  it('is in the JSON: noEffect and notes', () => {
    const json = JSON.parse(toJson([result]));
    expect(json.noEffect).toEqual(['Kick', 'Trickster']);
    expect(json.notes).toEqual(['Secret Weapon (b): sent off at the end of the drive — after the line, not in these numbers.']);
  });

  it('is absent when every named skill is modelled', () => {
    const plain = evaluateVariants(expandText('name: d\nplayer: { ag: 3+, skills: [Dodge] }\nsteps: [dodge]\n'));
    expect('noEffect' in plain).toBe(false);
    expect('notes' in plain).toBe(false);
    expect(formatTable(scenarioFromText('name: d\nplayer: { ag: 3+, skills: [Dodge] }\nsteps: [dodge]\n', 'd.yaml'), plain)).not.toMatch(/no effect/);
  });
});
