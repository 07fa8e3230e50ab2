import { optionsApi } from '@cairn/contract';
import { type Node, QuestionType } from '@cairn/core';
import type { Page } from 'playwright-core';
import { choicesOf, surveyApi, uploadImage } from './survey-api.ts';

/**
 * A published survey holding one question of every type a respondent answers in the browser, on
 * one page: the axe-core scan and the screenshots see every renderer at once. Upload, signature
 * and recorder are left out (their respondent services are another piece of work), and so are
 * the types without answers that act on the flow (page break, loop, countdown: the logic journey).
 * Built through the designer API in the survey's language, so default option titles match it.
 */

export type Lang = 'zh' | 'en';

/** Keys the journey uses to find each question, in the order they appear. */
export const EVERY_TYPE = [
  ['single', QuestionType.SingleChoice, '你最常用哪种支付方式？', 'Which payment do you use most?'],
  ['multiple', QuestionType.MultipleChoice, '你用过哪些服务？', 'Which services have you used?'],
  ['open', QuestionType.OpenText, '请描述你的上次体验', 'Describe your last visit'],
  ['rate', QuestionType.Rate, '请为服务打分', 'Rate our service'],
  ['evaluate', QuestionType.Evaluate, '你对配送满意吗？', 'How was the delivery?'],
  ['dropdown', QuestionType.Dropdown, '你所在的行业', 'Your industry'],
  ['table', QuestionType.Table, '请填写家庭成员', 'List your household'],
  ['image', QuestionType.ImageChoice, '你喜欢哪个包装？', 'Which package do you prefer?'],
  ['rank', QuestionType.Rank, '请按重要性排序', 'Rank by importance'],
  ['cascade', QuestionType.Cascade, '请选择产品类别', 'Pick a product category'],
  ['city', QuestionType.City, '你所在的城市', 'Your city'],
  ['geography', QuestionType.Geography, '你现在的位置', 'Where are you now?'],
  ['slider', QuestionType.Slider, '你愿意推荐的程度', 'How strongly would you recommend us?'],
  ['matrix', QuestionType.Matrix, '请评价以下方面', 'Rate each aspect'],
  ['form', QuestionType.Form, '联系方式', 'Contact details'],
  ['proportion', QuestionType.Proportion, '预算如何分配？', 'Split your budget'],
  ['imageDrag', QuestionType.ImageDrag, '把图片放进分组', 'Sort the pictures into groups'],
  ['hotspot', QuestionType.CanvasImage, '点击你注意到的区域', 'Click the areas you noticed'],
  ['words', QuestionType.CanvasWord, '标出你喜欢和不喜欢的词', 'Mark the words you like and dislike'],
  ['heatmap', QuestionType.Heatmap, '点击最吸引你的位置', 'Click where your eye goes first'],
  ['wordDrag', QuestionType.WordDrag, '把词语放进分组', 'Sort the words into groups'],
  ['date', QuestionType.Date, '你的入职日期', 'Your start date'],
  ['maxDiff', QuestionType.MaxDiff, '最重要和最不重要的是？', 'Most and least important?'],
  ['nps', QuestionType.Nps, '你向朋友推荐我们的可能性', 'How likely are you to recommend us?'],
  ['vote', QuestionType.VoteChoice, '投票：下一期主题', 'Vote: next topic'],
  ['voteImage', QuestionType.VoteImageChoice, '投票：最佳海报', 'Vote: best poster'],
  ['time', QuestionType.Time, '你方便的时间', 'A time that suits you'],
  ['script', QuestionType.Script, '', ''],
] as const;

export type TypeKey = (typeof EVERY_TYPE)[number][0];

const IMAGE_OPTIONS = { zh: ['红色包装', '蓝色包装'], en: ['Red box', 'Blue box'] };
const PASSAGE = { zh: '配送很快，员工友好', en: 'Fast delivery and friendly staff' };
export const TABLE_CHOICES = { zh: ['本人', '家人'], en: ['Me', 'Family'] };
const REGIONS = [
  {
    id: 'logo',
    label: 'Logo',
    shape: 'rect',
    points: [
      [0.05, 0.1],
      [0.45, 0.5],
    ],
  },
  {
    id: 'price',
    label: 'Price',
    shape: 'ellipse',
    points: [
      [0.55, 0.5],
      [0.95, 0.9],
    ],
  },
];

export interface EveryTypeSurvey {
  code: string;
  lang: Lang;
  /** Each question as published, by key. */
  nodes: Record<TypeKey, Node>;
}

export async function publishEveryTypeSurvey(page: Page, lang: Lang): Promise<EveryTypeSurvey> {
  const api = await surveyApi(page, lang === 'zh' ? '全题型问卷' : 'Every question type', lang);
  const ids = {} as Record<TypeKey, number>;
  let last: number | undefined;
  for (const [key, type, zh, en] of EVERY_TYPE) {
    last = await api.add(
      type,
      last === undefined
        ? { title: lang === 'zh' ? zh : en }
        : { afterId: last, title: lang === 'zh' ? zh : en },
    );
    ids[key] = last;
  }
  const red = await uploadImage(page, 'red.png', [214, 69, 65]);
  const blue = await uploadImage(page, 'blue.png', [52, 101, 164]);
  const pictures = [red, blue];
  for (const key of ['image', 'voteImage'] as const)
    await api.edit(optionsApi.save, {
      nodeId: ids[key],
      options: IMAGE_OPTIONS[lang].map((title, i) => ({ title, image: pictures[i] })),
    });
  // Image drag: the items to sort are the options (the sub-questions are the groups).
  const drag = await api.node(ids.imageDrag);
  for (const [i, item] of choicesOf(drag).entries())
    await api.edit(optionsApi.update, { nodeId: drag.id, id: item.id, image: pictures[i % 2] });
  // The table's second column is a dropdown cell.
  const table = await api.node(ids.table);
  await api.edit(optionsApi.update, {
    nodeId: table.id,
    id: choicesOf(table)[1]!.id,
    setting: { format: 90, choices: TABLE_CHOICES[lang] },
  });
  await api.update(ids.hotspot, { setting: { image: blue, regions: REGIONS } });
  await api.update(ids.heatmap, { setting: { image: red } });
  await api.update(ids.words, { setting: { passage: PASSAGE[lang] } });
  // A hidden value the server recomputes: the NPS answer doubled.
  const nps = await api.node(ids.nps);
  await api.update(ids.script, { setting: { expression: `${nps.code} * 2`, precision: 0 } });
  await api.settings({ lang, showProgress: true });
  await api.launch();
  const published = await api.nodes();
  const nodes = {} as Record<TypeKey, Node>;
  for (const key of Object.keys(ids) as TypeKey[]) nodes[key] = published.get(ids[key])!;
  return { code: api.code, lang, nodes };
}
