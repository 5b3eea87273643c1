/**
 * "What was asked" (`src/report/words.ts`): the activation roll a trait inserts is named in the line (issue 10), and
 * the named skills that change no die are said once, Secret Weapon with a note of its own.
 */
import { describe, expect, it } from 'vitest';
import { describeScenario } from '../../src/report/words.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { reportOf, scenarioFile, withoutLibraries } from './support.js';

const OGRE = `name: Ogre
rerolls: 1
player: { st: 5, skills: [Bone Head, Loner (4+), Kick] }
opponent: { st: 3 }
steps:
  - block
`;

describe('What was asked', () => {
  const lines = describeScenario(scenarioFromText(OGRE, 'ogre.yaml'), {});

  it('names the activation roll as the first step of the line', () => {
    expect(lines).toContain('The line: 1. Bone Head 2+ → 2. Block opponent.');
  });

  it('says once which named skills change no die', () => {
    expect(lines.filter((l) => l.startsWith('No effect on these dice'))).toEqual(['No effect on these dice: Kick.']);
  });

  it('gives Secret Weapon a note of its own, naming who has it, and leaves it out of the list', () => {
    const text = 'name: b\nplayers:\n  bomber: { ag: 3+, skills: [Secret Weapon, Kick] }\nsteps: [{ rush: { by: bomber } }]\n';
    const words = describeScenario(scenarioFromText(text, 'b.yaml'), {});
    expect(words).toContain('No effect on these dice: Kick.');
    expect(words).toContain('Secret Weapon (bomber): sent off at the end of the drive — after the line, not in these numbers.');
  });

  it('is what the report shows', () => {
    const page = withoutLibraries(reportOf([scenarioFile(OGRE)]));
    const asked = /<div class="asked">([\s\S]*?)<details>/.exec(page)?.[1] ?? '';
    expect(asked).toContain('<li>The line: 1. Bone Head 2+ → 2. Block opponent.</li>');
    expect(asked).toContain('<li>No effect on these dice: Kick.</li>');
  });
});
