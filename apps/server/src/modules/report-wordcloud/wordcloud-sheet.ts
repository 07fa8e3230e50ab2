import type { Lang, Wordcloud } from '@cairn/contract';
import type { CellValue } from '@cairn/core';

const WORDS = {
  zh: {
    title: '关键词词云',
    column: '题目列',
    base: '样本量（有效回答）',
    weighted: '已加权',
    unweighted: '未加权',
    header: ['排名', '词语', '类型', '出现次数', '提及回答数', '回答数（未加权）', '提及率 %'],
    word: '词',
    phrase: '词组',
  },
  en: {
    title: 'Keyword word cloud',
    column: 'Column',
    base: 'Base (answers)',
    weighted: 'Weighted',
    unweighted: 'Unweighted',
    header: ['Rank', 'Word', 'Type', 'Occurrences', 'Answers', 'Answers (unweighted)', 'Answers %'],
    word: 'word',
    phrase: 'phrase',
  },
} as const;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The ranked counts as sheet rows: a heading block, then one row per word. */
export function wordcloudSheetRows(cloud: Wordcloud, columnLabel: string, lang: Lang): CellValue[][] {
  const w = WORDS[lang];
  return [
    [w.title],
    [w.column, columnLabel],
    [w.base, round(cloud.base, 4), cloud.weighted ? w.weighted : w.unweighted],
    [],
    [...w.header],
    ...cloud.words.map((word, i) => [
      i + 1,
      word.text,
      word.kind === 'word' ? w.word : w.phrase,
      round(word.count, 4),
      round(word.answers, 4),
      word.rows,
      round(word.percent, 2),
    ]),
  ];
}
