/** The edition switch writes and reads the scenario's top-level `edition:` line. */
import { describe, expect, it } from 'vitest';
import { editionOf, withEdition } from '../../src/app/edition.js';

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
});
