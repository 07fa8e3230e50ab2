/**
 * Typed arrays that grow by doubling, so appending one value is amortised O(1). `view()` is a
 * subarray over the filled part (no copy); a view taken before a growth keeps the old buffer, so
 * callers take views after appending, not across appends.
 */
type TypedArray = Float64Array | Uint8Array | Int32Array;

interface TypedArrayConstructor<T extends TypedArray> {
  new (length: number): T;
}

const INITIAL_CAPACITY = 16;

export class Growable<T extends TypedArray> {
  private buffer: T;
  private filled = 0;

  constructor(private readonly make: TypedArrayConstructor<T>) {
    this.buffer = new make(INITIAL_CAPACITY);
  }

  get length(): number {
    return this.filled;
  }

  push(value: number): void {
    if (this.filled === this.buffer.length) this.grow(this.filled + 1);
    this.buffer[this.filled++] = value;
  }

  /** Appends `values` (converted to this array's type as `TypedArray.set` converts). */
  pushAll(values: ArrayLike<number>): void {
    this.reserve(values.length);
    this.buffer.set(values, this.filled);
    this.filled += values.length;
  }

  /** Overwrites a filled slot (a changed response replaced in place). */
  set(index: number, value: number): void {
    if (index < 0 || index >= this.filled)
      throw new RangeError(`index ${index} outside 0..${this.filled - 1}`);
    this.buffer[index] = value;
  }

  /** Makes room for `extra` more values at once (a batch append grows a single time). */
  reserve(extra: number): void {
    if (this.filled + extra > this.buffer.length) this.grow(this.filled + extra);
  }

  view(): T {
    return this.buffer.subarray(0, this.filled) as T;
  }

  private grow(needed: number): void {
    let capacity = this.buffer.length * 2;
    while (capacity < needed) capacity *= 2;
    // No fill of the new slots: every slot is written by `push` before a view covers it.
    const next = new this.make(capacity);
    next.set(this.buffer);
    this.buffer = next;
  }
}
