/** Chinese strings of the report answers screens; the key source. */
export const reportAnswersZh = {};

export type ReportAnswersMessages = typeof reportAnswersZh;
