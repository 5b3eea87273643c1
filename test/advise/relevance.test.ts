/**
 * The advisor leaves out of a situation the skills none of its steps reads (`src/advise/relevance.ts`). Checked
 * here on the whole library: each situation, for the players of each role, solved with every modelled skill so
 * left out gives exactly the metrics it gives without the skill.
 */
import { describe, expect, it } from 'vitest';
import { positionProfile } from '../../src/advise/position-profile.js';
import { actsIn } from '../../src/advise/relevance.js';
import { loadSituations } from '../../src/advise/situation.js';
import { solveExactly } from '../../src/montecarlo/exact-task.js';
import { catalogue } from '../../src/steps/catalogue.js';

const ROLES = [['human', 'Human Lineman'], ['human', 'Blitzer'], ['human', 'Catcher'], ['human', 'Thrower'], ['human', 'Ogre']] as const;

describe('skills no step of a situation reads', () => {
  it('change none of its metrics, in every library situation', () => {
    const modelled = catalogue('bb2020').filter((e) => e.status === 'modelled').map((e) => e.name);
    let checked = 0;
    for (const [team, position] of ROLES) {
      const profile = positionProfile({ team, position });
      const situations = loadSituations(profile);
      const acts = actsIn('bb2020', situations);
      situations.forEach((situation, i) => {
        const metrics = (skills: string[]) => {
          const answer = solveExactly(situation.withSkills(skills), 100_000);
          if (!('num' in answer)) throw new Error(`${situation.entry.file}: ${JSON.stringify(answer)}`);
          return answer.num.map((n) => `${n * (10n ** 30n) / answer.den}`);
        };
        const base = metrics([]);
        const has = new Set(profile.player.skillSet.names());
        for (const skill of modelled.filter((s) => !acts(i, s) && !has.has(s))) {
          let value: string[];
          try {
            value = metrics([skill]);
          } catch {
            continue; // a skill the situation refuses (e.g. a second Loner) is no candidate there
          }
          expect([situation.entry.file, skill, value]).toEqual([situation.entry.file, skill, base]);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(500);
  }, 120_000);
});
