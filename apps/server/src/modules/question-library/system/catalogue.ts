import { SYSTEM_CATEGORY_KEYS, type SystemCategoryKey } from '@cairn/contract';
import { type Bilingual, type Lang, type QuestionSnapshot, toPlainText } from '@cairn/core';
import { contact } from './contact.ts';
import { buildSystemSnapshot, type SystemQuestion, t } from './define.ts';
import { demographics } from './demographics.ts';
import { nps } from './nps.ts';
import { satisfaction } from './satisfaction.ts';
import { usage } from './usage.ts';

/**
 * The system folder (id -3): ready-made questions shipped with the code, read-only and
 * versioned with it, in the caller's language. Built once per language on first use.
 */
export const SYSTEM_QUESTIONS: readonly SystemQuestion[] = [
  ...demographics,
  ...satisfaction,
  ...nps,
  ...usage,
  ...contact,
];

export const SYSTEM_CATEGORY_NAMES: Record<SystemCategoryKey, Bilingual> = {
  demographics: t('人口统计', 'Demographics'),
  satisfaction: t('满意度', 'Satisfaction'),
  nps: t('净推荐值（NPS）', 'Net Promoter Score'),
  usage: t('产品使用', 'Product usage'),
  contact: t('联系方式', 'Contact details'),
};

export interface BuiltSystemQuestion {
  key: string;
  category: SystemCategoryKey;
  snapshot: QuestionSnapshot;
  plainTitle: string;
}

const built = new Map<Lang, BuiltSystemQuestion[]>();

/** Every system question in `lang`, in category order. */
export function systemQuestions(lang: Lang): readonly BuiltSystemQuestion[] {
  let list = built.get(lang);
  if (!list) {
    list = SYSTEM_CATEGORY_KEYS.flatMap((category) =>
      SYSTEM_QUESTIONS.filter((q) => q.category === category).map((q) => {
        const snapshot = buildSystemSnapshot(q, lang);
        return { key: q.key, category, snapshot, plainTitle: toPlainText(snapshot.title) };
      }),
    );
    built.set(lang, list);
  }
  return list;
}

export function findSystemQuestion(key: string, lang: Lang): BuiltSystemQuestion | undefined {
  return systemQuestions(lang).find((q) => q.key === key);
}

/** System questions of a category (all when absent) whose title holds the keyword, ignoring case. */
export function filterSystemQuestions(
  lang: Lang,
  filter: { category?: string | undefined; keyword?: string | undefined; type?: number | undefined },
): BuiltSystemQuestion[] {
  const keyword = filter.keyword?.toLowerCase();
  return systemQuestions(lang).filter(
    (q) =>
      (filter.category === undefined || q.category === filter.category) &&
      (filter.type === undefined || q.snapshot.type === filter.type) &&
      (!keyword || q.plainTitle.toLowerCase().includes(keyword)),
  );
}
