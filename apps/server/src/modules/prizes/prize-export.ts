import {
  DOWNLOAD_SUBTYPE_PRIZE_CLAIMS,
  type DownloadTask,
  type Lang,
  type LotteryConfig,
  type PrizeClaim,
  type PrizeClaimState,
  type PrizeExportBody,
  ZPrizeClaimState,
} from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { lotteries } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { queueDownloadTask } from '../downloads/queue-download-task.ts';
import { runDownloadTask } from '../downloads/run-download-task.ts';
import { writeWorkbook } from '../downloads/write-workbook.ts';
import { PRIZE_CLAIMS_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { prizeLottery } from './prize-access.ts';
import { readClaims, toPrizeClaim } from './prize-claims.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZParams = z.object({
  lotteryId: z.string(),
  prizeIndex: z.number().int().optional(),
  state: ZPrizeClaimState.optional(),
  lang: z.enum(['zh', 'en']),
});
/** One export holds at most this many winners (newest first). */
const EXPORT_MAX = 100_000;

const words = {
  zh: {
    sheet: '奖品领取',
    headers: [
      '中奖编号',
      '答卷编号',
      '奖品',
      '类型',
      '状态',
      '券码',
      '姓名',
      '电话',
      '地址',
      '其他信息',
      '运单号',
      '中奖时间',
      '领取时间',
      '发货时间',
    ],
    kind: { coupon: '券码', physical: '实物' },
    status: { won: '未领取', claimed: '已领取', shipped: '已寄出' } as Record<string, string>,
  },
  en: {
    sheet: 'Prize claims',
    headers: [
      'Winner',
      'Response',
      'Prize',
      'Kind',
      'Status',
      'Code',
      'Name',
      'Phone',
      'Address',
      'Other answers',
      'Tracking no.',
      'Won',
      'Claimed',
      'Shipped',
    ],
    kind: { coupon: 'Coupon', physical: 'Physical' },
    status: { won: 'Unclaimed', claimed: 'Claimed', shipped: 'Shipped' } as Record<string, string>,
  },
};

const time = (at: number | null) => (at === null ? '' : new Date(at).toISOString());

function rowOf(c: PrizeClaim, lang: Lang): string[] {
  const w = words[lang];
  const { name = '', phone = '', address = '', ...other } = c.claim ?? {};
  return [
    String(c.winnerId),
    c.responseId,
    c.prizeName,
    w.kind[c.kind],
    w.status[c.status] ?? c.status,
    c.couponCode ?? '',
    name,
    phone,
    address,
    Object.entries(other)
      .map(([key, value]) => `${key}: ${value}`)
      .join('; '),
    c.trackingNo ?? '',
    time(c.wonAt),
    time(c.claimedAt),
    time(c.shippedAt),
  ];
}

/** POST data-export/prize-claims (launch right: the file holds contact details): a download-centre task. */
export async function createPrizeExport(
  deps: AppDeps,
  userId: number,
  body: PrizeExportBody,
  lang: Lang,
): Promise<DownloadTask> {
  const { row } = await prizeLottery(deps.db, userId, body.surveyCode, body.lotteryId, 'launch');
  const { survey } = await loadSurveyForAction(deps, { userId }, body.surveyCode, 'launch');
  return queueDownloadTask(
    deps,
    {
      userId,
      survey,
      subType: DOWNLOAD_SUBTYPE_PRIZE_CLAIMS,
      name: `${survey.title} · ${row.name}`,
      params: { lotteryId: row.id, prizeIndex: body.prizeIndex, state: body.state, lang },
      job: PRIZE_CLAIMS_EXPORT_JOB,
    },
    lang,
  );
}

/** The job: the launch right checked again (a collaborator removed since gets a failed task). */
export async function runPrizeExport(deps: AppDeps, taskId: number): Promise<void> {
  await runDownloadTask(deps, taskId, async (task, survey) => {
    const params = ZParams.parse(task.params);
    await loadSurveyForAction(deps, { userId: task.userId }, survey.code, 'launch');
    const [lottery] = await deps.db
      .select()
      .from(lotteries)
      .where(and(eq(lotteries.id, params.lotteryId), eq(lotteries.surveyId, survey.id)));
    if (!lottery) throw new Error('the lottery is gone');
    const filter = { prizeIndex: params.prizeIndex, state: params.state as PrizeClaimState | undefined };
    return {
      extension: 'xlsx',
      contentType: XLSX_TYPE,
      write: async (out) => {
        const rows = await readClaims(deps.db, lottery.id, filter, EXPORT_MAX);
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet(words[params.lang].sheet);
        sheet.addRow(words[params.lang].headers);
        const config = lottery.config as LotteryConfig;
        for (const r of rows) sheet.addRow(rowOf(toPrizeClaim(r, config, false), params.lang));
        await writeWorkbook(out, book);
        return rows.length;
      },
    };
  });
}
