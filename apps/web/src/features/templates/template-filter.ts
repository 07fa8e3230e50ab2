import { type SurveyTemplateSummary, ZTemplateCategory } from '@cairn/contract';

export type TemplateCategory = SurveyTemplateSummary['category'];

/** The category filter of /survey/template: every template, or one category. */
export type CategoryFilter = 'all' | TemplateCategory;

/** The filter as the URL keeps it (`?category=`), so back and reload show the same cards. */
export function parseCategoryFilter(raw: string | null | undefined): CategoryFilter {
  const parsed = ZTemplateCategory.safeParse(raw);
  return parsed.success ? parsed.data : 'all';
}

export interface CategoryChoice {
  value: CategoryFilter;
  count: number;
}

/**
 * The choices the filter offers: "all" first, then only the categories some template has, in the
 * contract's order (not the list's), so the filter does not reshuffle as templates are added.
 */
export function categoryChoices(templates: readonly SurveyTemplateSummary[]): CategoryChoice[] {
  const counts = new Map<TemplateCategory, number>();
  for (const template of templates) counts.set(template.category, (counts.get(template.category) ?? 0) + 1);
  const present = ZTemplateCategory.options.flatMap((value) => {
    const count = counts.get(value);
    return count ? [{ value, count }] : [];
  });
  return [{ value: 'all', count: templates.length }, ...present];
}

/**
 * The templates to show, in the server's order. A category no template has (a stale link) shows
 * everything rather than an empty page; the filter then reads "all" too (see `effectiveFilter`).
 */
export function filterTemplates<T extends SurveyTemplateSummary>(
  templates: readonly T[],
  filter: CategoryFilter,
): T[] {
  const effective = effectiveFilter(templates, filter);
  return effective === 'all' ? [...templates] : templates.filter((t) => t.category === effective);
}

/** The filter actually applied: a category without templates falls back to "all". */
export function effectiveFilter(
  templates: readonly SurveyTemplateSummary[],
  filter: CategoryFilter,
): CategoryFilter {
  return filter === 'all' || templates.some((t) => t.category === filter) ? filter : 'all';
}
