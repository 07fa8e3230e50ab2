import type { Lang } from '@cairn/contract';

/** What a chart that cannot show its figures tells its reader, in the caller's language. */
export const CHART_MESSAGES = {
  empty: {
    zh: () => '当前时间范围和筛选条件下没有答卷。',
    en: () => 'No responses in this period and filter.',
  },
  missing: {
    zh: (what: string, survey: string) =>
      `问卷「${survey}」的已发布版本中已没有 ${what}，请编辑图表重新选择数据。`,
    en: (what: string, survey: string) =>
      `${what} is no longer in the published version of “${survey}”: edit the chart to choose its data again.`,
  },
  unpublished: {
    zh: (_what: string, survey: string) => `问卷「${survey}」尚未发布或已被删除。`,
    en: (_what: string, survey: string) => `The survey “${survey}” is not published or was deleted.`,
  },
  denied: {
    zh: (survey: string) => `你已无权查看问卷「${survey}」的报表。`,
    en: (survey: string) => `You may no longer see the reports of “${survey}”.`,
  },
  benchmarkDenied: {
    zh: (survey: string) => `无权查看问卷「${survey}」的报表，无法对比。`,
    en: (survey: string) => `No report right on “${survey}”: nothing to compare.`,
  },
  benchmarkMissing: {
    zh: (what: string) => `对比数据中没有 ${what}。`,
    en: (what: string) => `The benchmark has no ${what}.`,
  },
} as const;

export type MessageLang = Lang;
