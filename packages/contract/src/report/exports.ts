import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZAnswerIdBatch } from './answers.ts';

/**
 * Raw data export, the download centre and the answer import (/api/report/v1/...).
 * Export task fields follow spec doc 1 §3 (dataType, dataFormat, invalid, filterId, fileType);
 * download states §4 (waiting, generating, done, failed) plus expired once the file is removed.
 */

/** subType of a raw data export task (spec doc 2: add-downloads-task subType 10). */
export const DOWNLOAD_SUBTYPE_RAW_DATA = 10;
/** How long a signed download link works. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60_000;
/** The answer import's upload limit (A0110's 5 MB). */
export const ANSWER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows one import takes at most. */
export const ANSWER_IMPORT_MAX_ROWS = 20_000;

export const ZDataExportBody = z.object({
  surveyCode: ZProjectCode,
  /** sav: SPSS, codes with value labels and multiple choice as dichotomies whatever dataFormat and dataType say. */
  fileType: z.enum(['xlsx', 'csv', 'sav']).default('xlsx'),
  /** 1: one column per multiple-choice question; 2: a 0/1 column per option (default). */
  dataFormat: z.union([z.literal(1), z.literal(2)]).default(2),
  /** Option codes or their labels. */
  dataType: z.enum(['code', 'label']).default('code'),
  /** Include partial responses. */
  partial: z.boolean().default(false),
  /** Include invalid and screened-out responses. */
  invalid: z.boolean().default(false),
  /** A saved filter of the survey (null: none). */
  filterId: z.number().int().positive().nullable().default(null),
});
export type DataExportBody = z.input<typeof ZDataExportBody>;

/**
 * POST /v1/answer/export: the responses selected in the response table (any status) as a raw
 * data export task, in the same file layouts as /v1/data-export.
 */
export const ZAnswerExportBody = ZDataExportBody.pick({
  surveyCode: true,
  fileType: true,
  dataFormat: true,
  dataType: true,
}).extend({ ids: ZAnswerIdBatch });
export type AnswerExportBody = z.input<typeof ZAnswerExportBody>;

export const ZDownloadStatus = z.enum(['waiting', 'generating', 'done', 'failed', 'expired']);
export type DownloadStatus = z.infer<typeof ZDownloadStatus>;

export const ZDownloadTask = z.object({
  id: z.number(),
  name: z.string(),
  subType: z.number(),
  status: ZDownloadStatus,
  progress: z.number(),
  unread: z.boolean(),
  surveyCode: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  rows: z.number().nullable(),
  error: z.string().nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  /** When the file is removed (done tasks). */
  expiresAt: z.number().nullable(),
});
export type DownloadTask = z.infer<typeof ZDownloadTask>;

export const ZDownloadListBody = ZPageQuery;

/** POST /v1/data-export/list: the caller's raw data exports of one survey. */
export const ZDataExportListBody = ZPageQuery.extend({ surveyCode: ZProjectCode });
/** POST /v1/data-export/delete. */
export const ZDataExportDeleteBody = z.object({ id: z.number().int().positive() });
/**
 * POST /v1/downloads/add-task: spec doc 2's generic task call for a survey's raw data (subType 10).
 * A dashboard's exports (11 page report, 10 its surveys' raw data) name a dashboard, not a survey,
 * and go through dashboardExportApi.addTask (dashboard/export-calls.ts).
 */
export const ZAddDownloadTaskBody = ZDataExportBody.extend({
  subType: z.literal(DOWNLOAD_SUBTYPE_RAW_DATA, {
    error: 'subType must be 10 (raw data export); dashboard exports use /dashboard/downloads/add-task',
  }),
});
export const ZDownloadPage = ZPaged(ZDownloadTask);
export type DownloadPage = z.infer<typeof ZDownloadPage>;

export const ZDownloadIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZDownloadIdQuery = z.object({ id: z.coerce.number().int().positive() });

export const ZDownloadRed = z.object({ count: z.number() });
export type DownloadRed = z.infer<typeof ZDownloadRed>;

export const ZDownloadLink = z.object({ url: z.string(), fileName: z.string() });
export type DownloadLink = z.infer<typeof ZDownloadLink>;

export const ZDownloadReadBody = z.object({ ids: z.array(z.number().int().positive()).max(500).optional() });
export const ZDownloadsRead = z.object({ changed: z.number() });

export const ZAnswerImportQuery = z.object({ surveyCode: ZProjectCode });

export const ZAnswerImportIssue = z.object({
  /** Spreadsheet row number (1-based, as Excel shows it). */
  row: z.number(),
  /** Column code (Q1, Q2_1 …) or '' for the whole row. */
  column: z.string(),
  message: z.string(),
});
export type AnswerImportIssue = z.infer<typeof ZAnswerImportIssue>;

export const ZAnswerImportReport = z.object({
  rows: z.number(),
  imported: z.number(),
  errors: z.array(ZAnswerImportIssue),
});
export type AnswerImportReport = z.infer<typeof ZAnswerImportReport>;
