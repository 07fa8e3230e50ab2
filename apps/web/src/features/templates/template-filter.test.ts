import type { SurveyTemplateSummary } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { categoryChoices, effectiveFilter, filterTemplates, parseCategoryFilter } from './template-filter.ts';

const tpl = (id: string, category: SurveyTemplateSummary['category']): SurveyTemplateSummary => ({
  id,
  category,
  name: id,
  description: '',
  sectionCount: 1,
  questionCount: 5,
});

// The server's order: not the contract's category order.
const LIST = [
  tpl('cs', 'customer'),
  tpl('eng', 'employee'),
  tpl('nps', 'customer'),
  tpl('concept', 'product'),
];

describe('template category filter', () => {
  it('reads a known category from the URL and anything else as all', () => {
    expect(parseCategoryFilter('employee')).toBe('employee');
    expect(parseCategoryFilter(null)).toBe('all');
    expect(parseCategoryFilter(undefined)).toBe('all');
    expect(parseCategoryFilter('')).toBe('all');
    expect(parseCategoryFilter('Employee')).toBe('all');
    expect(parseCategoryFilter('constructor')).toBe('all');
  });

  it('offers all, then the categories present in the contract order with their counts', () => {
    expect(categoryChoices(LIST)).toEqual([
      { value: 'all', count: 4 },
      { value: 'customer', count: 2 },
      { value: 'employee', count: 1 },
      { value: 'product', count: 1 },
    ]);
    expect(categoryChoices([])).toEqual([{ value: 'all', count: 0 }]);
  });

  it('keeps the server order within a category and for all', () => {
    expect(filterTemplates(LIST, 'customer').map((t) => t.id)).toEqual(['cs', 'nps']);
    expect(filterTemplates(LIST, 'all').map((t) => t.id)).toEqual(['cs', 'eng', 'nps', 'concept']);
  });

  it('falls back to all for a category without templates, instead of an empty page', () => {
    expect(effectiveFilter(LIST, 'event')).toBe('all');
    expect(filterTemplates(LIST, 'event')).toHaveLength(4);
    expect(effectiveFilter(LIST, 'product')).toBe('product');
  });

  it('does not hand back the caller’s array', () => {
    expect(filterTemplates(LIST, 'all')).not.toBe(LIST);
  });
});
