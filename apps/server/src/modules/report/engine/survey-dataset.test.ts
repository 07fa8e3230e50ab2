import { InputFormat, MatrixSubType, OptionType, QuestionType, type SurveyDocument } from '@cairn/core';
import { aDocument } from '@cairn/core/testing/document-builder';
import { Dataset as KeyedDataset } from '@cairn/stats';
import { datasetContents } from '@cairn/stats/dataset/dataset-contents';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResponseStatus } from '../../../db/schema/responses.ts';
import {
  type AnalysisQuestion,
  analysisQuestionsOf,
  cellsPlanOf,
  datasetColumnsOf,
  toDatasetRow,
} from '../analysis-source.ts';
import { storedCellsOf } from '../stored-cells.ts';
import type { RawRow } from './raw-rows.ts';
import { SurveyDataset } from './survey-dataset.ts';

/**
 * The worker writes rows by column index (core's cell writers); the response list, exports and
 * cleaning still go through `toDatasetRow` (`toCells` by key). Both must make the same dataset,
 * for every version a row answered and for answers that do not fit.
 */
function version1(): SurveyDocument {
  return aDocument()
    .question(QuestionType.SingleChoice, { code: 'S', options: ['a', 'b', 'c'], other: [2] })
    .question(QuestionType.MultipleChoice, { code: 'M', options: ['a', 'b', 'c'], other: [1] })
    .question(QuestionType.Matrix, { code: 'X', options: ['1', '2', '3'], subQuestions: ['r1', 'r2'] })
    .question(QuestionType.Matrix, {
      code: 'Y',
      options: ['1', '2'],
      subQuestions: ['r1', 'r2'],
      subType: MatrixSubType.Multiple,
    })
    .question(QuestionType.Rank, { code: 'K', options: ['a', 'b', 'c'] })
    .question(QuestionType.Rate, { code: 'R', options: ['x', 'y'] })
    .question(QuestionType.Nps, { code: 'N' })
    .question(QuestionType.OpenText, { code: 'T' })
    .question(QuestionType.OpenText, { code: 'A', setting: { format: InputFormat.Integer } })
    .question(QuestionType.Signature, { code: 'G' })
    .build();
}

/** The next version: one question gone, one new, the rest the same (ids kept, as a republish does). */
function version2(): SurveyDocument {
  const document = version1();
  const gone = document.nodes.find((node) => node.code === 'K')!.id;
  const next = aDocument()
    .question(QuestionType.Dropdown, { code: 'D', options: ['p', 'q'] })
    .build();
  const shift = 10_000;
  return {
    ...document,
    nodes: [
      ...document.nodes.filter((node) => node.id !== gone),
      ...next.nodes.map((node) => ({ ...node, id: node.id + shift, position: 99 })),
    ],
    options: [
      ...document.options.filter((option) => option.nodeId !== gone),
      ...next.options.map((option) => ({ ...option, id: option.id + shift, nodeId: option.nodeId + shift })),
    ],
  };
}

const ids = (question: AnalysisQuestion, type: number) =>
  question.options.filter((option) => option.type === type).map((option) => option.id);

