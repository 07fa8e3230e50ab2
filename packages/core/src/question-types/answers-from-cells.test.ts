import { describe, expect, it } from 'vitest';
import { InputFormat, MatrixSubType, QuestionType } from '../model/enums.ts';
import { idOf, testQuestion } from '../testing/test-question.ts';
import { cellsAnswerReader, NOT_IMPORTABLE } from './answers-from-cells.ts';
import { QUESTION_TYPES } from './registry.ts';

type Q = ReturnType<typeof testQuestion>;
const ids = (options: readonly { id: number }[]) => options.map((option) => option.id);
const REGIONS = [
  {
    id: 'logo',
    label: 'Logo',
    shape: 'rect',
    points: [
      [0.1, 0.1],
      [0.4, 0.4],
    ],
  },
  {
    id: 'price',
    label: 'Price',
    shape: 'rect',
    points: [
      [0.5, 0.5],
      [0.9, 0.9],
    ],
  },
];

/** Questions of every importable type with answers their validators accept, "other" texts included. */
const SAMPLES: { name: string; q: () => Q; answers: (q: Q) => unknown[] }[] = [
  {
    name: 'single choice with other',
    q: () => testQuestion(QuestionType.SingleChoice, {}, { 2: { other: true } }),
    answers: (q) => [{ optionId: idOf(q.choices, 0) }, { optionId: idOf(q.choices, 2), text: '=odd, text' }],
  },
  {
    name: 'multiple choice with other',
    q: () => testQuestion(QuestionType.MultipleChoice, {}, { 2: { other: true } }),
    answers: (q) => [
      { optionIds: [idOf(q.choices, 1)] },
      { optionIds: ids(q.choices), texts: { [idOf(q.choices, 2)]: 'more' } },
    ],
  },
  { name: 'open text', q: () => testQuestion(QuestionType.OpenText), answers: () => ['hello', '  7 '] },
  {
    name: 'open text (integer)',
    q: () => testQuestion(QuestionType.OpenText, { setting: { format: InputFormat.Integer } }),
    answers: () => ['42', '-3'],
  },
  {
    name: 'rate',
    q: () => testQuestion(QuestionType.Rate),
    answers: (q) => [{ [idOf(q.choices, 0)]: 4 }],
  },
  {
    name: 'evaluate with tags and comment',
    q: () => testQuestion(QuestionType.Evaluate, { setting: { is_tag: true } }),
    answers: (q) => {
      const worst = q.choices[0]!;
      const tags = worst.setting.tags as string[];
      return [
        { optionId: worst.id, tags: tags.slice(0, 2), comment: 'slow' },
        { optionId: idOf(q.choices, 4) },
        { optionId: worst.id, tags: [] },
      ];
    },
  },
  {
    name: 'dropdown',
    q: () => testQuestion(QuestionType.Dropdown),
    answers: (q) => [{ optionId: idOf(q.choices, 1) }],
  },
  {
    name: 'table with a gap row',
    q: () =>
      testQuestion(
        QuestionType.Table,
        { setting: { min: 1, max: 3, required: false } },
        {
          1: { setting: { format: InputFormat.Number } },
          2: { setting: { format: 90, choices: ['A', 'B'] } },
        },
      ),
    answers: (q) => {
      const [name, age, grade] = ids(q.choices) as [number, number, number];
      return [
        [{ [name]: 'Li', [age]: '30.5', [grade]: 'A' }],
        [{ [name]: 'Li', [age]: '30', [grade]: 'A' }, {}, { [name]: 'Wu', [age]: '8', [grade]: 'B' }],
      ];
    },
  },
  {
    name: 'image choice (multiple)',
    q: () =>
      testQuestion(QuestionType.ImageChoice, { options: ['a', 'b', 'c'], setting: { is_multiple: true } }),
    answers: (q) => [{ optionIds: [idOf(q.choices, 0), idOf(q.choices, 2)] }],
  },
  {
    name: 'rank (top 2)',
    q: () => testQuestion(QuestionType.Rank, { setting: { min: 1, max: 2 } }),
    answers: (q) => [
      { optionIds: [idOf(q.choices, 2), idOf(q.choices, 0)] },
      { optionIds: [idOf(q.choices, 1)] },
    ],
  },
  {
    name: 'cascade',
    q: () => testQuestion(QuestionType.Cascade),
    answers: (q) => [{ optionIds: [idOf(q.choices, 1)] }],
  },
  { name: 'city', q: () => testQuestion(QuestionType.City), answers: () => [['陕西省', '西安市']] },
  {
    name: 'geography',
    q: () => testQuestion(QuestionType.Geography),
    answers: () => [{ lat: 34.26, lng: 108.94, accuracy: 20 }, { lat: -1.5, lng: 2 }, { address: '雁塔区' }],
  },
  {
    name: 'slider',
    q: () => testQuestion(QuestionType.Slider, { setting: { step: 0.5 } }),
    answers: (q) => [{ [idOf(q.choices, 0)]: 2.5 }],
  },
  {
    name: 'matrix single',
    q: () => testQuestion(QuestionType.Matrix, { setting: { required: false } }),
    answers: (q) => [{ [idOf(q.rows, 0)]: idOf(q.choices, 2), [idOf(q.rows, 2)]: idOf(q.choices, 0) }],
  },
  {
    name: 'matrix multiple',
    q: () =>
      testQuestion(QuestionType.Matrix, { subType: MatrixSubType.Multiple, setting: { required: false } }),
    answers: (q) => [{ [idOf(q.rows, 0)]: [idOf(q.choices, 0), idOf(q.choices, 2)], [idOf(q.rows, 1)]: [] }],
  },
  {
    name: 'matrix open',
    q: () => testQuestion(QuestionType.Matrix, { subType: MatrixSubType.Open, setting: { required: false } }),
    answers: (q) => [{ [idOf(q.rows, 1)]: { [idOf(q.choices, 0)]: 'x', [idOf(q.choices, 2)]: 'y' } }],
  },
  {
    name: 'matrix score',
    q: () =>
      testQuestion(QuestionType.Matrix, { subType: MatrixSubType.Score, setting: { required: false } }),
    answers: (q) => [{ [idOf(q.rows, 0)]: idOf(q.choices, 1) }],
  },
  {
    name: 'form',
    q: () =>
      testQuestion(
        QuestionType.Form,
        { options: ['Name', 'Age'] },
        { 1: { setting: { format: InputFormat.Integer } } },
      ),
    answers: (q) => [
      { [idOf(q.choices, 0)]: 'Li', [idOf(q.choices, 1)]: '30' },
      { [idOf(q.choices, 1)]: '5' },
    ],
  },
  {
    name: 'proportion',
    q: () => testQuestion(QuestionType.Proportion),
    answers: (q) => {
      const [a, b, c] = ids(q.choices) as [number, number, number];
      return [{ [a]: 50, [b]: 25.5, [c]: 24.5 }];
    },
  },
  {
    name: 'image drag',
    q: () => testQuestion(QuestionType.ImageDrag),
    answers: (q) => [{ [idOf(q.choices, 0)]: idOf(q.rows, 1), [idOf(q.choices, 2)]: idOf(q.rows, 0) }],
  },
  {
    name: 'canvas image',
    q: () => testQuestion(QuestionType.CanvasImage, { setting: { regions: REGIONS } }),
    answers: () => [{ regionIds: ['price'] }, { regionIds: ['logo', 'price'] }],
  },
  {
    name: 'heatmap',
    q: () => testQuestion(QuestionType.Heatmap),
    answers: () => [
      [
        { x: 0.5, y: 0.25 },
        { x: 0.12345, y: 1 },
      ],
    ],
  },
  {
    name: 'word drag (all)',
    q: () => testQuestion(QuestionType.WordDrag, { setting: { is_all: true } }),
    answers: (q) => [Object.fromEntries(ids(q.choices).map((id, i) => [id, idOf(q.rows, i % 2)]))],
  },
  {
    name: 'highlighter, a phrase marked twice',
    q: () => testQuestion(QuestionType.CanvasWord, { setting: { passage: 'good food, good price, slow' } }),
    answers: () => [
      [
        { start: 23, end: 27, mark: 'dislike' },
        { start: 0, end: 4, mark: 'like' },
        { start: 11, end: 15, mark: 'like' },
      ],
      [{ start: 5, end: 9, mark: 'like' }],
    ],
  },
  { name: 'date', q: () => testQuestion(QuestionType.Date), answers: () => ['2024-02-29'] },
  { name: 'nps', q: () => testQuestion(QuestionType.Nps), answers: () => [0, 10] },
  {
    name: 'vote (multiple)',
    q: () => testQuestion(QuestionType.VoteChoice, { setting: { is_multiple: true } }),
    answers: (q) => [{ optionIds: [idOf(q.choices, 1)] }],
  },
  {
    name: 'image vote',
    q: () => testQuestion(QuestionType.VoteImageChoice, { options: ['a', 'b'] }),
    answers: (q) => [{ optionIds: [idOf(q.choices, 1)] }],
  },
  { name: 'time', q: () => testQuestion(QuestionType.Time), answers: () => ['09:45'] },
  { name: 'script', q: () => testQuestion(QuestionType.Script), answers: () => [3.5, -2] },
];

