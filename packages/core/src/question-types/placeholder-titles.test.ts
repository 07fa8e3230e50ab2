import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { isPlaceholderOptionTitle } from '../model/titles.ts';
import { aSurvey } from '../testing/builders.ts';
import { analysisColumns } from './answers.ts';

/**
 * Rating and slider items and NPS anchors are not answers the author words by default: a new one
 * used to be called "Option 1", which respondents, the response table and export headers showed.
 */
function built(type: number, lang: 'zh' | 'en', options?: string[]) {
  const { tree } = aSurvey({ lang })
    .withQuestion(type, options ? { title: 'How likely?', options } : { title: 'How likely?' })
    .build();
  const node = [...tree.nodes.values()][0]!;
  const records = [...tree.options.values()].filter((option) => option.nodeId === node.id);
  return { node, options: records };
}

describe('placeholder option titles', () => {
  it('new NPS anchors and rating / slider items have no title, in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      expect(built(QuestionType.Nps, lang).options.map((o) => o.title)).toEqual(['', '', '']);
      expect(built(QuestionType.Rate, lang).options.map((o) => o.title)).toEqual(['']);
      expect(built(QuestionType.Slider, lang).options.map((o) => o.title)).toEqual(['']);
    }
    // Choice questions keep their numbered options: there the title is the answer.
    expect(built(QuestionType.SingleChoice, 'en').options[0]?.title).toBe('Option 1');
  });

  it('tells numbered defaults and empty titles from titles an author wrote', () => {
    for (const title of ['', 'Option 1', 'Option 12', '选项-3', '<p>Option 2</p>', ' &nbsp;'])
      expect(isPlaceholderOptionTitle(title), title).toBe(true);
    for (const title of ['Taste', 'Option one', '选项A', 'Not likely'])
      expect(isPlaceholderOptionTitle(title), title).toBe(false);
  });

  it('columns of existing rating / slider data are named by the question, not by "Option 1"', () => {
    for (const type of [QuestionType.Rate, QuestionType.Slider]) {
      const one = built(type, 'en', ['Option 1']);
      expect(analysisColumns(one.node, one.options).map((c) => c.label)).toEqual(['Q1 How likely?']);
      const made = built(type, 'zh');
      expect(analysisColumns(made.node, made.options).map((c) => c.label)).toEqual(['Q1 How likely?']);
      const two = built(type, 'zh', ['选项-1', 'Taste']);
      expect(analysisColumns(two.node, two.options).map((c) => c.label)).toEqual([
        'Q1 How likely?: #1',
        'Q1 How likely?: Taste',
      ]);
    }
  });
});
