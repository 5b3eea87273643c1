import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { chunkAt, chunkCount, CHUNK_SAMPLES, StreamCursor } from '../../src/montecarlo/plan.js';

describe('the chunk plan', () => {
  it('cuts a run into full chunks and a last one holding the rest', () => {
    // 2.5 chunks: two full ones and half of one.
    const samples = 2 * CHUNK_SAMPLES + CHUNK_SAMPLES / 2;
    expect(chunkCount(samples)).toBe(3);
    expect([0, 1, 2].map((i) => chunkAt(samples, i).samples)).toEqual([CHUNK_SAMPLES, CHUNK_SAMPLES, CHUNK_SAMPLES / 2]);
    expect(chunkCount(CHUNK_SAMPLES)).toBe(1);
    expect(chunkCount(1)).toBe(1);
    expect(chunkAt(1, 0).samples).toBe(1);
  });

  it('gives chunk c the seed generator after c jumps, whatever asks for it', () => {
    const reference = xoroshiro128plus(12345);
    const cursor = new StreamCursor(12345);
    for (let c = 0; c < 4; c++) {
      expect(Array.from(cursor.next())).toEqual(Array.from(reference.getState()));
      reference.jump();
    }
  });

  it('depends on the seed and the sample count only (no worker count enters it)', () => {
    // The plan's functions take (samples, index) and (seed): two cursors agree however they are shared out.
    const a = new StreamCursor(9);
    const b = new StreamCursor(9);
    const fromA = [a.next(), a.next(), a.next()].map((s) => Array.from(s));
    const fromB = [b.next(), b.next(), b.next()].map((s) => Array.from(s));
    expect(fromA).toEqual(fromB);
    expect(new Set(fromA.map((s) => s.join(','))).size).toBe(3);
  });
});
