/** Append-only typed columns and a table of distinct strings: the storage of the explicit graph. */

/** A copy of `array` in a bigger one of `size` (its start the same, the rest 0). */
export function grown<T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}

class Growable<T extends Int32Array | Float64Array> {
  private data: T;
  length = 0;

  constructor(private readonly make: (size: number) => T) {
    this.data = make(64);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** The values pushed so far, in an array of exactly that length (a copy: the spare room is freed). */
  view(): T {
    return this.data.slice(0, this.length) as T;
  }
}

export class GrowableInts extends Growable<Int32Array> {
  constructor() {
    super((n) => new Int32Array(n));
  }
}

export class GrowableFloats extends Growable<Float64Array> {
  constructor() {
    super((n) => new Float64Array(n));
  }
}

/** Distinct strings, each with a small integer id. */
export class LabelTable {
  private readonly ids = new Map<string, number>();
  private readonly strings: string[] = [];

  id(label: string): number {
    const known = this.ids.get(label);
    if (known !== undefined) return known;
    this.ids.set(label, this.strings.length);
    this.strings.push(label);
    return this.strings.length - 1;
  }

  all(): readonly string[] {
    return this.strings;
  }
}
