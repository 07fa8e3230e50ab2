import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LotteryConfig, LotteryResultView } from '@cairn/contract';
import { resolveSurveySettings } from '@cairn/core';
import { and, desc, eq } from 'drizzle-orm';
import { lotteries, lotteryEntries, lotteryWinners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyTarget } from '../respond/survey-target.ts';
import { type LotteryResult, resultOf } from './draw-at-submit.ts';

type TicketDeps = Pick<AppDeps, 'db' | 'signingKey'>;

/**
 * The result ticket of an after-close lottery's participant (issue 23): `{surveyCode}.{responseId}.{mac}`,
 * the mac an HMAC-SHA256 of both under the server's signing key, so only the end page that
 * finished the response can have given it (the response id is the respondent's secret, as for
 * claim tickets); nothing is stored. lottery/result reads it.
 */
const macOf = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(`lottery-result:${payload}`).digest('base64url').slice(0, 32);

export function resultTicket(key: Uint8Array, surveyCode: string, responseId: string): string {
  const payload = `${surveyCode}.${responseId}`;
  return `${payload}.${macOf(key, payload)}`;
}

function readTicket(key: Uint8Array, ticket: string): { surveyCode: string; responseId: string } | null {
  const [surveyCode, responseId, mac, ...rest] = ticket.split('.');
  if (!surveyCode || !responseId || !mac || rest.length > 0) return null;
  const expected = Buffer.from(macOf(key, `${surveyCode}.${responseId}`));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { surveyCode, responseId }
    : null;
}

/**
 * The receipt's lottery with the result ticket added while its after-close draw is to come, and for
 * a physical prize won: its result page later shows the shipping and the tracking number.
 */
export function withResultTicket(
  key: Uint8Array,
  surveyCode: string,
  responseId: string,
  lottery: LotteryResult | undefined,
): LotteryResult | undefined {
  if (!lottery) return lottery;
  const followed = lottery.pending || (lottery.won && lottery.kind === 'physical');
  return { ...lottery, resultTicket: followed ? resultTicket(key, surveyCode, responseId) : null };
}

/**
 * GET lottery/result: the participant's result by ticket (A0404 for a forged or unknown one):
 * pending with the draw's time until the lottery is drawn (the housekeeping sweep draws it at its
 * end time, or the author by hand), then won with the prize, its claim's status and, once shipped,
 * the tracking number, or lost.
 */
export async function lotteryResultByTicket(deps: TicketDeps, ticket: string): Promise<LotteryResultView> {
  const keyOf = readTicket(deps.signingKey, ticket);
  if (!keyOf) throw new AppError('A0404');
  const target = await loadSurveyTarget(deps.db, keyOf.surveyCode);
  if (!target) throw new AppError('A0404');
  const [row] = await deps.db
    .select({ lottery: lotteries })
    .from(lotteryEntries)
    .innerJoin(lotteries, eq(lotteries.id, lotteryEntries.lotteryId))
    .where(
      and(eq(lotteryEntries.surveyId, target.survey.id), eq(lotteryEntries.responseId, keyOf.responseId)),
    )
    .orderBy(desc(lotteryEntries.id))
    .limit(1);
  if (!row || row.lottery.deletedAt) throw new AppError('A0404');
  const config = row.lottery.config as LotteryConfig;
  const result = await resultOf(deps.db, row.lottery, keyOf.responseId);
  const won = result.won && result.kind !== null && result.claimToken !== null;
  const [winner] = won
    ? await deps.db
        .select({
          status: lotteryWinners.status,
          trackingNo: lotteryWinners.trackingNo,
          shippedAt: lotteryWinners.shippedAt,
        })
        .from(lotteryWinners)
        .where(
          and(eq(lotteryWinners.lotteryId, row.lottery.id), eq(lotteryWinners.responseId, keyOf.responseId)),
        )
    : [];
  return {
    state: result.pending ? 'pending' : won ? 'won' : 'lost',
    lotteryName: row.lottery.name,
    lang: resolveSurveySettings({ lang: target.document.lang, ...target.document.settings }).lang,
    drawAt: config.endAt,
    drawnAt: row.lottery.drawnAt?.getTime() ?? null,
    surveyCode: keyOf.surveyCode,
    responseId: keyOf.responseId,
    prize: won
      ? {
          name: result.prizeName ?? '',
          kind: result.kind!,
          amountFen: result.amountFen,
          claimFields: result.claimFields,
          claimToken: result.claimToken!,
          status: winner?.status ?? 'won',
          trackingNo: winner?.trackingNo ?? null,
          shippedAt: winner?.shippedAt?.getTime() ?? null,
        }
      : null,
  };
}
