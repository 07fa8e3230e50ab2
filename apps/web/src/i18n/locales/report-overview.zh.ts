/** Chinese strings of the report overview screens; the key source. */
export const reportOverviewZh = {};

export type ReportOverviewMessages = typeof reportOverviewZh;
