/** The edition switch writes and reads the scenario's top-level `edition:` line. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { shippedExamples } from '../../scripts/build-app.js';
import { editionOf, openingExample, withEdition } from '../../src/app/edition.js';
import { reply } from '../../src/app/reply.js';
import { EDITION_IDS } from '../../src/index.js';

describe('the edition line', () => {
  it('is read at the top level only', () => {
    expect(editionOf('name: x\nedition: bb2016 # old\nsteps: [dodge]\n')).toBe('bb2016');
    expect(editionOf('name: x\ncompare:\n  a:\n    edition: classic\n')).toBeNull();
  });

  it('is replaced where written, comment and all', () => {
    expect(withEdition('name: x\nedition: bb2016 # old\nsteps: [dodge]\n', 'bb2025')).toBe('name: x\nedition: bb2025\nsteps: [dodge]\n');
  });

  it('is added after name:, or first when there is no name', () => {
    expect(withEdition('# q\nname: x\nsteps: [dodge]\n', 'classic')).toBe('# q\nname: x\nedition: classic\nsteps: [dodge]\n');
    expect(withEdition('steps: [dodge]\n', 'classic')).toBe('edition: classic\nsteps: [dodge]\n');
  });

  it('opens, for a remembered edition, an example written in it, so that the first answer reads', () => {
    const examples = shippedExamples(join(import.meta.dirname, '../..'));
    const first = examples.find((e) => e.file === 'dodge-rush-pickup.yaml');
    if (!first) throw new Error('no dodge-rush-pickup.yaml');
    expect(openingExample(examples, first, null).example).toBe(first);
    expect(openingExample(examples, first, 'bb2020').example).toBe(first);
    // bb2016 and classic write AG as a plain number: dodge-rush-pickup's `ag: 3+` switched to them does not read.
    const switched = reply({ kind: 'evaluate', id: 1, text: withEdition(first.text, 'bb2016'), file: first.file, pinned: null });
    expect(switched.kind === 'error' && switched.message).toMatch(/AG is written as a plain number/);
    expect(openingExample(examples, first, 'bb2016').example.file).toBe('bb2016-dodge-pickup.yaml');
    expect(openingExample(examples, first, 'classic').example.file).toBe('classic-foul-apothecary.yaml');
    for (const edition of EDITION_IDS) {
      const { example, text } = openingExample(examples, first, edition);
      expect(editionOf(text)).toBe(edition);
      expect(reply({ kind: 'evaluate', id: 1, text, file: example.file, pinned: null }).kind).toBe('answer');
    }
    // An edition no example is written in: the first example, switched.
    expect(openingExample([first], first, 'bb2025').text).toBe(withEdition(first.text, 'bb2025'));
  });
});
