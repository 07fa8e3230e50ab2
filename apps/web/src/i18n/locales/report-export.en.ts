import type { ReportExportMessages } from './report-export.zh.ts';

/** English strings of the report export screens; typed by the Chinese set. */
export const reportExportEn: ReportExportMessages = {};
