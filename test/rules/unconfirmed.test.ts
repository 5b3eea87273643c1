/**
 * The UNCONFIRMED readings a line touches (src/rules/data/unconfirmed-readings.json): every name the data file
 * matches on is one nuffle knows, and lines written by hand touch exactly the readings worked out below.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { catalogue, EDITION_IDS, loadVariants, readingsTouched, readingsTouchedByAny, scenarioFromText, UNCONFIRMED_READINGS, type EditionId } from '../../src/index.js';
import { STEP_REGISTRY } from '../../src/steps/index.js';
import { SEASON_3_READINGS } from '../../src/rules/bb2025-readings.js';
import { SCENARIOS_DIR, SHIPPED_FILES } from '../scenarios/files.js';

/** The fields of every normalised step of every shipped scenario (a step option as the step modules normalise it). */
function stepFields(): Set<string> {
  const fields = new Set<string>();
  for (const file of SHIPPED_FILES) for (const v of loadVariants(join(SCENARIOS_DIR, file))) for (const step of v.scenario.steps) for (const key of Object.keys(step)) fields.add(key);
  return fields;
}

const touched = (text: string) => readingsTouched(scenarioFromText(text, 't.yaml')).map((r) => r.reading);
const reading = (start: string) => {
  const found = UNCONFIRMED_READINGS.filter((r) => r.reading.startsWith(start));
  expect(found.length).toBe(1);
  return found[0].reading;
};

describe('the UNCONFIRMED readings a line touches', () => {
  it('matches on skills, step kinds and options nuffle knows, in the editions named', () => {
    const kinds = new Set(STEP_REGISTRY.kinds.map((k) => k.kind));
    const options = stepFields();
    const unknown: string[] = [];
    for (const r of UNCONFIRMED_READINGS) {
      const editions = (r.editions ?? EDITION_IDS) as readonly EditionId[];
      for (const name of r.when.flat()) {
        if (name.startsWith('step:')) { if (!kinds.has(name.slice(5))) unknown.push(name); }
        else if (name.startsWith('option:')) { if (!options.has(name.slice(7))) unknown.push(name); }
        else if (!editions.some((e) => catalogue(e).some((c) => c.name === name))) unknown.push(`${name} (${editions.join(', ')})`);
      }
      expect(r.editions === undefined || r.editions.every((e) => (EDITION_IDS as readonly string[]).includes(e))).toBe(true);
    }
    expect(unknown).toEqual([]);
  });

  it('takes a Season 3 point\'s text from bb2025-readings.ts, its number named as the source', () => {
    const regeneration = UNCONFIRMED_READINGS.find((r) => r.season3 === 20);
    expect(`(20) ${regeneration?.reading}`).toBe(SEASON_3_READINGS[19]);
    expect(regeneration?.source).toBe('bb2025-skills.md point 20');
  });

  it('finds none in a plain dodge, rush and pick-up', () => {
    expect(touched('name: t\nplayer: { ag: 3+ }\nsteps: [dodge, rush, pickup]\n')).toEqual([]);
  });

  it('finds Wrestle\'s on a block by a Wrestle player, in every edition, and not on a dodge by one', () => {
    const wrestle = reading('A player placed prone by Wrestle');
    const line = (edition: string) => `name: t\nedition: ${edition}\nplayer: { st: 3, skills: [Wrestle] }\nopponent: { st: 3 }\nsteps: [block]\n`;
    for (const edition of ['bb2020', 'bb2025', 'bb2016']) expect(touched(line(edition))).toEqual([wrestle]);
    // classic: its skill dating too, as on every classic line (data order: the dating first).
    expect(touched(line('classic'))).toEqual([reading('classic knows every bb2016 skill'), wrestle]);
    expect(touched('name: t\nplayer: { ag: 3+, skills: [Wrestle] }\nsteps: [dodge]\n')).toEqual([]);
  });

  it('finds an opponent\'s Regeneration: the apothecary order everywhere, the bb2025 re-roll only in bb2025', () => {
    const line = (edition: string) => `name: t\nedition: ${edition}\nplayer: { st: 3 }\nopponent: { st: 3, skills: [Regeneration] }\nsteps: [block]\n`;
    const apothecary = reading('Regeneration is rolled before the apothecary');
    expect(touched(line('bb2020'))).toEqual([apothecary]);
    // Data order: the Season 3 point 20 comes first in the file.
    expect(touched(line('bb2025'))).toEqual([SEASON_3_READINGS[19].slice('(20) '.length), apothecary]);
  });

  it('finds a step option: interference in bb2020, Hail Mary in bb2016', () => {
    const deflected = reading('A pass deflected by an interferer');
    expect(touched('name: t\nplayer: { ag: 3+, pa: 3+ }\nsteps: [{ pass: { range: short, interference: [{ ag: 3+ }] } }]\n')).toEqual([deflected]);
    expect(touched('name: t\nplayer: { ag: 3+, pa: 3+ }\nsteps: [{ pass: { range: short } }]\n')).toEqual([]);
    const hailMary = reading('Hail Mary Pass: a plain D6');
    expect(touched('name: t\nedition: bb2016\nplayer: { ag: 3, pa: 3, skills: [Hail Mary Pass] }\nsteps: [{ pass: { range: long, hailMary: true } }]\n')).toEqual([hailMary]);
  });

  it('finds classic\'s skill dating on any classic line, and each reading once across a file\'s variants', () => {
    const dating = reading('classic knows every bb2016 skill');
    const classic = scenarioFromText('name: t\nedition: classic\nplayer: { ag: 3 }\nsteps: [dodge]\n', 't.yaml');
    expect(readingsTouchedByAny([classic, classic])).toEqual([{ reading: dating, source: 'no seed dates a skill (src/rules/classic.ts)' }]);
  });
});
