import type { ChartLang } from './types.ts';

/** The texts a chart draws (legend, tooltip), in both languages. */
const TEXTS = {
  zh: {
    base: '样本量',
    diff: '差异',
    significant: '显著',
    notSignificant: '不显著',
    target: '目标',
    nps: '净推荐值',
    promoters: '推荐者',
    passives: '中立者',
    detractors: '贬损者',
    count: '人数',
    percent: '占比',
    mean: '均值',
    words: '词频',
  },
  en: {
    base: 'Base',
    diff: 'Difference',
    significant: 'significant',
    notSignificant: 'not significant',
    target: 'Target',
    nps: 'NPS',
    promoters: 'Promoters',
    passives: 'Passives',
    detractors: 'Detractors',
    count: 'Count',
    percent: 'Share',
    mean: 'Mean',
    words: 'Mentions',
  },
} as const;

export type ChartTexts = (typeof TEXTS)[ChartLang];

export function textsOf(lang: ChartLang): ChartTexts {
  return TEXTS[lang];
}
