/**
 * A turn written as `activations:` (`src/scenario/turn.ts`): its spans, and each check's one message; the warning
 * for a player's steps written apart in `steps:` (`checks.ts` `interleavedWarnings`).
 */
import { describe, expect, it } from 'vitest';
import { message } from '../../src/log/messages.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { errorOf } from '../helpers.js';

const head = `name: t
players: { a: { ag: 3+, pa: 3+, skills: [Bone Head] }, b: { ag: 3+ }, c: { ag: 3+ } }
opponents: { x: { st: 3 } }
`;

describe('activations: normalised', () => {
  it('spans the steps of each activation, activation rolls included, the opening steps: first', () => {
    const s = scenarioFromText(`${head}steps: [{ rush: { by: c } }]
activations:
  - { by: a, steps: [dodge, { pass: { range: quick } }, { catch: { by: b } }], worth: 0.35 }
  - { by: b, label: runner, steps: [rush], after: [a], optional: true }`);
    // steps: c's rush; a's Bone Head roll (inserted), dodge, pass, b's catch; b's rush.
    expect(s.steps.map((st) => st.kind)).toEqual(['rush', 'activation', 'dodge', 'pass', 'catch', 'rush']);
    expect(s.activations).toEqual([
      { label: 'steps', by: -1, start: 0, end: 1, after: [], optional: false, worth: 0 },
      { label: 'a', by: 0, start: 1, end: 5, after: [0], optional: false, worth: 0.35 },
      { label: 'runner', by: 1, start: 5, end: 6, after: [0, 1], optional: true, worth: 0 },
    ]);
    expect(s.order).toBe('best');
    // A worth written: the goal adds it (the default goal here is success).
    expect(s.goal).toEqual({ success: 1, worth: 1 });
  });

  it('says an unknown label in after: with the nearest one', () => {
    expect(errorOf(`${head}activations: [{ by: a, steps: [dodge] }, { by: b, steps: [rush], after: [aa] }]`))
      .toContain(message.unknownActivation('aa', ['a', 'b']));
  });

  it('says a circle of after:', () => {
    expect(errorOf(`${head}activations: [{ by: a, steps: [dodge], after: [b] }, { by: b, steps: [rush], after: [a] }]`))
      .toContain(message.activationCycle(['a', 'b', 'a']));
  });

  it('says a step by another player, but for the catch of a pass', () => {
    expect(errorOf(`${head}activations: [{ by: a, steps: [dodge, { rush: { by: b } }] }]`))
      .toContain(message.stepOfOtherPlayer('a', 'b', 'rush'));
    expect(errorOf(`${head}activations: [{ by: a, steps: [dodge, { catch: { by: b } }] }]`))
      .toContain(message.stepOfOtherPlayer('a', 'b', 'catch'));
  });

  it('says a player in two activations', () => {
    expect(errorOf(`${head}activations: [{ by: b, steps: [dodge] }, { by: b, label: again, steps: [rush] }]`))
      .toContain(message.playerActsTwice('b', 'b', 'again'));
  });

  it('says a written order against after:, and a foul whose target another activation hits without after:', () => {
    expect(errorOf(`${head}order: written\nactivations: [{ by: a, steps: [dodge], after: [b] }, { by: b, steps: [rush] }]`))
      .toContain(message.writtenOrderAgainstAfter('a', 'b'));
    expect(errorOf(`${head}activations: [{ by: b, steps: [{ block: { target: x } }] }, { by: c, steps: [{ foul: { target: x } }] }]`))
      .toContain(message.foulNeedsAfter('c', 'x', 'b'));
  });

  it('says a worth finer than hundredths', () => {
    expect(errorOf(`${head}activations: [{ by: b, steps: [dodge], worth: 0.333 }]`)).toContain(message.worthHundredths(0.333));
  });
});

describe('interleaved steps: in a line', () => {
  it('warns once for a player acting again after another, pointing to activations:', () => {
    const s = scenarioFromText(`${head}steps: [{ dodge: { by: b } }, { rush: { by: c } }, { rush: { by: b } }, { dodge: { by: b } }]`);
    expect(s.warnings).toHaveLength(1);
    expect(s.warnings?.[0]).toContain(message.interleavedSteps('b', 'c', 3));
  });

  it('accepts a catch inside another player\'s pass', () => {
    const s = scenarioFromText(`${head}steps: [{ dodge: { by: b } }, { pass: { by: c, range: quick } }, { catch: { by: b } }]`.replace('c: { ag: 3+ }', 'c: { ag: 3+, pa: 3+ }'));
    expect(s.warnings ?? []).toEqual([]);
  });
});
