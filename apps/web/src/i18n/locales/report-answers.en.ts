import type { ReportAnswersMessages } from './report-answers.zh.ts';

/** English strings of the report answers screens; typed by the Chinese set. */
export const reportAnswersEn: ReportAnswersMessages = {};
