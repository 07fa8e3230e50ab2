import {
  type AnalysisColumn,
  type AnswerResult,
  analysisColumns,
  answerValidator,
  type CellValue,
  type CellWriter,
  cellsConverter,
  cellsWriter,
  createDesignTree,
  definitionOf,
  liveNodesInOrder,
  type NodeRecord,
  type OptionRecord,
  type ReportDescription,
  readSetting,
  reportDescriptionOf,
  type SurveyDocument,
  toPlainText,
  validateAnswer,
} from '@cairn/core';
import type { ColumnSpec, DatasetRow, RowCells } from '@cairn/stats';
import type { ResponseStatus } from '../../db/schema/responses.ts';

/**
 * What every report, export and response list needs from a published version: its answerable
 * questions in reading order with their analysis columns, and the conversion of one stored
 * response into cells. One place, so the data board, the raw export and the response table
 * always agree on columns and values.
 */

/** Response statuses as the small integers a stats dataset stores (filters use these codes). */
export const STATUS_CODE: Readonly<Record<ResponseStatus, number>> = {
  partial: 0,
  complete: 1,
  invalid: 2,
  screened_out: 3,
};
export const STATUS_BY_CODE: readonly ResponseStatus[] = ['partial', 'complete', 'invalid', 'screened_out'];

export interface AnalysisQuestion {
  node: NodeRecord;
  /** The node's options in position order. */
  options: OptionRecord[];
  /** The question code as authors see it (Q1 …), or `Q{position}` when it has none. */
  code: string;
  /** The title as plain text. */
  title: string;
  columns: AnalysisColumn[];
  description: ReportDescription;
  /** The node's setting over its type's defaults, read once. */
  setting: unknown;
  /** Its answer as cells (core's `cellsConverter`, context worked out once). */
  toCells: (answer: unknown) => Record<string, CellValue>;
}

/** The answerable questions of a published version in reading order. */
export function analysisQuestionsOf(document: SurveyDocument): AnalysisQuestion[] {
  const tree = createDesignTree(0, { nodes: document.nodes, options: document.options });
  const optionsByNode = new Map<number, OptionRecord[]>();
  for (const option of document.options) {
    const list = optionsByNode.get(option.nodeId) ?? [];
    list.push(option);
    optionsByNode.set(option.nodeId, list);
  }
  const questions: AnalysisQuestion[] = [];
  for (const node of liveNodesInOrder(tree)) {
    const options = (optionsByNode.get(node.id) ?? []).sort((a, b) => a.position - b.position);
    const description = reportDescriptionOf(node, options);
    if (!description) continue;
    // The report columns leave out the option a column stands for (a matrix row, a choice's
    // flag); filters, exports and imports need it, so it comes from core's columns, which the
    // report columns follow one for one.
    const optionIds = analysisColumns(node, options).map((column) => column.optionId);
    questions.push({
      node,
      options,
      code: node.code ?? `Q${questions.length + 1}`,
      title: toPlainText(node.title),
      columns: description.columns.map((column, i) => ({
        ...column,
        nodeId: node.id,
        ...(optionIds[i] === undefined ? {} : { optionId: optionIds[i] }),
      })),
      description,
      setting: readSetting(definitionOf(node)!, node),
      toCells: cellsConverter(node, options),
    });
  }
  return questions;
}

/** The dataset columns of a version, question by question. */
export function datasetColumnsOf(questions: readonly AnalysisQuestion[]): ColumnSpec[] {
  return questions.flatMap((question) =>
    question.columns.map((column) => ({
      key: column.key,
      kind: column.kind,
      label: column.label,
      ...(column.categories ? { categories: column.categories } : {}),
    })),
  );
}

/**
 * The cells of a stored response. Submitted answers were checked by the server's re-check and
 * convert directly (checking 60 answers of a million responses again would dominate a cold
 * build); partial pages are saved unchecked, so `checked: false` validates each answer first and
 * leaves one that does not fit empty rather than reporting garbage or failing the report.
 */
export function responseCells(
  questions: readonly AnalysisQuestion[],
  answers: Readonly<Record<string, unknown>>,
  checked = true,
): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {};
  for (const question of questions) {
    let answer = answers[String(question.node.id)];
    if (answer === undefined || answer === null) continue;
    if (!checked) {
      const result = validateAnswer(question.node, question.options, answer, {
        enforceRequired: false,
        setting: question.setting,
      });
      if (!result.ok || result.value === null) continue;
      answer = result.value;
    }
    try {
      const converted = question.toCells(answer);
      for (const key in converted) cells[key] = converted[key]!;
    } catch {
      // An answer of an older shape: left empty, as above.
    }
  }
  return cells;
}

/**
 * A version's questions ready to write rows by column index: question q's column i goes to
 * `starts[q] + i` of a row `width` wide, by core's `cellsWriter` (the same cells as `toCells`
 * without an object per answer: a cold build converts every answer of every response).
 */
export interface CellsPlan {
  questions: readonly AnalysisQuestion[];
  writers: readonly CellWriter[];
  /** The checks of partial answers (`validateAnswer` as `responseCells` calls it). */
  validators: readonly ((raw: unknown) => AnswerResult)[];
  starts: readonly number[];
  width: number;
}

export function cellsPlanOf(questions: readonly AnalysisQuestion[]): CellsPlan {
  const starts: number[] = [];
  let width = 0;
  for (const question of questions) {
    starts.push(width);
    width += question.columns.length;
  }
  const writers = questions.map((question) => cellsWriter(question.node, question.options));
  const validators = questions.map((question) =>
    answerValidator(question.node, question.options, { enforceRequired: false, setting: question.setting }),
  );
  return { questions, writers, validators, starts, width };
}

/**
 * `responseCells` written into a row by a plan. Same rules: partial answers are validated first,
 * and an answer that fails to convert leaves all of its question's cells empty.
 */
export function writeResponseCells(
  plan: CellsPlan,
  answers: Readonly<Record<string, unknown>>,
  checked: boolean,
  out: RowCells,
): void {
  const { questions, writers, validators, starts } = plan;
  for (let q = 0; q < questions.length; q++) {
    const question = questions[q]!;
    // By number: answer keys are integer-like, which an object holds as elements.
    let answer = answers[question.node.id];
    if (answer === undefined || answer === null) continue;
    if (!checked) {
      const result = validators[q]!(answer);
      if (!result.ok || result.value === null) continue;
      answer = result.value;
    }
    const at = starts[q]!;
    try {
      writers[q]!(answer, out, at);
    } catch {
      // An answer of an older shape: left empty, as above.
      for (let i = 0; i < question.columns.length; i++) out[at + i] = undefined;
    }
  }
}

/** The stored fields a dataset row is made from. */
export interface StoredResponse {
  status: ResponseStatus;
  answers: unknown;
  weight: number;
  submittedAt: Date | null;
  startedAt: Date;
  source: string;
  device: string | null;
}

export function toDatasetRow(questions: readonly AnalysisQuestion[], response: StoredResponse): DatasetRow {
  const answers = (response.answers ?? {}) as Record<string, unknown>;
  return {
    cells: responseCells(questions, answers, response.status !== 'partial'),
    status: STATUS_CODE[response.status],
    weight: response.weight,
    // A partial response has no submit time; it counts from when it started.
    submittedAt: (response.submittedAt ?? response.startedAt).getTime(),
    source: response.source || null,
    device: response.device,
  };
}
