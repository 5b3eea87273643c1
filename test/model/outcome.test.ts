/**
 * The outcome registers in named parts (src/model/outcome.ts): each part in a place of its own, the parts in the
 * order of `PARTS`, the opponents' conditions after them; a name added to a part moves no register out of its
 * part and changes no other name's order, and nothing in src/ addresses a register by a number of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialOut, layoutOf, Out, PART_RANGE, PARTS, TARGET_BASE } from '../../src/model/outcome.js';

const SRC = join(import.meta.dirname, '..', '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The names of each part, read back from the index: those whose register lies in the part's range, in order. */
function namesIn(index: Readonly<Record<string, number>>, [start, end]: readonly [number, number]): string[] {
  return Object.entries(index).filter(([, i]) => i >= start && i < end).sort((a, b) => a[1] - b[1]).map(([name]) => name);
}

describe('the outcome registers', () => {
  it('put each part in a place of its own, in the order of PARTS, the opponents after', () => {
    // metrics 14 names, resources 3, control 2, effects 2: [0, 14), [14, 17), [17, 19), [19, 21); opponents from 21.
    expect(PART_RANGE).toEqual({ metrics: [0, 14], resources: [14, 17], control: [17, 19], effects: [19, 21] });
    expect(TARGET_BASE).toBe(21);
    for (const [part, names] of Object.entries(PARTS)) expect(namesIn(Out, PART_RANGE[part as keyof typeof PARTS])).toEqual(names);
  });

  it('start a line with the bribes and the Team Mascot written, everything else 0, one register per opponent', () => {
    const out = initialOut(2, 3, true);
    expect(out.length).toBe(TARGET_BASE + 2);
    expect(out[Out.BribesLeft]).toBe(3);
    expect(out[Out.MascotLeft]).toBe(1);
    expect(out.filter((v, i) => i !== Out.BribesLeft && i !== Out.MascotLeft)).toEqual(new Array(TARGET_BASE).fill(0));
  });

  it('take a new name in a part without moving any other register out of its part or out of order', () => {
    const grown = layoutOf({ ...PARTS, metrics: [...PARTS.metrics, 'Rooted'], effects: [...PARTS.effects, 'Hypnotising'] });
    for (const [part, names] of Object.entries(PARTS)) {
      const key = part as keyof typeof PARTS;
      const kept = namesIn(grown.index, grown.range[key]).filter((name) => (names as readonly string[]).includes(name));
      expect(kept, part).toEqual(names);
    }
    expect(grown.targetBase).toBe(TARGET_BASE + 2);
  });

  it('are addressed in src/ by name or from TARGET_BASE only: no out[3], no Out.Worst + 1', () => {
    const numbered = files(SRC).flatMap((file) => readFileSync(file, 'utf8').split('\n')
      .filter((text) => /\bout\[\s*\d|\bOut\.\w+\s*[+-]\s*\d/.test(text))
      .map((text) => `${file}: ${text.trim()}`));
    expect(numbered).toEqual([]);
  });
});
