import type { ReportMessages } from './report.zh.ts';

/** English strings of the report section frame; typed by the Chinese set. */
export const reportEn: ReportMessages = {
  nav: {
    label: 'Report sections',
    overview: 'Overview',
    frequency: 'Data board',
    response: 'Responses',
    cleaning: 'Data cleaning',
    source: 'Sources',
    quota: 'Quotas',
    cross: 'Cross tables',
    insight: 'Insight report',
    wordcloud: 'Word cloud',
    tags: 'Tag analysis',
    coding: 'Open-answer coding',
    weight: 'Weighting',
    export: 'Data export',
  },
};