/** The cells an export writes as a sheet may read them: numbers typed as text, texts as numbers. */
function asSheetText(cells: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(cells).map(([key, value]) => [key, value === null ? null : String(value)]),
  );
}

describe('answers read back from their cells (import)', () => {
  for (const sample of SAMPLES) {
    it(`${sample.name}: toCells(fromCells(toCells(a))) = toCells(a), and the answer validates`, () => {
      const q = sample.q();
      const read = cellsAnswerReader(q.node, q.options);
      for (const answer of sample.answers(q)) {
        expect(q.check(answer, { enforceRequired: false }), JSON.stringify(answer)).toMatchObject({
          ok: true,
        });
        const cells = q.cells(answer);
        for (const written of [cells, asSheetText(cells)]) {
          const back = read(written);
          if (!back.ok) throw new Error(`${back.key}: ${back.message}`);
          expect(q.check(back.answer, { enforceRequired: false }).ok).toBe(true);
          expect(q.cells(back.answer)).toEqual(cells);
        }
      }
    });
  }

  it('every type that takes answers either reads its cells back or says why it cannot', () => {
    const answerable = QUESTION_TYPES.filter((definition) => definition.answer);
    for (const definition of answerable) {
      const importable = definition.answer?.fromCells !== undefined;
      expect(importable !== definition.key in NOT_IMPORTABLE, definition.key).toBe(true);
    }
    const sampled = new Set(SAMPLES.map((sample) => sample.q().node.type));
    const missing = answerable.filter((d) => d.answer?.fromCells && !sampled.has(d.type)).map((d) => d.key);
    expect(missing).toEqual([]);
  });

  it("evaluate tags that hold '; ' themselves come back whole", () => {
    const q = testQuestion(
      QuestionType.Evaluate,
      { setting: { is_tag: true } },
      {
        0: { setting: { tags: ['slow', 'slow; noisy', 'rude; very', 'very'] } },
      },
    );
    const read = cellsAnswerReader(q.node, q.options);
    const worst = idOf(q.choices, 0);
    for (const tags of [
      ['slow; noisy'],
      ['very', 'slow'],
      ['rude; very', 'slow; noisy', 'very'],
      ['slow', 'very'],
    ]) {
      const answer = { optionId: worst, tags };
      expect(q.check(answer, { enforceRequired: false }).ok).toBe(true);
      expect(read(q.cells(answer))).toEqual({ ok: true, answer });
    }
  });

  it('empty cells are no answer; a cell that does not fit names its column', () => {
    const single = testQuestion(QuestionType.SingleChoice);
    const read = cellsAnswerReader(single.node, single.options);
    expect(read({})).toEqual({ ok: true, answer: undefined });
    expect(read({ [`n${single.node.id}`]: '' })).toEqual({ ok: true, answer: undefined });
    expect(read({ [`n${single.node.id}`]: 9 })).toEqual({
      ok: false,
      key: `n${single.node.id}`,
      message: 'no option 9',
    });
    const multiple = testQuestion(QuestionType.MultipleChoice);
    const flagKey = `n${multiple.node.id}_o${idOf(multiple.choices, 1)}`;
    expect(cellsAnswerReader(multiple.node, multiple.options)({ [flagKey]: 2 })).toMatchObject({
      ok: false,
      key: flagKey,
    });
    const rank = testQuestion(QuestionType.Rank);
    const rankKey = (i: number) => `n${rank.node.id}_o${idOf(rank.choices, i)}`;
    expect(cellsAnswerReader(rank.node, rank.options)({ [rankKey(0)]: 1, [rankKey(1)]: 3 })).toMatchObject({
      ok: false,
      key: rankKey(1),
    });
    const city = testQuestion(QuestionType.City);
    expect(cellsAnswerReader(city.node, city.options)({ [`n${city.node.id}_city`]: '西安市' })).toMatchObject(
      { ok: false, key: `n${city.node.id}_city` },
    );
  });

  it('types whose cells cannot carry the answer are refused with the reason, naming a filled column', () => {
    const upload = testQuestion(QuestionType.Upload);
    const read = cellsAnswerReader(upload.node, upload.options);
    expect(read({ [`n${upload.node.id}`]: '/files/a.png' })).toEqual({
      ok: false,
      key: `n${upload.node.id}`,
      message: 'a file cannot be imported from a cell',
    });
    expect(read({ [`n${upload.node.id}`]: null })).toEqual({ ok: true, answer: undefined });
  });
});
