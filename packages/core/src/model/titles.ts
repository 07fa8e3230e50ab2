import type { Lang } from './lang.ts';

/**
 * Default titles of new records (spec doc 1 §5), written in the survey's language. The Chinese
 * forms are the spec's; the English ones are what the English interface shows.
 */
export type TitleKind =
  | 'question'
  | 'option'
  | 'optionGroup'
  | 'group'
  | 'firstGroup'
  | 'page'
  | 'subQuestion'
  | 'imageList'
  | 'textList'
  | 'loop'
  | 'branchPath';

const TITLES: Record<TitleKind, Record<Lang, (n: number) => string>> = {
  question: { zh: () => '点击编写问题文本', en: () => 'Click to write the question text' },
  option: { zh: (n) => `选项-${n}`, en: (n) => `Option ${n}` },
  optionGroup: { zh: (n) => `分组-${n}`, en: (n) => `Group ${n}` },
  group: { zh: (n) => `分组-${n}`, en: (n) => `Group ${n}` },
  // The spec names the group created for an empty survey 分组1, without the dash.
  firstGroup: { zh: () => '分组1', en: () => 'Group 1' },
  page: { zh: (n) => `Page-${n}`, en: (n) => `Page ${n}` },
  subQuestion: { zh: (n) => `子问题-${n}`, en: (n) => `Sub-question ${n}` },
  imageList: { zh: (n) => `图片列表-${n}`, en: (n) => `Image list ${n}` },
  textList: { zh: (n) => `文本列表-${n}`, en: (n) => `Text list ${n}` },
  // Ours: the spec has no loop title.
  loop: { zh: (n) => `循环-${n}`, en: (n) => `Loop ${n}` },
  // Ours: a path of a branch split (flow.ts), named in order.
  branchPath: { zh: (n) => `路径-${n}`, en: (n) => `Path ${n}` },
};

/**
 * True for an option title the author never wrote: empty, or a numbered default ("Option 3",
 * "选项-3") in either language. Rating and slider items and NPS anchors are made without titles
 * now, but surveys made before carry these; respondents, tables and exports must not show them.
 */
export function isPlaceholderOptionTitle(title: string): boolean {
  const plain = title
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return plain === '' || /^(选项-\d+|Option \d+)$/.test(plain);
}

export function defaultTitle(kind: TitleKind, n: number, lang: Lang): string {
  return TITLES[kind][lang](n);
}
