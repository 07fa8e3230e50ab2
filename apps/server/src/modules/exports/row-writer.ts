import { type CellValue, toPlainText } from '@cairn/core';
import type { RowCells } from '@cairn/stats';
import {
  type AnalysisQuestion,
  type CellsPlan,
  cellsPlanOf,
  writeResponseCells,
} from '../report/analysis-source.ts';
import { cellsKeyOf } from '../report/stored-cells.ts';
import { type ExportFiles, fileCellText } from './file-cells.ts';
import { neutraliseText } from './neutralise.ts';
import { type DataType, flagOption, LABEL_SEPARATOR, type LayoutColumn, optionValue } from './raw-layout.ts';
import { fixedValue, type RawResponse } from './raw-row.ts';

/**
 * The layout's values of one response, the way `rawRowValues` (raw-row.ts) defines them, made by
 * column position instead of by key: each version's answers are written by core's cell writers
 * (`writeResponseCells`) into one reused row of cells, and each layout column reads its slot of
 * that row. Everything a column needs of a version (its slot, its labels, a merged column's option
 * parts) is worked out once per version, so a row allocates only its strings: a 100k-row export
 * made one cells object per answer and one values array per row before (bench/README.md).
 */

const FIXED = 0;
const CELL = 1;
const MERGED = 2;

/** One version's reading of the layout: parallel arrays by layout column. */
interface VersionReader {
  plan: CellsPlan;
  /** The slot in the version's row of a cell column; -1 when the version has no such column. */
  slots: Int32Array;
  /** Labels by value of a cell column (dataType 'label'), the answered version's before the latest's. */
  labels: (Map<number, string> | null)[];
  /** A merged column's flag slots (-1: not in this version) and the text each chosen flag adds. */
  flagSlots: (Int32Array | null)[];
  flagParts: (string[] | null)[];
}

export type RowWriter = ((row: RawResponse) => readonly CellValue[]) & {
  /**
   * The layout key (report/stored-cells.ts) of each version's plan: a row of that version whose
   * stored cells carry it is read from them (`RawResponse.cells`), any other from its answers.
   */
  cellsKeys: ReadonlyMap<number, number>;
};

function slotsByKey(questions: readonly AnalysisQuestion[], plan: CellsPlan): Map<string, number> {
  const slots = new Map<string, number>();
  questions.forEach((question, q) => {
    question.columns.forEach((column, i) => {
      if (!slots.has(column.key)) slots.set(column.key, plan.starts[q]! + i);
    });
  });
  return slots;
}

function labelsOf(
  column: Extract<LayoutColumn, { kind: 'cell' }>,
  own: AnalysisQuestion | undefined,
): Map<number, string> | null {
  const categories =
    own?.columns.find((c) => c.key === column.key)?.categories ??
    column.question.columns.find((c) => c.key === column.key)?.categories;
  if (!categories) return null;
  const labels = new Map<number, string>();
  // The first category of a value wins, as a find over the list does.
  for (const category of categories)
    if (!labels.has(category.value)) labels.set(category.value, category.label);
  return labels;
}

function versionReader(
  layout: readonly LayoutColumn[],
  questions: readonly AnalysisQuestion[],
  dataType: DataType,
): VersionReader {
  const plan = cellsPlanOf(questions);
  const slotOf = slotsByKey(questions, plan);
  const byNode = new Map(questions.map((q) => [q.node.id, q]));
  const reader: VersionReader = {
    plan,
    slots: new Int32Array(layout.length).fill(-1),
    labels: new Array(layout.length).fill(null),
    flagSlots: new Array(layout.length).fill(null),
    flagParts: new Array(layout.length).fill(null),
  };
  layout.forEach((column, i) => {
    if (column.kind === 'fixed') return;
    const own = byNode.get(column.question.node.id);
    if (column.kind === 'cell') {
      // By key over the whole version, as `responseCells` gathers them.
      reader.slots[i] = slotOf.get(column.key) ?? -1;
      if (dataType === 'label') reader.labels[i] = labelsOf(column, own);
      return;
    }
    const flagSlots = new Int32Array(column.flagKeys.length);
    reader.flagParts[i] = column.flagKeys.map((key, k) => {
      flagSlots[k] = slotOf.get(key) ?? -1;
      const option = (own && flagOption(own, key)) ?? flagOption(column.question, key);
      if (!option) return '';
      return dataType === 'label' ? toPlainText(option.title) : String(optionValue(option));
    });
    reader.flagSlots[i] = flagSlots;
  });
  return reader;
}

