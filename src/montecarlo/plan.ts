/**
 * How a run is cut into chunks: a fixed number of trials per chunk (the last one takes the rest), chunk c drawing
 * from stream c of the seed (the seeded generator after c jumps). The plan depends on the seed and the sample
 * count only — never on the number of workers — so any number of workers computes the same trials and totals.
 */
import { firstStream, jumpState } from './rng.js';

/** Trials per chunk: tens of milliseconds of work, so progress is smooth and a lost chunk costs little. */
export const CHUNK_SAMPLES = 1 << 18;

/** Largest sample count accepted (the sums stay exact integers in doubles far beyond it). */
export const MAX_SAMPLES = 1e13;

/** A chunk: its number (and so its stream) and its trials. */
export interface Chunk {
  readonly index: number;
  readonly samples: number;
}

/** Number of chunks of a run of `samples` trials. */
export function chunkCount(samples: number): number {
  return Math.ceil(samples / CHUNK_SAMPLES);
}

/** Chunk `index` of a run of `samples` trials. */
export function chunkAt(samples: number, index: number): Chunk {
  return { index, samples: Math.min(CHUNK_SAMPLES, samples - index * CHUNK_SAMPLES) };
}

/** Hands out the stream states of chunks 0, 1, 2… in order, one jump each, never holding them all at once. */
export class StreamCursor {
  private state: Int32Array;

  constructor(seed: number) {
    this.state = firstStream(seed);
  }

  /** The stream state of the next chunk. */
  next(): Int32Array {
    const current = this.state;
    this.state = jumpState(current);
    return current;
  }
}
