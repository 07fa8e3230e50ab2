import { DOWNLOAD_SUBTYPE_SAMPLE, type DownloadTask, type Lang, SAMPLE_TAG_KEYS } from '@cairn/contract';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { sampleCompletes, sampleOrders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { queueDownloadTask } from '../downloads/queue-download-task.ts';
import { runDownloadTask } from '../downloads/run-download-task.ts';
import { writeWorkbook } from '../downloads/write-workbook.ts';
import { SAMPLE_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { responsesById, sampleAnswerColumns } from './export-answers.ts';
import { sampleForAction } from './sample-access.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZParams = z.object({ sampleId: z.string(), lang: z.enum(['zh', 'en']) });

const headers = {
  zh: ['编号', '答卷编号', '样本编号', '轮次', '审核', '原因', '用时(秒)', '送达时间', '审核时间'],
  en: [
    'Complete',
    'Response',
    'Panellist',
    'Round',
    'Audit',
    'Reason',
    'Duration (s)',
    'Delivered',
    'Audited',
  ],
};
const states = {
  zh: { pending: '待审核', accepted: '通过', rejected: '不通过' },
  en: { pending: 'pending', accepted: 'accepted', rejected: 'rejected' },
};

/** POST data-export/sample: a download-centre task (subType 18) for the order's completes. */
export async function createSampleExport(
  deps: AppDeps,
  userId: number,
  id: string,
  lang: Lang,
): Promise<DownloadTask> {
  const { row, surveyCode } = await sampleForAction(deps.db, userId, id);
  const { survey } = await loadSurveyForAction(deps, { userId }, surveyCode, 'launch');
  return queueDownloadTask(
    deps,
    {
      userId,
      survey,
      subType: DOWNLOAD_SUBTYPE_SAMPLE,
      name: `${survey.title} · ${row.name}`,
      params: { sampleId: row.id, lang },
      job: SAMPLE_EXPORT_JOB,
    },
    lang,
  );
}

/**
 * The job: the launch right checked again, then one sheet of completes: the audit (verdict and
 * reason), the panellist's tag values, then their answers, one column per question.
 */
export async function runSampleExport(deps: AppDeps, taskId: number): Promise<void> {
  await runDownloadTask(deps, taskId, async (task, survey) => {
    const params = ZParams.parse(task.params);
    await loadSurveyForAction(deps, { userId: task.userId }, survey.code, 'launch');
    const [order] = await deps.db.select().from(sampleOrders).where(eq(sampleOrders.id, params.sampleId));
    if (!order) throw new Error('the sample order is gone');
    return {
      extension: 'xlsx',
      contentType: XLSX_TYPE,
      write: async (out) => {
        const rows = await deps.db
          .select()
          .from(sampleCompletes)
          .where(eq(sampleCompletes.sampleId, order.id))
          .orderBy(asc(sampleCompletes.id));
        const answers = await sampleAnswerColumns(deps.db, survey.id);
        const byId = await responsesById(
          deps.db,
          survey.id,
          rows.map((r) => r.responseId),
        );
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet(params.lang === 'zh' ? '样本' : 'Sample');
        sheet.addRow([...headers[params.lang], ...SAMPLE_TAG_KEYS, ...answers.titles]);
        for (const r of rows) {
          const profile = r.profile as Record<string, string>;
          sheet.addRow([
            r.id,
            r.responseId,
            r.panelistId,
            r.round,
            states[params.lang][r.state],
            r.reason ?? '',
            profile.durationMs ? Math.round(Number(profile.durationMs) / 1000) : '',
            r.deliveredAt.toISOString(),
            r.auditedAt?.toISOString() ?? '',
            ...SAMPLE_TAG_KEYS.map((k) => profile[k] ?? ''),
            ...answers.valuesOf(byId.get(r.responseId)),
          ]);
        }
        await writeWorkbook(out, book);
        return rows.length;
      },
    };
  });
}