/**
 * A writer for one export: readers for every version are made here, once. The values it returns
 * live in one array reused from row to row: take them before asking for the next row.
 */
export function rawRowWriter(
  layout: readonly LayoutColumn[],
  questionsByVersion: ReadonlyMap<number, readonly AnalysisQuestion[]>,
  latest: readonly AnalysisQuestion[],
  dataType: DataType,
  files?: ExportFiles,
  options: { neutralise?: boolean } = {},
): RowWriter {
  const neutralise = options.neutralise !== false;
  const readers = new Map<number, VersionReader>();
  for (const [version, questions] of questionsByVersion)
    readers.set(version, versionReader(layout, questions, dataType));
  const latestReader = versionReader(layout, latest, dataType);
  let width = latestReader.plan.width;
  for (const reader of readers.values()) width = Math.max(width, reader.plan.width);

  const kinds = new Uint8Array(layout.length);
  layout.forEach((column, i) => {
    kinds[i] = column.kind === 'fixed' ? FIXED : column.kind === 'cell' ? CELL : MERGED;
  });
  const isFile = layout.map((column) => column.kind === 'cell' && column.columnKind === 'file');
  const separator = dataType === 'label' ? LABEL_SEPARATOR : ',';
  const cells: RowCells = new Array(width).fill(undefined);
  const values: CellValue[] = new Array(layout.length).fill(null);
  const cellsKeys = new Map([...readers].map(([version, reader]) => [version, cellsKeyOf(reader.plan)]));

  const write = (row: RawResponse) => {
    const reader = readers.get(row.version) ?? latestReader;
    // Stored cells come only for a version in `cellsKeys` whose key they carry (the reader checks):
    // read where they are, a slot past their end is empty.
    let source: readonly (CellValue | undefined)[] = cells;
    if (row.cells) source = row.cells;
    else {
      cells.fill(undefined, 0, reader.plan.width);
      writeResponseCells(
        reader.plan,
        (row.answers ?? {}) as Record<string, unknown>,
        row.status !== 'partial',
        cells,
      );
    }
    for (let i = 0; i < layout.length; i++) {
      let value: CellValue;
      const kind = kinds[i];
      if (kind === CELL) {
        const slot = reader.slots[i]!;
        const cell = slot < 0 ? undefined : source[slot];
        if (cell === undefined || cell === null) value = null;
        else if (typeof cell === 'number') value = reader.labels[i]?.get(cell) ?? cell;
        else value = files && isFile[i] ? fileCellText(cell, files) : cell;
      } else if (kind === MERGED)
        value = mergedText(source, reader.flagSlots[i]!, reader.flagParts[i]!, separator);
      else value = fixedValue((layout[i] as Extract<LayoutColumn, { kind: 'fixed' }>).code, row);
      values[i] = neutralise && typeof value === 'string' ? neutraliseText(value) : value;
    }
    return values;
  };
  return Object.assign(write, { cellsKeys });
}

/** A format-1 cell: the chosen options' parts joined; null when the question has no cell at all. */
function mergedText(
  cells: readonly (CellValue | undefined)[],
  slots: Int32Array,
  parts: readonly string[],
  separator: string,
): CellValue {
  let any = false;
  let text = '';
  let first = true;
  for (let k = 0; k < slots.length; k++) {
    const slot = slots[k]!;
    const cell = slot < 0 ? undefined : cells[slot];
    if (cell === undefined || cell === null) continue;
    any = true;
    if (cell !== 1) continue;
    text = first ? parts[k]! : text + separator + parts[k]!;
    first = false;
  }
  return any ? text : null;
}
