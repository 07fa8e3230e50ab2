import { type SurveyDocument, ZSurveyDocument } from '@cairn/core';
import type { RowCells } from '@cairn/stats';
import type { ResponseStatus } from '../../db/schema/responses.ts';
import { analysisQuestionsOf, type CellsPlan, cellsPlanOf, writeResponseCells } from './analysis-source.ts';

/**
 * A response's answers as the report engine and the raw export read them (`responses.cells`):
 * the row `writeResponseCells` fills for the answered version, as a JSON array with trailing
 * empty cells dropped and empty cells as null. It is written with the answers, so a cold build of
 * a million responses parses small arrays instead of converting every answer document again
 * (PostgreSQL's jsonb output alone cost 10–20 µs a response, the conversion about 27 µs).
 *
 * `cells_key` names the layout the array was written for: a hash of the version's columns (key,
 * kind, category values) and of CELLS_FORMAT. A reader whose plan for that version has another key
 * (a new release laid the columns out differently) converts the answers instead, so a stale array
 * is never read against the wrong columns.
 */

/** Raise when what a cell holds changes while the columns stay the same. */
const CELLS_FORMAT = 1;

const keys = new WeakMap<CellsPlan, number>();

/** The layout key of a plan (FNV-1a over its columns, as a signed 32-bit integer column holds it). */
export function cellsKeyOf(plan: CellsPlan): number {
  let key = keys.get(plan);
  if (key !== undefined) return key;
  let hash = 0x811c9dc5;
  const mix = (text: string) => {
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ 0x1f, 0x01000193);
  };
  mix(`cells-${CELLS_FORMAT}`);
  for (const question of plan.questions) {
    mix(`q${question.node.id}`);
    for (const column of question.columns) {
      mix(`${column.key}:${column.kind}`);
      for (const category of column.categories ?? []) mix(String(category.value));
    }
  }
  key = hash | 0;
  keys.set(plan, key);
  return key;
}

/** Null when the answers have no stored cells: a reader converts them (see `storedCellsOf`). */
export interface StoredCells {
  cells: string | null;
  cellsKey: number | null;
}

/**
 * The stored cells of a response's answers; partial answers are checked first, as a report does.
 * None when a cell is a number JSON cannot hold (NaN or an infinity, from an answer of an older
 * shape): it would read back as an empty cell where the conversion gives the number.
 */
export function storedCellsOf(
  plan: CellsPlan,
  answers: Readonly<Record<string, unknown>>,
  status: ResponseStatus,
): StoredCells {
  const row: RowCells = new Array(plan.width).fill(undefined);
  writeResponseCells(plan, answers, status !== 'partial', row);
  let end = row.length;
  while (end > 0 && (row[end - 1] === undefined || row[end - 1] === null)) end--;
  for (let i = 0; i < end; i++) {
    const cell = row[i];
    if (typeof cell === 'number' && !Number.isFinite(cell)) return { cells: null, cellsKey: null };
  }
  // JSON.stringify writes undefined array slots as null.
  const json = JSON.stringify(end === row.length ? row : row.slice(0, end));
  return { cells: asciiJson(json), cellsKey: cellsKeyOf(plan) };
}

const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;

/**
 * JSON with every character above ASCII written as a \u escape (surrogate pairs as two): the
 * same array when parsed. A reader's chunk of rows that is all ASCII decodes to a one-byte string
 * in V8, which the pg driver decodes and JSON.parse reads much faster than the two-byte string a
 * single Chinese answer otherwise makes of the whole chunk (bench/README.md, "Export from stored
 * cells"). A Chinese character takes 6 bytes instead of 3.
 */
function asciiJson(json: string): string {
  if (!NON_ASCII.test(json)) return json;
  return json.replace(NON_ASCII_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const plans = new WeakMap<object, CellsPlan>();

/** A published document's plan, made once per document object (the respondent caches documents by version). */
export function cellsPlanOfDocument(document: SurveyDocument): CellsPlan {
  let plan = plans.get(document);
  if (!plan) {
    plan = cellsPlanOf(analysisQuestionsOf(ZSurveyDocument.parse(document)));
    plans.set(document, plan);
  }
  return plan;
}

/**
 * Copies stored cells into a plan-wide row (the reader has checked the key). Null stays out of
 * the row: an empty slot is undefined, as `writeResponseCells` leaves it.
 */
export function readStoredCells(stored: readonly (RowCells[number] | null)[], out: RowCells): void {
  for (let i = 0; i < stored.length; i++) {
    const value = stored[i];
    if (value !== null && value !== undefined) out[i] = value;
  }
}
