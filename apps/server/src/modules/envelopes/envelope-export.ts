import { DOWNLOAD_SUBTYPE_RED_ENVELOPE, type DownloadTask, type Lang, ZGrantStatus } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { envelopeCampaigns, surveys } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadOwnedTask } from '../downloads/owned-task.ts';
import { queueDownloadTask } from '../downloads/queue-download-task.ts';
import { runDownloadTask } from '../downloads/run-download-task.ts';
import { toDownloadTask } from '../downloads/task-view.ts';
import { writeWorkbook } from '../downloads/write-workbook.ts';
import { ENVELOPE_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { campaignForAction } from './campaign-access.ts';
import { readGrants, toGrant } from './grant-logs.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZParams = z.object({
  campaignId: z.string(),
  status: ZGrantStatus.optional(),
  lang: z.enum(['zh', 'en']),
});
/** One export holds at most this many grants (newest first). */
const EXPORT_MAX = 100_000;

const headers = {
  zh: [
    '发放编号',
    '答卷编号',
    '金额(元)',
    '状态',
    '清洗结果',
    '审核',
    '领取账号',
    '发放时间',
    '支付时间',
    '备注',
  ],
  en: ['Grant', 'Response', 'Amount (¥)', 'Status', 'Cleaning', 'Audit', 'Payee', 'Granted', 'Paid', 'Note'],
};

/** POST data-export/red-envelope: a download-centre task (subType 17) for the campaign's grant log. */
export async function createEnvelopeExport(
  deps: AppDeps,
  userId: number,
  body: { id: string; status?: z.infer<typeof ZGrantStatus> | undefined },
  lang: Lang,
): Promise<DownloadTask> {
  const { row, surveyCode } = await campaignForAction(deps.db, userId, body.id);
  const { survey } = await loadSurveyForAction(deps, { userId }, surveyCode, 'launch');
  return queueDownloadTask(
    deps,
    {
      userId,
      survey,
      subType: DOWNLOAD_SUBTYPE_RED_ENVELOPE,
      name: `${survey.title} · ${row.name}`,
      params: { campaignId: row.id, status: body.status, lang },
      job: ENVELOPE_EXPORT_JOB,
    },
    lang,
  );
}

/** The job: the launch right checked again (a collaborator removed since gets a failed task). */
export async function runEnvelopeExport(deps: AppDeps, taskId: number): Promise<void> {
  await runDownloadTask(deps, taskId, async (task, survey) => {
    const params = ZParams.parse(task.params);
    await loadSurveyForAction(deps, { userId: task.userId }, survey.code, 'launch');
    const [campaign] = await deps.db
      .select()
      .from(envelopeCampaigns)
      .where(eq(envelopeCampaigns.id, params.campaignId));
    if (!campaign) throw new Error('the campaign is gone');
    return {
      extension: 'xlsx',
      contentType: XLSX_TYPE,
      write: async (out) => {
        const rows = await readGrants(deps.db, campaign.id, { status: params.status }, EXPORT_MAX);
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet(params.lang === 'zh' ? '红包记录' : 'Envelopes');
        sheet.addRow(headers[params.lang]);
        for (const r of rows) {
          const g = toGrant(r, campaign);
          sheet.addRow([
            g.id,
            g.responseId,
            // Fen shown as yuan text: exact, never a float cell.
            `${Math.floor(g.amountFen / 100)}.${String(g.amountFen % 100).padStart(2, '0')}`,
            g.status,
            g.cleaning,
            g.audit,
            g.payee ?? '',
            new Date(g.grantedAt).toISOString(),
            g.paidAt ? new Date(g.paidAt).toISOString() : '',
            g.note ?? '',
          ]);
        }
        await writeWorkbook(out, book);
        return rows.length;
      },
    };
  });
}

/** GET data-export/state: one of the caller's tasks (another's or unknown: A0404). */
export async function exportState(
  deps: AppDeps,
  userId: number,
  id: number,
  lang: Lang,
): Promise<DownloadTask> {
  const task = await loadOwnedTask(deps.db, userId, id);
  const [survey] =
    task.surveyId === null
      ? []
      : await deps.db.select({ code: surveys.code }).from(surveys).where(eq(surveys.id, task.surveyId));
  return toDownloadTask(task, survey?.code ?? null, deps.downloadTtlMs, lang);
}
