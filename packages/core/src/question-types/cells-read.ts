import type { OptionRecord } from '../model/option.ts';
import type { AnswerContext, CellsRead, CellValue } from './define.ts';
import { optionValue } from './shared.ts';

/**
 * Helpers for the types' `fromCells` (answer import). A reader throws `cellProblem` at the first
 * cell that does not fit, and `cellsReader` turns that into an issue naming the cell's key, so
 * each type reads its cells straight down without threading results through.
 */
export type Cells = Readonly<Record<string, CellValue>>;

class CellProblem extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

export function cellProblem(key: string, message: string): never {
  throw new CellProblem(key, message);
}

export function cellsReader<S, A>(
  read: (cells: Cells, ctx: AnswerContext<S>) => A | undefined,
): (cells: Cells, ctx: AnswerContext<S>) => CellsRead<A> {
  return (cells, ctx) => {
    try {
      return { answer: read(cells, ctx) };
    } catch (error) {
      if (error instanceof CellProblem) return { issue: { key: error.key, message: error.message } };
      throw error;
    }
  };
}

export function isEmptyCell(value: CellValue | undefined): value is null | undefined | '' {
  return value === undefined || value === null || value === '';
}

/** A number cell; text that reads as a number counts (a sheet may hold "3"). */
export function numberCell(cells: Cells, key: string): number | undefined {
  const value = cells[key];
  if (isEmptyCell(value)) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  const number = Number(text);
  if (text === '' || !Number.isFinite(number)) cellProblem(key, `${value} is not a number`);
  return number;
}

/** A text cell as written; a number typed into it reads as its text. Empty text stays ''. */
export function textCell(cells: Cells, key: string): string | undefined {
  const value = cells[key];
  return value === undefined || value === null ? undefined : String(value);
}

/** A 0/1 flag; empty reads as undefined (the question was not shown), anything else is refused. */
export function flagCell(cells: Cells, key: string): 0 | 1 | undefined {
  const value = numberCell(cells, key);
  if (value === undefined || value === 0 || value === 1) return value;
  return cellProblem(key, 'write 1 (chosen) or 0');
}

/** The option a cell's number stands for (its numeric code, else its position + 1). */
export function optionOfValue(options: readonly OptionRecord[], value: number, key: string): OptionRecord {
  return options.find((option) => optionValue(option) === value) ?? cellProblem(key, `no option ${value}`);
}

/** Parts in level order up to the first empty one; a filled part after an empty one is refused. */
export function leveled<T>(values: readonly (T | undefined)[], keys: readonly string[]): T[] {
  const end = values.indexOf(undefined);
  if (end < 0) return values as T[];
  const late = values.findIndex((value, i) => i > end && value !== undefined);
  if (late >= 0) cellProblem(keys[late] ?? '', 'a level above this one is empty');
  return values.slice(0, end) as T[];
}

export function nonEmpty<T extends object>(value: T): T | undefined {
  return Object.keys(value).length > 0 ? value : undefined;
}
