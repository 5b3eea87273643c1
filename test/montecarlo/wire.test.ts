import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SkillSet } from '../../src/rules/skills.js';
import { fromWire, toWire, wireKey } from '../../src/montecarlo/wire.js';
import { loadScenario } from '../../src/scenario/load.js';

const file = (name: string) => join(import.meta.dirname, '..', '..', 'scenarios', name);

describe('scenarios sent to workers', () => {
  it('survive a structured clone with their skill sets', () => {
    const scenario = loadScenario(file('pro-versus-team-reroll.yaml'));
    const back = fromWire(structuredClone(toWire(scenario)));
    expect(back.players[0].skills).toBeInstanceOf(SkillSet);
    expect(back.players[0].skills.has('Pro')).toBe(true);
    expect(back.players[1].skills.names()).toEqual([]);
    expect(back.steps).toEqual(scenario.steps);
    expect(back.goal).toEqual(scenario.goal);
  });

  it('keep a skill’s number ("Loner (4+)")', () => {
    const scenario = loadScenario(file('loner-ogre-rush.yaml'));
    const skills = scenario.players[0].skills;
    const back = fromWire(structuredClone(toWire(scenario))).players[0].skills;
    expect(back.describe()).toEqual(skills.describe());
    expect(back.param('Loner')).toBe(skills.param('Loner'));
  });

  it('have equal keys when equal and different keys when not', () => {
    const a = loadScenario(file('dodge-rush-pickup.yaml'));
    const b = loadScenario(file('dodge-rush-pickup.yaml'));
    const c = loadScenario(file('two-dodges-and-a-rush.yaml'));
    expect(wireKey(toWire(a))).toBe(wireKey(toWire(b)));
    expect(wireKey(toWire(a))).not.toBe(wireKey(toWire(c)));
  });
});
