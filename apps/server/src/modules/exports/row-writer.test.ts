import { MatrixSubType, OptionType, QuestionType, type SurveyDocument } from '@cairn/core';
import { aDocument } from '@cairn/core/testing/document-builder';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResponseStatus } from '../../db/schema/responses.ts';
import { type AnalysisQuestion, analysisQuestionsOf, cellsPlanOf } from '../report/analysis-source.ts';
import { cellsKeyOf, storedCellsOf } from '../report/stored-cells.ts';
import { type DataFormat, type DataType, rawLayout } from './raw-layout.ts';
import { type RawResponse, rawRowValues, versionPlan } from './raw-row.ts';
import { rawRowWriter } from './row-writer.ts';

/**
 * The export's row writer (by column position, core's cell writers, one reused row) against the
 * definition by key (`rawRowValues` over `responseCells`), on rows of two versions of a survey of
 * many types, partial rows whose answers fail the check, formula-like texts and an unknown
 * version, in both data formats and both data types. The rows go through one writer in turn, so
 * a cell left over from the row before would show.
 */
function version1(): SurveyDocument {
  return aDocument()
    .question(QuestionType.SingleChoice, { code: 'S', options: ['Yes', 'No', 'Other'], other: [2] })
    .question(QuestionType.Dropdown, { code: 'D', options: ['North', 'South', 'East'] })
    .question(QuestionType.MultipleChoice, {
      code: 'M',
      options: ['Tea', 'Coffee', 'Juice', 'Other'],
      other: [3],
    })
    .question(QuestionType.Rate, { code: 'R', options: ['Taste', 'Price'] })
    .question(QuestionType.Nps, { code: 'N' })
    .question(QuestionType.Slider, { code: 'SL', options: ['Level'] })
    .question(QuestionType.Matrix, {
      code: 'X',
      options: ['Bad', 'Fine', 'Good'],
      subQuestions: ['Staff', 'Shop'],
      subType: MatrixSubType.Single,
    })
    .question(QuestionType.Rank, { code: 'K', options: ['A', 'B', 'C'] })
    .question(QuestionType.OpenText, { code: 'T' })
    .question(QuestionType.OpenText, { code: 'AGE', setting: { format: 1 } })
    .build();
}

/** The next version: an option renamed, one removed, the NPS question gone. */
function version2(first: SurveyDocument): SurveyDocument {
  const document = structuredClone(first);
  const single = document.nodes.find((n) => n.code === 'S')!;
  const multiple = document.nodes.find((n) => n.code === 'M')!;
  const nps = document.nodes.find((n) => n.code === 'N')!;
  const yes = document.options.find((o) => o.nodeId === single.id && o.position === 0)!;
  yes.title = '=Yes, surely';
  const juice = document.options.find((o) => o.nodeId === multiple.id && o.position === 2)!;
  document.options = document.options.filter((o) => o !== juice);
  document.nodes = document.nodes.filter((n) => n !== nps);
  return document;
}

const TEXTS = ['ok', '=SUM(A1)', '-3', '@me', ' padded ', 'a,b "c"', '服务很好'];

function answerOf(question: AnalysisQuestion): fc.Arbitrary<unknown> {
  const choices = question.options.filter((o) => o.type === OptionType.Option).map((o) => o.id);
  const rows = question.options.filter((o) => o.type === OptionType.SubQuestion).map((o) => o.id);
  const text = fc.constantFrom(...TEXTS);
  const setting = question.node.setting as Record<string, number>;
  const score = fc.integer({ min: setting.min ?? 0, max: setting.max ?? 10 });
  switch (question.node.type) {
    case QuestionType.SingleChoice:
    case QuestionType.Dropdown:
      return fc.record({ optionId: fc.constantFrom(...choices), text }, { requiredKeys: ['optionId'] });
    case QuestionType.MultipleChoice:
      return fc
        .shuffledSubarray(choices, { minLength: 1 })
        .chain((optionIds) =>
          fc.record({ optionIds: fc.constant(optionIds), texts: fc.constant({ [choices[3]!]: '+1' }) }),
        );
    case QuestionType.Rate:
    case QuestionType.Slider:
      return fc.record(Object.fromEntries(choices.map((id) => [id, score])));
    case QuestionType.Nps:
      return score;
    case QuestionType.Matrix:
      return fc.record(Object.fromEntries(rows.map((id) => [id, fc.constantFrom(...choices)])));
    case QuestionType.Rank:
      return fc.shuffledSubarray(choices, { minLength: choices.length }).map((optionIds) => ({ optionIds }));
    default:
      return setting.format === 1 ? fc.integer({ min: 1, max: 99 }).map(String) : text;
  }
}