/** Answers of each question's own shape, some with unknown ids, plus ones of another shape. */
function answerOf(question: AnalysisQuestion): fc.Arbitrary<unknown> {
  const choices = [...ids(question, OptionType.Option), 999_999];
  const rows = ids(question, OptionType.SubQuestion).map(String);
  const own: Partial<Record<number, () => fc.Arbitrary<unknown>>> = {
    [QuestionType.SingleChoice]: () =>
      fc.record(
        { optionId: fc.constantFrom(...choices), text: fc.string({ maxLength: 2 }) },
        { requiredKeys: ['optionId'] },
      ),
    [QuestionType.Dropdown]: () => fc.record({ optionId: fc.constantFrom(...choices) }),
    [QuestionType.MultipleChoice]: () =>
      fc.record(
        {
          optionIds: fc.shuffledSubarray(choices),
          texts: fc.dictionary(fc.constantFrom(...choices.map(String)), fc.string({ maxLength: 2 })),
        },
        { requiredKeys: ['optionIds'] },
      ),
    [QuestionType.Matrix]: () =>
      fc.dictionary(
        fc.constantFrom(...rows),
        fc.oneof(fc.constantFrom(...choices), fc.shuffledSubarray(choices)),
      ),
    [QuestionType.Rank]: () => fc.record({ optionIds: fc.shuffledSubarray(choices) }),
    [QuestionType.Rate]: () =>
      fc.dictionary(fc.constantFrom(...choices.map(String)), fc.integer({ min: 0, max: 9 })),
    [QuestionType.Nps]: () => fc.integer({ min: -1, max: 12 }),
    // Texts JSON escapes (quotes, backslashes, Chinese, emoji) and numbers JSON writes with a
    // fraction, an exponent or many digits: the ways stored cells' text is read apart from JSON.parse.
    [QuestionType.OpenText]: () =>
      fc.oneof(
        fc.string({ maxLength: 3 }),
        fc.string({ unit: 'grapheme', maxLength: 3 }),
        fc.string({ minLength: 12, maxLength: 16 }),
        fc.integer({ max: 200 }).map(String),
        fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }).map(String),
      ),
    [QuestionType.Signature]: () => fc.record({ url: fc.constantFrom('https://x/1.png', '') }),
  };
  return fc.oneof(
    { weight: 6, arbitrary: own[question.node.type]?.() ?? fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(null, 42, 'text', { optionId: 'x' }) },
  );
}

/** Rows of `documents` whose ids repeat after `distinctIds` rows (a repeat changes its row). */
function rowsOf(
  documents: [number, SurveyDocument][],
  { minLength = 0, maxLength = 25, distinctIds = 20 } = {},
): fc.Arbitrary<RawRow[]> {
  const row = fc.constantFrom(...documents).chain(([version, document]) => {
    const questions = analysisQuestionsOf(document);
    const answers = fc
      .tuple(...questions.map((q) => fc.option(answerOf(q), { nil: undefined })))
      .map((values) => Object.fromEntries(questions.map((q, i) => [String(q.node.id), values[i]])));
    return fc.tuple(
      fc.constant(version),
      fc.constantFrom<ResponseStatus>('complete', 'partial', 'invalid', 'screened_out'),
      answers,
      fc.constantFrom(1, 2.5),
      fc.integer({ min: 0, max: 2e12 }),
      // Sources with JSON escapes, long enough to be copied out of the line rather than sliced.
      fc.constantFrom('', 'qr', 'a "quoted", long source ✓'),
      fc.constantFrom(null, 'pc'),
    );
  });
  return fc
    .array(row, { minLength, maxLength })
    .map((rows) =>
      rows.map(
        ([version, status, answers, weight, time, source, device], i): RawRow => [
          `id-${i % distinctIds}`,
          i + 1,
          version,
          status,
          weight,
          time,
          source,
          device,
          null,
          answers,
        ],
      ),
    );
}

/** The dataset `toDatasetRow` makes of the same rows: the latest row of an id wins its first place. */
function keyedDataset(latest: SurveyDocument, documents: [number, SurveyDocument][], rows: RawRow[]) {
  const dataset = new KeyedDataset(datasetColumnsOf(analysisQuestionsOf(latest)));
  const questions = new Map(documents.map(([version, document]) => [version, analysisQuestionsOf(document)]));
  const at = new Map<string, number>();
  for (const [id, , version, status, weight, time, source, device, , answers] of rows) {
    const row = toDatasetRow(questions.get(version)!, {
      status,
      answers,
      weight,
      submittedAt: null,
      startedAt: new Date(time),
      source,
      device,
    });
    const index = at.get(id);
    if (index === undefined) {
      at.set(id, dataset.length);
      dataset.appendRow(row);
    } else dataset.setRow(index, row);
  }
  return dataset;
}

