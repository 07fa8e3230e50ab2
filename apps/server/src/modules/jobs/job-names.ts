/** Data exports of the download centre (downloads/run-export-task.ts). */
export const DATA_EXPORT_JOB = 'data-export';
/** Cross-table exports of the download centre (report-cross/cross-export.ts). */
export const CROSS_EXPORT_JOB = 'cross-export';
/** Word cloud exports of the download centre (report-wordcloud/wordcloud-export.ts). */
export const WORDCLOUD_EXPORT_JOB = 'wordcloud-export';
/** Coding report exports of the download centre (report-coding/coding-export.ts). */
export const CODING_EXPORT_JOB = 'coding-export';
/** Tag exports of the download centre (report-tags/tag-export.ts). */
export const TAG_EXPORT_JOB = 'tag-export';
/** Dashboard exports of the download centre (dashboard-export/run-dashboard-export.ts). */
export const DASHBOARD_EXPORT_JOB = 'dashboard-export';
/** Audit log exports of the download centre (org/audit-export.ts). */
export const AUDIT_EXPORT_JOB = 'audit-export';
/** Red-envelope grant log exports of the download centre (envelopes/envelope-export.ts). */
export const ENVELOPE_EXPORT_JOB = 'envelope-export';
/** Prize-claims exports of the download centre (prizes/prize-export.ts). */
export const PRIZE_CLAIMS_EXPORT_JOB = 'prize-claims-export';
/** A sample order's panel delivery (sample/deliver-job.ts). */
export const SAMPLE_DELIVERY_JOB = 'sample-delivery';
/** Sample order exports of the download centre (sample/sample-export.ts). */
export const SAMPLE_EXPORT_JOB = 'sample-export';

/**
 * Every job name the server sends or works. Their queues are created once for the whole server,
 * by the process that migrates (the one process, or the primary of several), before any serving
 * process starts: pg-boss's create_queue attaches a partition to its job table, and two
 * processes creating queues at once deadlocked and one of them exited (issue 18 item 3). A name
 * missing here is refused by the queue at once, not at the first export.
 */
export const JOB_NAMES: readonly string[] = [
  DATA_EXPORT_JOB,
  CROSS_EXPORT_JOB,
  WORDCLOUD_EXPORT_JOB,
  CODING_EXPORT_JOB,
  TAG_EXPORT_JOB,
  DASHBOARD_EXPORT_JOB,
  AUDIT_EXPORT_JOB,
  ENVELOPE_EXPORT_JOB,
  PRIZE_CLAIMS_EXPORT_JOB,
  SAMPLE_DELIVERY_JOB,
  SAMPLE_EXPORT_JOB,
];
