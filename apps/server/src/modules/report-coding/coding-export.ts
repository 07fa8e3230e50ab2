import {
  DOWNLOAD_SUBTYPE_CODING,
  type DownloadTask,
  type Lang,
  type ZCodingExportBody,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { codingReports } from '../../db/schema/coding.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { queueDownloadTask } from '../downloads/queue-download-task.ts';
import { runDownloadTask } from '../downloads/run-download-task.ts';
import { CONTENT_TYPES, createSheetSink } from '../exports/sheet-sink.ts';
import { CODING_EXPORT_JOB } from '../jobs/job-names.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { loadState, openReport } from './coding-state.ts';
import { countingNet, entriesInOrder } from './frame-ops.ts';
import { filteredResponseIds, schemeWeights } from './report-scope.ts';
import { statOf } from './stat-calls.ts';

const ZCodingTaskParams = z.object({
  reportId: z.number(),
  filterId: z.number().int().nullable(),
  weighted: z.boolean(),
  lang: z.enum(['zh', 'en']),
});

const HEAD = {
  zh: {
    frame: ['编码号', '层级', '编码', '上级编码号', '答案数', '加权', '百分比 (%)', '待审核'],
    answers: ['答卷编号', '答案键', '答案', '编码号', '编码'],
    base: '已编码答案',
  },
  en: {
    frame: [
      'Code',
      'Level',
      'Label',
      'Parent code',
      'Answers',
      'Weighted',
      'Percent (%)',
      'Awaiting approval',
    ],
    answers: ['Response', 'Answer key', 'Answer', 'Codes', 'Labels'],
    base: 'Coded answers',
  },
} as const;

/** POST /v1/ai-coding/export: a download-centre task (subType 14) for the report's frame and coded answers. */
export async function createCodingExport(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof ZCodingExportBody>,
  lang: Lang,
): Promise<DownloadTask> {
  const { survey, report } = await openReport(deps, { userId }, body.surveyCode, body.reportId);
  const filter = await resolveFilter(deps.db, survey.id, userId, body.filterId);
  const params: z.infer<typeof ZCodingTaskParams> = {
    reportId: report.id,
    filterId: filter.id,
    weighted: body.weighted === true,
    lang,
  };
  return queueDownloadTask(
    deps,
    {
      userId,
      survey,
      subType: DOWNLOAD_SUBTYPE_CODING,
      name: `${survey.title} — ${report.name}`,
      params,
      job: CODING_EXPORT_JOB,
    },
    lang,
  );
}

/** The coding export job: the frame with its counts, then every coded answer the filter keeps with its approved codes. */
export async function runCodingExport(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  taskId: number,
): Promise<void> {
  await runDownloadTask(deps, taskId, async (task, survey) => {
    const params = ZCodingTaskParams.parse(task.params);
    const [report] = await deps.db.select().from(codingReports).where(eq(codingReports.id, params.reportId));
    if (!report) throw new AppError('A0404', 'the coding report was deleted');
    const head = HEAD[params.lang];
    return {
      extension: 'xlsx',
      contentType: CONTENT_TYPES.xlsx,
      write: async (out) => {
        const state = await loadState(deps.db, survey, report);
        const [ids, weights] = await Promise.all([
          filteredResponseIds(deps, survey, task.userId, params.filterId ?? 0),
          params.weighted ? schemeWeights(deps, survey) : null,
        ]);
        const stat = statOf(state, ids, weights);
        const sink = await createSheetSink('xlsx', out, { sheetName: 'coding', date: new Date(deps.now()) });
        const codeOf = new Map(state.frame.rows.map((r) => [r.id, r.codeId]));
        let rows = 0;
        await sink.addRow(head.frame);
        for (const row of stat.rows) {
          const parent = row.parentId === null ? null : (codeOf.get(row.parentId) ?? null);
          await sink.addRow([
            row.codeId,
            row.level,
            row.label,
            parent,
            row.count,
            row.weighted,
            row.percent,
            row.pending,
          ]);
          rows++;
        }
        await sink.addRow([head.base, null, null, null, stat.base.coded, stat.base.weightedCoded]);
        await sink.addRow([]);
        await sink.addRow(head.answers);
        const order = new Map(entriesInOrder(state.frame).map((r, i) => [r.id, i]));
        const codesOf = new Map<number, { codeId: number; label: string; at: number }[]>();
        state.live.forEach((hit, i) => {
          if (!hit.checked) return;
          const net = countingNet(state.frame, hit.netId);
          if (!net) return;
          const answer = state.facts[i]!.answer;
          const list = codesOf.get(answer) ?? [];
          if (!list.some((c) => c.codeId === net.codeId))
            list.push({ codeId: net.codeId, label: net.label, at: order.get(net.id) ?? 0 });
          codesOf.set(answer, list);
        });
        for (const [index, answer] of state.answers.entries()) {
          if (ids && !ids.has(answer.responseId)) continue;
          const codes = codesOf.get(index);
          if (!codes) continue;
          codes.sort((a, b) => a.at - b.at);
          await sink.addRow([
            answer.responseId,
            answer.answerKey,
            answer.text,
            codes.map((c) => c.codeId).join(';'),
            codes.map((c) => c.label).join(';'),
          ]);
          rows++;
        }
        await sink.finish();
        return rows;
      },
    };
  });
}
