/** Chinese strings of the report board screens; the key source. */
export const reportBoardZh = {};

export type ReportBoardMessages = typeof reportBoardZh;
