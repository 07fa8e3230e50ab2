import { DASHBOARD_PAGE_TITLE_MAX, DASHBOARD_TITLE_MAX, type Lang } from '@cairn/contract';

/** Names the server gives dashboards and pages, in the caller's language. */
export const dashboardTexts: Record<
  Lang,
  { untitled: string; copySuffix: string; page: (n: number) => string }
> = {
  zh: { untitled: '未命名仪表盘', copySuffix: '（副本）', page: (n) => `页面${n}` },
  en: { untitled: 'Untitled dashboard', copySuffix: ' (copy)', page: (n) => `Page ${n}` },
};

/** "X (copy)" cut so the whole stays within `max` characters (the suffix is kept, X shortened). */
export function copyTitle(title: string, lang: Lang, max: number): string {
  const suffix = dashboardTexts[lang].copySuffix;
  const head = [...title].slice(0, Math.max(0, max - [...suffix].length)).join('');
  return `${head.trimEnd()}${suffix}`;
}

export const dashboardCopyTitle = (title: string, lang: Lang) => copyTitle(title, lang, DASHBOARD_TITLE_MAX);
export const pageCopyTitle = (title: string, lang: Lang) => copyTitle(title, lang, DASHBOARD_PAGE_TITLE_MAX);
