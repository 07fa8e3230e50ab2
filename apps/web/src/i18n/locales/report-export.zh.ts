/** Chinese strings of the report export screens; the key source. */
export const reportExportZh = {};

export type ReportExportMessages = typeof reportExportZh;
