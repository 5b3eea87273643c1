/** Branches as written (`src/scenario/branch.ts`): each mistake gets one message, placed, with the way to write it. */
import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers.js';

const PLAYERS = `players:
  vampire: { ag: 2+, skills: [Hypnotic Gaze] }
  carrier: { ag: 3+ }
  troll: { ag: 5+, skills: [Bone Head] }
opponents: { marker: {} }`;
const file = (steps: string) => `name: bad\n${PLAYERS}\nsteps:\n${steps}\n`;

describe('branch errors', () => {
  it('refuses both branches on one step', () => {
    const said = errorOf(file('  - gaze: { by: vampire }\n    otherwise: [{ dodge: { by: carrier } }]\n    instead: [{ dodge: { by: carrier } }]'));
    expect(said).toMatch(/^bad\.yaml:10:5 at steps\[0\]\.instead: a step has one branch: otherwise: .*, instead: .* or if: .*, not two/);
  });

  it('says a misspelt branch with the nearest name', () => {
    const said = errorOf(file('  - gaze: { by: vampire }\n    otherwize: [{ dodge: { by: carrier } }]'));
    expect(said).toBe("bad.yaml:9:5 at steps[0].otherwize: unknown key 'otherwize'; expected one of 'otherwise', 'instead', 'if'; did you mean 'otherwise'?");
  });

  it('wants a list of at least one step', () => {
    expect(errorOf(file('  - gaze: { by: vampire }\n    otherwise: dodge'))).toContain('otherwise: is a list of steps, at least one');
    expect(errorOf(file('  - gaze: { by: vampire }\n    instead: []'))).toContain('instead: is a list of steps, at least one');
  });

  it('wants the step the branch hangs on', () => {
    expect(errorOf(file('  - otherwise: [{ dodge: { by: carrier } }]'))).toContain("otherwise: hangs on a step: write it beside the step's kind");
  });

  it('checks the branch\'s steps as steps', () => {
    expect(errorOf(file('  - gaze: { by: vampire }\n    otherwise: [{ dodge: { by: carier } }]'))).toMatch(/steps\[0\]\.otherwise\[0\]\.dodge\.by: .*did you mean 'carrier'/);
  });

  it('refuses the Gaze\'s own player in its branch: a failed Gaze ends its activation', () => {
    const said = errorOf(file('  - gaze: { by: vampire }\n    otherwise: [{ dodge: { by: vampire } }]'));
    expect(said).toContain("steps[0].otherwise[0]: 'vampire' acts in the otherwise: of its own 'gaze'");
    expect(said).toContain('put need: on a contact step');
  });

  it('refuses a step of the gazer after a Gaze with a branch: the Gaze ends the activation whatever the dice', () => {
    const said = errorOf(file('  - gaze: { by: vampire }\n    otherwise: [{ dodge: { by: carrier } }]\n  - { dodge: { by: vampire } }'));
    expect(said).toContain("steps[1]: 'vampire' acts after its 'gaze' with otherwise:");
  });

  it('refuses a player with an activation roll acting both inside a branch and outside it', () => {
    const said = errorOf(file('  - gaze: { by: vampire }\n    otherwise: [{ dodge: { by: troll } }]\n  - { pickup: { by: troll } }'));
    expect(said).toContain("steps[1]: 'troll' rolls for its activation before its first step, which is in the otherwise: of step 1");
  });

  it('keeps an activation one player\'s: another player\'s step in its branch is refused', () => {
    const text = `name: bad\n${PLAYERS}\nactivations:\n  - by: vampire\n    steps:\n      - gaze: { target: marker }\n        otherwise: [{ dodge: { by: carrier } }]\n`;
    expect(errorOf(text)).toContain("a 'dodge' step of activation 'vampire' is by 'carrier'");
  });
});

describe('if: { followed: } errors', () => {
  const dodger = `players:\n  runner: { ag: 3+, ma: 6 }\n  vampire: { ag: 2+, skills: [Hypnotic Gaze] }\nopponents:\n  marker: {}\n  shadow: { ma: 7, skills: [Shadowing] }`;
  const text = (steps: string) => `name: bad\n${dodger}\nsteps:\n${steps}\n`;

  it('refuses it on a dodge no Shadowing opponent marks, naming the fix', () => {
    const said = errorOf(text('  - dodge: { by: runner }\n    if: { followed: [{ dodge: { by: runner } }] }'));
    expect(said).toContain("bad.yaml:10:5 at steps[0].if: if: { followed: } on the 'dodge' of 'runner' is taken when a Shadowing opponent follows it");
    expect(said).toContain('give the step shadowing: { ma: 6 } or from: [a Shadowing opponent], or write otherwise: to branch on a stop');
  });

  it('takes a named marker\'s Shadowing', () => {
    expect(() => errorOf(text('  - dodge: { by: runner, from: [shadow] }\n    if: { followed: [{ dodge: { by: runner } }] }'))).toThrow('expected a UserError');
  });

  it('refuses it on a step that is not a dodge or a jump', () => {
    const said = errorOf(text('  - gaze: { by: vampire, target: marker }\n    if: { followed: [{ dodge: { by: runner } }] }'));
    expect(said).toContain("at steps[0].if: if: { followed: } hangs on a dodge or a jump that a Shadowing opponent marks, not on a 'gaze'");
  });

  it('says an unknown outcome with the nearest one', () => {
    const said = errorOf(text('  - dodge: { by: runner, from: [shadow] }\n    if: { folowed: [{ dodge: { by: runner } }] }'));
    expect(said).toBe("bad.yaml:10:11 at steps[0].if.folowed: unknown key 'folowed'; expected one of 'followed'; did you mean 'followed'?");
  });

  it('wants a mapping of one outcome, then a list of at least one step', () => {
    expect(errorOf(text('  - dodge: { by: runner, from: [shadow] }\n    if: [dodge]'))).toContain("at steps[0].if: if: maps one outcome to its steps (if: { followed: [ - dodge ] }); the outcomes: 'followed'");
    expect(errorOf(text('  - dodge: { by: runner, from: [shadow] }\n    if: { followed: [] }'))).toContain('at steps[0].if.followed: followed: is a list of steps, at least one');
  });

  it('refuses it beside otherwise:', () => {
    const said = errorOf(text('  - dodge: { by: runner, from: [shadow] }\n    otherwise: [dodge]\n    if: { followed: [dodge] }'));
    expect(said).toContain('at steps[0].if: a step has one branch');
  });

  it('refuses it when the reader inserts a roll between the step and its branch (a Vampire\'s bite)', () => {
    const bite = `name: bad
players:
  vampire: { ag: 2+, ma: 6, skills: [Bloodlust (2+)], thrallAdjacent: true }
  carrier: { ag: 3+ }
steps:
  - dodge: { by: vampire, shadowing: { ma: 7 } }
    if: { followed: [{ dodge: { by: carrier } }] }
`;
    expect(errorOf(bite)).toBe("bad.yaml:7:5 at steps[0].if: the rolls the reader inserts after the step of 'vampire' (a Vampire's bite) come between it and its if: { followed: } branch; write the line without the branch");
  });

  it('checks the branch\'s steps as steps, at their place under if.followed', () => {
    expect(errorOf(text('  - dodge: { by: runner, from: [shadow] }\n    if: { followed: [{ dodge: { by: runer } }] }'))).toMatch(/steps\[0\]\.if\.followed\[0\]\.dodge\.by: .*did you mean 'runner'/);
  });
});