describe('SurveyDataset rows', () => {
  it('written by column index equal rows made by toDatasetRow, for the latest and an older version', () => {
    const latest = version2();
    const documents: [number, SurveyDocument][] = [
      [1, version1()],
      [2, latest],
    ];
    fc.assert(
      fc.property(rowsOf(documents), (rows) => {
        const survey = new SurveyDataset(2, latest);
        survey.addDocument(1, version1());
        // As the worker gets them: a JSON array per line.
        survey.applyLines(rows.map((row) => JSON.stringify(row)).join('\n'));
        expect(datasetContents(survey.dataset, { coded: true })).toEqual(
          datasetContents(keyedDataset(latest, documents, rows), { coded: true }),
        );
      }),
      { numRuns: 150 },
    );
  });

  /**
   * Rows as the database sends them: stored cells' own text (ASCII, escaped) after the head. The
   * big case passes the worker's batch of pending rows (1,024) twice, with rows of answers and
   * repeated ids among them.
   */
  const storedCases = [
    { name: 'a few rows', runs: 150, rows: {} },
    { name: '2,100 to 2,600 rows', runs: 2, rows: { minLength: 2100, maxLength: 2600, distinctIds: 2000 } },
  ];
  it.each(storedCases)(
    'read from stored cells equal rows converted from the answers; cells of another layout are left to read again ($name)',
    ({ runs, rows: sizes }) => {
      const latest = version2();
      const documents: [number, SurveyDocument][] = [
        [1, version1()],
        [2, latest],
      ];
      const plans = new Map(documents.map(([v, d]) => [v, cellsPlanOf(analysisQuestionsOf(d))]));
      const most = sizes.maxLength ?? 25;
      fc.assert(
        fc.property(rowsOf(documents, sizes), fc.integer({ min: 0, max: most + 5 }), (rows, staleAt) => {
          const survey = new SurveyDataset(2, latest);
          survey.addDocument(1, version1());
          const answered = new Set<RawRow>();
          const lines = rows.map((row): string => {
            const [id, seq, version, status, weight, time, source, device, , answers] = row;
            const { cells, cellsKey } = storedCellsOf(
              plans.get(version)!,
              answers as Record<string, unknown>,
              status,
            );
            // Answers without stored cells (a number JSON cannot hold) come as answers.
            if (cells === null || cellsKey === null) {
              answered.add(row);
              return JSON.stringify(row);
            }
            // One row carries a key of another layout: the worker must not read its cells.
            const key = seq === staleAt ? cellsKey + 1 : cellsKey;
            const head = JSON.stringify([id, seq, version, status, weight, time, source, device, key]);
            return `${head.slice(0, -1)},${cells}]`;
          });
          // As a build does: room for the rows it is about to read, made while reading them.
          const stale = survey.applyLines(lines.slice(0, staleAt).join('\n'));
          survey.reserve(rows.length);
          stale.push(...survey.applyLines(lines.slice(staleAt).join('\n')));
          const staleRow = rows.find((row) => row[1] === staleAt && !answered.has(row));
          expect(stale).toEqual(staleRow ? [staleRow[0]] : []);
          if (staleRow) survey.apply([staleRow]);
          // The stale row comes last, as the cache sends it again after its chunk; a later row of
          // its id (a higher seq) keeps it out.
          const superseded = staleRow && rows.some((row) => row[0] === staleRow[0] && row[1] > staleRow[1]);
          const order = staleRow
            ? [...rows.filter((row) => row !== staleRow), ...(superseded ? [] : [staleRow])]
            : rows;
          expect(datasetContents(survey.dataset, { coded: true })).toEqual(
            datasetContents(keyedDataset(latest, documents, order), { coded: true }),
          );
        }),
        { numRuns: runs, endOnFailure: true },
      );
    },
    // Two datasets of up to 2,600 rows (each crosses the 1,024-row batch twice): seconds alone,
    // over 20 s on a loaded 2-core machine.
    120_000,
  );
});
