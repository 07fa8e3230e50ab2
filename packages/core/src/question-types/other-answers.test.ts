import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { idOf, testQuestion } from '../testing/test-question.ts';

describe('cascade, city and geography answers', () => {
  it('cascade walks down from the top level', () => {
    const q = testQuestion(QuestionType.Cascade);
    expect(q.check({ optionIds: [idOf(q.choices, 0)] }).ok).toBe(true);
    expect(q.codesOf({ optionIds: [idOf(q.choices, 0), idOf(q.choices, 1)] })).toEqual(['too_many']);
  });

  it('city needs as many region names as its level', () => {
    const q = testQuestion(QuestionType.City);
    expect(q.check(['陕西省', '西安市']).ok).toBe(true);
    expect(q.codesOf(['陕西省'])).toEqual(['too_few']);
    expect(q.columns().map((column) => column.key)).toEqual([`n${q.node.id}_province`, `n${q.node.id}_city`]);
  });

  it('geography takes coordinates or, when allowed, a typed address', () => {
    const q = testQuestion(QuestionType.Geography);
    expect(q.check({ lat: 34.26, lng: 108.94, accuracy: 20 }).ok).toBe(true);
    expect(q.check({ address: '西安市雁塔区' }).ok).toBe(true);
    expect(q.codesOf({ lat: 91, lng: 0 })).toEqual(['invalid']);
    const strict = testQuestion(QuestionType.Geography, { setting: { is_address: false } });
    expect(strict.codesOf({ address: 'somewhere' })).toEqual(['invalid']);
  });
});

describe('file answers', () => {
  it('upload counts files, their size and suffix', () => {
    const q = testQuestion(QuestionType.Upload, {
      setting: { max: 2, file_size_limit: 1, file_suffix: ['.pdf'] },
    });
    const file = { url: '/files/a', name: 'a.PDF', size: 1000 };
    expect(q.check([file]).ok).toBe(true);
    expect(q.codesOf([file, file, file])).toEqual(['too_many']);
    expect(q.codesOf([{ ...file, name: 'a.exe' }])).toEqual(['format']);
    expect(q.codesOf([{ ...file, size: 2 * 1024 * 1024 }])).toEqual(['too_many']);
    expect(q.cells([file])).toEqual({ [`n${q.node.id}`]: '/files/a' });
  });

  it('recorder checks the duration, signature the reference', () => {
    const recorder = testQuestion(QuestionType.Recorder);
    expect(recorder.check({ url: '/f/r', duration: 30 }).ok).toBe(true);
    expect(recorder.codesOf({ url: '/f/r', duration: 61 })).toEqual(['out_of_range']);
    const signature = testQuestion(QuestionType.Signature);
    expect(signature.check({ url: '/f/s' }).ok).toBe(true);
    expect(signature.codesOf({ url: '' })).toEqual(['invalid']);
  });
});