/** Answers to every question of both versions: fitting, unfitting (a wrong shape) or absent. */
function answersArbitrary(questions: readonly AnalysisQuestion[]): fc.Arbitrary<Record<string, unknown>> {
  const byNode = new Map(questions.map((q) => [q.node.id, q]));
  return fc.record(
    Object.fromEntries(
      [...byNode.values()].map((q) => [
        String(q.node.id),
        fc.oneof(
          { weight: 6, arbitrary: answerOf(q) },
          { weight: 1, arbitrary: fc.constantFrom<unknown>(42, 'x', { optionId: 999_999 }, [1], null) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
}

const STATUSES: ResponseStatus[] = ['complete', 'partial', 'invalid', 'screened_out'];

function rowArbitrary(questions: readonly AnalysisQuestion[]): fc.Arbitrary<RawResponse> {
  return fc.record({
    id: fc.constantFrom('r1', '=cmd'),
    version: fc.constantFrom(1, 2, 3),
    status: fc.constantFrom(...STATUSES),
    answers: answersArbitrary(questions),
    startedAt: fc.constant('2026-11-01T10:00:00.000Z'),
    submittedAt: fc.constantFrom(null, '2026-11-01T10:05:00.000Z'),
    durationMs: fc.constantFrom(null, 1499, 300_500),
    source: fc.constantFrom('', 'link', '-x'),
    channel: fc.constantFrom('', 'web'),
    device: fc.constantFrom(null, 'phone'),
    ip: fc.constantFrom(null, '10.0.0.1'),
  });
}

describe('raw row writer', () => {
  const first = version1();
  const v1 = analysisQuestionsOf(first);
  const v2 = analysisQuestionsOf(version2(first));
  const byVersion = new Map([
    [1, v1],
    [2, v2],
  ]);

  for (const [latestName, latest] of [
    ['the newer version', v2],
    ['the older version', v1],
  ] as const) {
    for (const dataFormat of [1, 2] as DataFormat[]) {
      for (const dataType of ['code', 'label'] as DataType[]) {
        it(`gives the values by key, columns of ${latestName}, format ${dataFormat}, ${dataType}s`, () => {
          const layout = rawLayout(latest, { dataFormat, dataType });
          const plans = new Map([...byVersion].map(([v, questions]) => [v, versionPlan(layout, questions)]));
          const latestPlan = versionPlan(layout, latest);
          fc.assert(
            fc.property(fc.array(rowArbitrary(v1), { minLength: 1, maxLength: 8 }), (rows) => {
              const write = rawRowWriter(layout, byVersion, latest, dataType);
              for (const row of rows) {
                const expected = rawRowValues(layout, row, plans.get(row.version) ?? latestPlan, dataType);
                expect([...write(row)]).toEqual(expected);
              }
            }),
            { numRuns: 150 },
          );
        });

        it(`gives the same values from stored cells, columns of ${latestName}, format ${dataFormat}, ${dataType}s`, () => {
          const layout = rawLayout(latest, { dataFormat, dataType });
          const plans = new Map([...byVersion].map(([v, questions]) => [v, versionPlan(layout, questions)]));
          const cellsPlans = new Map([...byVersion].map(([v, questions]) => [v, cellsPlanOf(questions)]));
          const known = fc.constantFrom(1, 2);
          fc.assert(
            fc.property(
              fc.array(
                fc.tuple(rowArbitrary(v1), known, fc.boolean()).map(([row, version, stored]) => ({
                  ...row,
                  version,
                  stored,
                })),
                { minLength: 1, maxLength: 8 },
              ),
              (rows) => {
                const write = rawRowWriter(layout, byVersion, latest, dataType);
                // Rows with and without stored cells in turn: nothing of one may show in the next.
                for (const { stored, ...row } of rows) {
                  const expected = rawRowValues(layout, row, plans.get(row.version)!, dataType);
                  const plan = cellsPlans.get(row.version)!;
                  const kept = storedCellsOf(plan, row.answers as Record<string, unknown>, row.status).cells;
                  // Answers with no stored cells (a number JSON cannot hold) come as answers.
                  const cells = stored && kept !== null ? JSON.parse(kept) : null;
                  expect([...write({ ...row, answers: cells ? null : row.answers, cells })]).toEqual(
                    expected,
                  );
                }
              },
            ),
            { numRuns: 100 },
          );
        });
      }
    }
  }

  it("names each version's layout key, as stored cells of that version carry it", () => {
    const layout = rawLayout(v2, { dataFormat: 2, dataType: 'code' });
    const { cellsKeys } = rawRowWriter(layout, byVersion, v2, 'code');
    expect([...cellsKeys]).toEqual([
      [1, cellsKeyOf(cellsPlanOf(v1))],
      [2, cellsKeyOf(cellsPlanOf(v2))],
    ]);
    expect(cellsKeys.get(1)).not.toBe(cellsKeys.get(2));
  });

  it('reads labels and merged choices of the version answered', () => {
    const layout = rawLayout(v2, { dataFormat: 1, dataType: 'label' });
    const write = rawRowWriter(layout, byVersion, v2, 'label');
    const [single, , multiple] = v1;
    const yes = single!.options[0]!.id;
    const [tea, coffee, juice] = multiple!.options.map((o) => o.id);
    const row = (version: number): RawResponse => ({
      id: 'r',
      version,
      status: 'complete',
      answers: {
        [single!.node.id]: { optionId: yes },
        [multiple!.node.id]: { optionIds: [tea, coffee, juice] },
      },
      startedAt: '2026-11-01T10:00:00.000Z',
      submittedAt: null,
      durationMs: null,
      source: '',
      channel: '',
      device: null,
      ip: null,
    });
    const at = (code: string) => layout.findIndex((c) => c.code === code);
    const old = [...write(row(1))];
    expect(old[at('S_1')]).toBe('Yes');
    // The columns are the latest version's: Juice, gone from it, has none.
    expect(old[at('M')]).toBe('Tea┋Coffee');
    const renamed = [...write(row(2))];
    // The new title starts with '=': neutralised.
    expect(renamed[at('S_1')]).toBe("'=Yes, surely");
    expect(renamed[at('M')]).toBe('Tea┋Coffee');
    const codes = rawLayout(v2, { dataFormat: 1, dataType: 'code' });
    expect(rawRowWriter(codes, byVersion, v2, 'code')(row(1))[codes.findIndex((c) => c.code === 'M')]).toBe(
      '1,2',
    );
  });
});
