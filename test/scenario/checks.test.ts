/**
 * Checks of a whole line (`src/scenario/checks.ts`): a step the rules make unreachable and a flag no trait reads
 * are warnings (the line is still evaluated); a Hail Mary Pass in a Blizzard is refused (seed 001 Hail Mary Pass:
 * "This Skill may not be used in a Blizzard").
 */
import { describe, expect, it } from 'vitest';
import { scenarioFromText } from '../../src/scenario/load.js';
import { errorOf, evaluate } from '../helpers.js';

const warningsOf = (yaml: string) => scenarioFromText(yaml, 'w.yaml').warnings ?? [];
const fouler = (then: string, skills = '[]') =>
  `name: x\nplayers:\n  f: { ag: 3+, skills: ${skills} }\n  g: { ag: 3+ }\nopponent: { st: 3, av: 9+ }\nsteps:\n  - foul: { by: f }\n  - ${then}\n`;

describe('a step of an activation the rules have ended', () => {
  it('a rush by the fouler after its foul: one warning at that step, naming the foul and its step', () => {
    expect(warningsOf(fouler('rush: { by: f }'))).toEqual([
      "w.yaml:8:5 at steps[1]: the line stops at this rush step: the foul of player 'f' (step 1) ended its activation, so nothing after it by 'f' is played (success 0 from here); only a catch by it may follow (a catch is not part of the catcher's activation)",
    ]);
    // …and the line is still evaluated as the model has it: it stops there, success 0.
    expect(evaluate(fouler('rush: { by: f }')).fractions.success).toBe('0');
  });
  it('none for a catch by the fouler, for a team-mate’s step, nor after a foul with Sneaky Git', () => {
    expect(warningsOf(fouler('catch: { by: f, kind: handoff }'))).toEqual([]);
    expect(warningsOf(fouler('rush: { by: g }'))).toEqual([]);
    expect(warningsOf(fouler('rush: { by: f }', '[Sneaky Git]'))).toEqual([]);
  });
  it('a Hypnotic Gaze ends it too', () => {
    const yaml = 'name: x\nplayer: { ag: 2+, skills: [Hypnotic Gaze] }\nopponent: { st: 3 }\nsteps:\n  - gaze\n  - rush\n';
    expect(warningsOf(yaml)).toHaveLength(1);
    expect(warningsOf(yaml)[0]).toMatch(/the gaze of player 'player' \(step 1\) ended its activation/);
  });
});

describe('a flag that only a trait reads, on a player without it', () => {
  it('thrallAdjacent without Bloodlust, teammateAdjacent without Really Stupid or Animal Savagery: a warning each, at the flag', () => {
    const yaml = 'name: x\nplayer: { ag: 3+, thrallAdjacent: true, teammateAdjacent: true }\nsteps: [rush]\n';
    expect(warningsOf(yaml)).toEqual([
      "w.yaml:2:35 at player.thrallAdjacent: thrallAdjacent: true has no effect: player 'player' has no Bloodlust (the only trait that reads it)",
      "w.yaml:2:59 at player.teammateAdjacent: teammateAdjacent: true has no effect: player 'player' has no Really Stupid nor Animal Savagery (the only traits that read it)",
    ]);
  });
  it('none with the trait', () => {
    expect(warningsOf('name: x\nplayer: { ag: 3+, teammateAdjacent: true, skills: [Really Stupid] }\nsteps: [rush]\n')).toEqual([]);
  });
});

describe('a Hail Mary Pass in a Blizzard', () => {
  const line = (blizzard: boolean) =>
    `name: x\nplayer: { ag: 3+, pa: 3+, skills: [Hail Mary Pass] }\nsteps:\n  - rush: { blizzard: ${blizzard} }\n  - pass: { hailMary: true }\n`;
  it('is refused at the pass, saying why', () => {
    expect(errorOf(line(true))).toBe('bad.yaml:5:23 at steps[1].pass.hailMary: a Hail Mary Pass may not be used in a Blizzard (seed 001 Hail Mary Pass), and a rush of this line says blizzard: true');
  });
  it('is fine in other weather', () => {
    expect(() => scenarioFromText(line(false))).not.toThrow();
  });
});
