/**
 * The states met while exploring, by content, without making a string of each: a state's units (`stateUnits`)
 * are copied once into one pool and hashed into an open-addressed table of entries, each with a number the
 * explorer sets (its state's id, or that it is still being explored).
 */
import { stateUnits, type State } from '../model/state.js';
import { grown } from './growable.js';

/** The value of an entry just added. */
export const UNSEEN = -2;

/** Entries room is made for at first: most models are small (the advisor solves thousands), and the table grows. */
const FIRST = 256;

export class StateTable {
  private pool = new Uint16Array(FIRST * 32);
  private used = 0;
  private starts = new Int32Array(FIRST);
  private lengths = new Uint16Array(FIRST);
  private hashes = new Int32Array(FIRST);
  /** Per entry, what the explorer keeps of its state (`UNSEEN` when it was just added). */
  values = new Int32Array(FIRST);
  private slots = new Int32Array(FIRST * 2).fill(-1);
  private readonly units = new Uint16Array(1024);
  size = 0;

  /** The entry of `s`: the one of an equal state met before, or a new one valued `UNSEEN`. */
  entry(s: State): number {
    const n = stateUnits(s, this.units);
    const hash = fnv(this.units, n);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const e = this.slots[slot];
      if (e < 0) {
        this.slots[slot] = this.add(n, hash);
        if (this.size * 2 > this.slots.length) this.rehash();
        return this.size - 1;
      }
      if (this.hashes[e] === hash && this.holds(e, n)) return e;
    }
  }

  /** Whether entry e's units are the `n` units just written. */
  private holds(e: number, n: number): boolean {
    if (this.lengths[e] !== n) return false;
    const at = this.starts[e];
    for (let i = 0; i < n; i++) if (this.pool[at + i] !== this.units[i]) return false;
    return true;
  }

  private add(n: number, hash: number): number {
    if (this.used + n > this.pool.length) this.pool = grown(this.pool, Math.max(this.pool.length * 2, this.used + n));
    if (this.size === this.values.length) {
      const size = this.size * 2;
      [this.starts, this.lengths, this.hashes, this.values] = [
        grown(this.starts, size), grown(this.lengths, size), grown(this.hashes, size), grown(this.values, size),
      ];
    }
    this.pool.set(this.units.subarray(0, n), this.used);
    const e = this.size++;
    this.starts[e] = this.used;
    this.lengths[e] = n;
    this.hashes[e] = hash;
    this.values[e] = UNSEEN;
    this.used += n;
    return e;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = this.slots.length - 1;
    for (let e = 0; e < this.size; e++) {
      let slot = this.hashes[e] & mask;
      while (this.slots[slot] >= 0) slot = (slot + 1) & mask;
      this.slots[slot] = e;
    }
  }
}

/** FNV-1a over `n` units. */
function fnv(units: Uint16Array, n: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < n; i++) hash = Math.imul(hash ^ units[i], 16777619);
  return hash >>> 1;
}
