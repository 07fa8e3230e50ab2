/** The report sections in nav order: their path under /project/{code}/report/ ('' is the overview). */
export const REPORT_SECTIONS = [
  { key: 'overview', path: '' },
  { key: 'frequency', path: 'frequency' },
  { key: 'response', path: 'response' },
  { key: 'cleaning', path: 'cleaning' },
  { key: 'source', path: 'source' },
  { key: 'quota', path: 'quota' },
  { key: 'export', path: 'export' },
] as const;

export type ReportSectionKey = (typeof REPORT_SECTIONS)[number]['key'];