describe('drag, hot-spot, highlight and heat-map answers', () => {
  it('drag items into lists', () => {
    const q = testQuestion(QuestionType.ImageDrag);
    expect(q.rows.map((row) => row.title)).toEqual(['图片列表-1', '图片列表-2']);
    const [item] = q.choices;
    expect(q.check({ [item?.id as number]: idOf(q.rows, 1) }).ok).toBe(true);
    expect(q.codesOf({ [item?.id as number]: item?.id })).toEqual(['unknown_option']);
    const words = testQuestion(QuestionType.WordDrag, { setting: { is_all: true } });
    expect(words.rows.map((row) => row.title)).toEqual(['文本列表-1', '文本列表-2']);
    expect(words.codesOf({ [idOf(words.choices, 0)]: idOf(words.rows, 0) })).toEqual(['too_few']);
  });

  it('hot spots pick regions drawn by the author', () => {
    const regions = [
      {
        id: 'logo',
        label: 'Logo',
        shape: 'rect',
        points: [
          [0, 0],
          [0.2, 0.2],
        ],
      },
      {
        id: 'price',
        label: 'Price',
        shape: 'ellipse',
        points: [
          [0.5, 0.5],
          [0.6, 0.6],
        ],
      },
    ];
    const q = testQuestion(QuestionType.CanvasImage, { setting: { regions, max: 1 } });
    expect(q.check({ regionIds: ['logo'] }).ok).toBe(true);
    expect(q.codesOf({ regionIds: ['logo', 'price'] })).toEqual(['too_many']);
    expect(q.codesOf({ regionIds: ['nope'] })).toEqual(['unknown_option']);
    expect(q.cells({ regionIds: ['price'] })).toEqual({
      [`n${q.node.id}_rlogo`]: 0,
      [`n${q.node.id}_rprice`]: 1,
    });
  });

  it('highlights mark ranges of the passage, without overlaps', () => {
    const q = testQuestion(QuestionType.CanvasWord, { setting: { passage: 'fresh taste, high price' } });
    const like = { start: 0, end: 11, mark: 'like' };
    const dislike = { start: 13, end: 23, mark: 'dislike' };
    expect(q.check([like, dislike]).ok).toBe(true);
    expect(q.codesOf([like, { start: 5, end: 8, mark: 'like' }])).toEqual(['invalid']);
    expect(q.codesOf([{ start: 0, end: 99, mark: 'like' }])).toEqual(['out_of_range']);
    expect(q.cells([like, dislike])).toMatchObject({
      [`n${q.node.id}_like`]: 'fresh taste',
      [`n${q.node.id}_dislike`]: 'high price',
    });
  });

  it('heat maps take relative points', () => {
    const q = testQuestion(QuestionType.Heatmap);
    expect(q.check([{ x: 0.5, y: 0.25 }]).ok).toBe(true);
    expect(q.codesOf([{ x: 1.5, y: 0 }])).toEqual(['invalid']);
  });
});

describe('date, time, max-diff and script answers', () => {
  it('date follows the format, is a real date and within the bounds', () => {
    const q = testQuestion(QuestionType.Date, {
      setting: { start_time: '2024-01-01', end_time: '2024-12-31' },
    });
    expect(q.check('2024-02-29').ok).toBe(true);
    expect(q.codesOf('2023-02-29')).toEqual(['format']);
    expect(q.codesOf('2025-01-01')).toEqual(['out_of_range']);
    const month = testQuestion(QuestionType.Date, { setting: { format: 1 } });
    expect(month.check('2024-02').ok).toBe(true);
  });

  it('time is a time of day on the minute step', () => {
    const q = testQuestion(QuestionType.Time, {
      setting: { start_time: '09:00', end_time: '18:00', minute_step: 15 },
    });
    expect(q.check('09:45').ok).toBe(true);
    expect(q.codesOf('08:45')).toEqual(['out_of_range']);
    expect(q.codesOf('09:40')).toEqual(['invalid']);
    expect(q.codesOf('25:00')).toEqual(['format']);
  });

  it('max-diff tasks pick a best and a worst among the shown items', () => {
    const q = testQuestion(QuestionType.MaxDiff, { setting: { per_set: 3 } });
    const [a, b, c] = q.choices.map((option) => option.id) as [number, number, number];
    expect(q.check([{ shown: [a, b, c], best: a, worst: c }]).ok).toBe(true);
    expect(q.codesOf([{ shown: [a, b, c], best: a, worst: a }])).toEqual(['invalid']);
    expect(q.cells([{ shown: [a, b, c], best: a, worst: c }])).toMatchObject({
      [`n${q.node.id}_o${a}_best`]: 1,
      [`n${q.node.id}_o${c}_worst`]: 1,
      [`n${q.node.id}_o${b}_shown`]: 1,
    });
  });

  it('script values are numbers or null, never required', () => {
    const q = testQuestion(QuestionType.Script);
    expect(q.node.attribute).toBe(1);
    expect(q.check(3.5).ok).toBe(true);
    expect(q.check(undefined)).toEqual({ ok: true, value: null });
    expect(q.codesOf('3')).toEqual(['invalid']);
  });

  it('text, countdown and page breaks take no answer', () => {
    for (const type of [QuestionType.Text, QuestionType.Countdown, QuestionType.PageBreak]) {
      const q = testQuestion(type);
      expect(q.check(undefined).ok).toBe(true);
      expect(q.codesOf('x')).toEqual(['invalid']);
      expect(q.columns()).toEqual([]);
    }
  });
});
