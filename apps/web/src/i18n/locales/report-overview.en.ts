import type { ReportOverviewMessages } from './report-overview.zh.ts';

/** English strings of the report overview screens; typed by the Chinese set. */
export const reportOverviewEn: ReportOverviewMessages = {};
