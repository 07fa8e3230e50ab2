import { Growable } from './growable.ts';

/**
 * A string column with few distinct values (source, device) stored as codes into a dictionary,
 * so filters compare integers. Code -1 is "none".
 */
export class DictionaryColumn {
  private readonly codes = new Growable(Int32Array);
  private readonly words: string[] = [];
  private readonly index = new Map<string, number>();

  get length(): number {
    return this.codes.length;
  }

  /** How many distinct values have codes (codes run 0..size − 1). */
  get size(): number {
    return this.words.length;
  }

  push(value: string | null | undefined): void {
    this.codes.push(this.encode(value));
  }

  /** Overwrites the value of a filled row. */
  set(row: number, value: string | null | undefined): void {
    this.codes.set(row, this.encode(value));
  }

  private encode(value: string | null | undefined): number {
    if (value === null || value === undefined) return -1;
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.words.length;
      this.words.push(value);
      this.index.set(value, code);
    }
    return code;
  }

  reserve(extra: number): void {
    this.codes.reserve(extra);
  }

  view(): Int32Array {
    return this.codes.view();
  }

  /** The code of a value, or undefined when no row holds it. */
  codeOf(value: string): number | undefined {
    return this.index.get(value);
  }

  /** The distinct values in code order (the word of code c is at index c). */
  distinct(): readonly string[] {
    return this.words;
  }

  valueAt(row: number): string | null {
    const code = this.codes.view()[row] ?? -1;
    return code < 0 ? null : (this.words[code] ?? null);
  }
}
