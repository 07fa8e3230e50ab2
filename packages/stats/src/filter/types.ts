/**
 * A filter as data. Conditions on columns combine in `all` / `any` groups; the metadata parts
 * (status, time, source, device) are always and-ed with them.
 *
 * Empty cells: `equals`, `in`, `not-in`, `range` and `contains` never match an empty cell
 * (as SPSS leaves missing values out); only `empty` does. A condition on a column the dataset does
 * not have (a question deleted since the filter was saved) sees every cell as empty.
 */
export type Condition =
  | { column: string; op: 'equals'; value: number | string }
  | { column: string; op: 'in' | 'not-in'; values: readonly (number | string)[] }
  /** Inclusive at both ends; an absent end is open. */
  | { column: string; op: 'range'; min?: number; max?: number }
  | { column: string; op: 'empty' | 'not-empty' }
  /** Case-insensitive substring of a text cell. */
  | { column: string; op: 'contains'; text: string };

/** `not` keeps exactly the rows its child drops (empty cells included: `not equals` keeps them). */
export type FilterNode =
  | Condition
  | { all: readonly FilterNode[] }
  | { any: readonly FilterNode[] }
  | { not: FilterNode };

export interface Filter {
  where?: FilterNode;
  /** Response status codes to keep; absent keeps every status. */
  statuses?: readonly number[];
  /** Submitted at or after (ms since the epoch). */
  from?: number;
  /** Submitted before (exclusive, ms since the epoch). */
  to?: number;
  sources?: readonly string[];
  devices?: readonly string[];
}

/**
 * One byte per row: 1 keeps the row, 0 drops it (no other value: the coded counts read a mask
 * word of four rows and multiply it out into byte masks). `null` wherever a mask is taken means
 * every row.
 */
export type RowMask = Uint8Array;
