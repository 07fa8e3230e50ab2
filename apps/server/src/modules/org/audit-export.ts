import { DOWNLOAD_SUBTYPE_AUDIT, type DownloadTask, type Lang, ZAuditFilter } from '@cairn/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { queueDownloadTask } from '../downloads/queue-download-task.ts';
import { runTaskFile } from '../downloads/run-download-task.ts';
import { AUDIT_EXPORT_JOB } from '../jobs/job-names.ts';
import { type AuditFilter, auditOrganization } from './audit-log.ts';
import { writeAuditWorkbook } from './audit-sheet.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TITLE = { zh: '审计日志', en: 'Audit log' } as const;

const ZAuditTaskParams = z.object({ filter: ZAuditFilter, lang: z.enum(['zh', 'en']) });

/**
 * POST org/audit/export: organisation admins only (A5202), then a download-centre task the
 * audit-export job writes, so the admin sees it wait, run and finish with the other exports.
 */
export async function createAuditExport(
  deps: AppDeps,
  userId: number,
  filter: AuditFilter,
  lang: Lang,
): Promise<DownloadTask> {
  await auditOrganization(deps.db, userId);
  return queueDownloadTask(
    deps,
    {
      userId,
      survey: null,
      subType: DOWNLOAD_SUBTYPE_AUDIT,
      name: TITLE[lang],
      params: { filter, lang },
      job: AUDIT_EXPORT_JOB,
    },
    lang,
  );
}

/**
 * The audit-export job. The owner's right is checked again now: an admin demoted or gone since
 * asking gets a failed task (A5202), not the log.
 */
export async function runAuditExport(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>, taskId: number) {
  await runTaskFile(deps, taskId, async (task) => {
    const params = ZAuditTaskParams.parse(task.params);
    const organizationId = await auditOrganization(deps.db, task.userId);
    return {
      title: TITLE[params.lang],
      extension: 'xlsx',
      contentType: XLSX_TYPE,
      write: (out) => writeAuditWorkbook(deps.db, organizationId, params.filter, params.lang, out),
    };
  });
}
