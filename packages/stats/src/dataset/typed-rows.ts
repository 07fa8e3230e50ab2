import { toFlag, toNumber, toText } from './cells.ts';
import { EXACT_DIGITS, JSON_CODES, type JsonCursor } from './json-cursor.ts';
import type { CellValue, ColumnKind, RowCells, RowMeta } from './types.ts';

// Module constants, so the hot loop of `readJson` compares with literals.
const { OPEN, CLOSE, COMMA, ZERO, NINE } = JSON_CODES;

const NUMBER = 0;
const FLAG = 1;
const TEXT = 2;

function slotKind(kind: ColumnKind): number {
  if (kind === 'single' || kind === 'number') return NUMBER;
  return kind === 'multi-flag' ? FLAG : TEXT;
}

/**
 * Rows on their way into a dataset's columns, held column by column: for column c and row r, a
 * number column's value (NaN when empty) or a flag (0, 1, FLAG_EMPTY) at `numbers[c * capacity +
 * r]`, a text at the same place in `texts`, and the row's metadata. Every way a row comes in
 * (cells by index, cells as JSON text) is converted here, once, with cells.ts's rules; the
 * dataset then copies whole runs of a column at a time (`Dataset.appendRows`), which costs a
 * fraction of writing each cell of each row into its column.
 */
export class TypedRows {
  readonly numbers: Float64Array;
  readonly texts: (string | null)[];
  readonly status: Uint8Array;
  readonly weight: Float64Array;
  readonly time: Float64Array;
  readonly source: (string | null)[];
  readonly device: (string | null)[];
  /** Rows held (0..capacity); the next row is written at this index. */
  count = 0;
  private readonly kinds: Uint8Array;

  constructor(
    kinds: readonly ColumnKind[],
    readonly capacity: number,
  ) {
    this.kinds = Uint8Array.from(kinds, slotKind);
    this.numbers = new Float64Array(kinds.length * capacity);
    this.texts = new Array<string | null>(kinds.length * capacity).fill(null);
    this.status = new Uint8Array(capacity);
    this.weight = new Float64Array(capacity);
    this.time = new Float64Array(capacity);
    this.source = new Array<string | null>(capacity).fill(null);
    this.device = new Array<string | null>(capacity).fill(null);
  }

  get full(): boolean {
    return this.count === this.capacity;
  }

  /** Writes the next row's cells from cells by column index and empties them (`Dataset.appendCells`). */
  fromCells(cells: RowCells): void {
    for (let c = 0; c < this.kinds.length; c++) {
      this.put(c, cells[c]);
      cells[c] = undefined;
    }
  }

  /**
   * Writes the next row's cells from a JSON array of cells (numbers, strings, nulls; trailing
   * empty cells may be left out) at the cursor. False when the text is not such an array or holds
   * more cells than a row has: the caller parses the text another way (the row is not counted,
   * so a later row overwrites what was written).
   */
  readJson(cursor: JsonCursor): boolean {
    const { text } = cursor;
    const { kinds, numbers, capacity } = this;
    let pos = cursor.pos;
    if (text.charCodeAt(pos) !== OPEN) return false;
    let code = text.charCodeAt(++pos);
    let c = 0;
    if (code === CLOSE) pos++;
    else
      for (;;) {
        if (c >= kinds.length) return false;
        // A whole number (codes, flags, ratings: most cells) is read here; anything else by the cursor.
        const start = pos;
        let value = 0;
        while (code >= ZERO && code <= NINE) {
          value = value * 10 + (code - ZERO);
          code = text.charCodeAt(++pos);
        }
        if (pos > start && pos - start <= EXACT_DIGITS && (code === COMMA || code === CLOSE)) {
          const kind = kinds[c];
          const at = c * capacity + this.count;
          if (kind === NUMBER) numbers[at] = value;
          else if (kind === FLAG) numbers[at] = toFlag(value);
          else this.texts[at] = toText(value);
          c++;
        } else {
          cursor.pos = start;
          const cell = cursor.scalar();
          if (cell === undefined) return false;
          this.put(c++, cell);
          pos = cursor.pos;
          code = text.charCodeAt(pos);
        }
        if (code === COMMA) code = text.charCodeAt(++pos);
        else if (code === CLOSE) {
          pos++;
          break;
        } else return false;
      }
    for (; c < kinds.length; c++) this.put(c, null);
    cursor.pos = pos;
    return true;
  }

  /** Sets the next row's metadata and counts the row. */
  commit(meta: RowMeta): void {
    const r = this.count++;
    this.status[r] = meta.status;
    this.weight[r] = meta.weight ?? 1;
    this.time[r] = meta.submittedAt;
    this.source[r] = meta.source ?? null;
    this.device[r] = meta.device ?? null;
  }

  /** Forgets the rows held (what they hold is overwritten by the next ones). */
  clear(): void {
    this.count = 0;
  }

  private put(c: number, cell: CellValue | undefined): void {
    const kind = this.kinds[c];
    const at = c * this.capacity + this.count;
    if (kind === TEXT) this.texts[at] = toText(cell);
    else this.numbers[at] = kind === FLAG ? toFlag(cell) : toNumber(cell);
  }
}
