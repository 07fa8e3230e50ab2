/**
 * The report sections in nav order: their path under /project/{code}/report/ ('' is the overview);
 * `alsoActiveOn` a screen reached from the section that keeps its nav entry highlighted.
 */
export const REPORT_SECTIONS = [
  { key: 'overview', path: '' },
  { key: 'frequency', path: 'frequency' },
  { key: 'response', path: 'response' },
  { key: 'cleaning', path: 'cleaning' },
  { key: 'source', path: 'source' },
  { key: 'quota', path: 'quota' },
  { key: 'cross', path: 'cross' },
  { key: 'insight', path: 'insight' },
  { key: 'wordcloud', path: 'wordcloud' },
  { key: 'tags', path: 'wordcloud/tag' },
  { key: 'coding', path: 'coding' },
  { key: 'weight', path: 'weight-list', alsoActiveOn: 'weight-edit' },
  { key: 'export', path: 'export' },
] as const satisfies readonly { key: string; path: string; alsoActiveOn?: string }[];

export type ReportSectionKey = (typeof REPORT_SECTIONS)[number]['key'];
