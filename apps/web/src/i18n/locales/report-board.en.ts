import type { ReportBoardMessages } from './report-board.zh.ts';

/** English strings of the report board screens; typed by the Chinese set. */
export const reportBoardEn: ReportBoardMessages = {};
