import { AnswerFrequency, type ResolvedSurveySettings } from '@cairn/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses, surveys } from '../../db/schema/index.ts';
import { claimInviteCode } from '../settings/invite-claim.ts';
import { loadAccessFacts, type Visitor } from './access-facts.ts';
import { closedState, inviteState, needsCount } from './access-state.ts';
import { recordMiss } from './guess-limit.ts';
import { takeQuotaPlaces } from './quota-apply.ts';
import type { ResponseRow } from './response-row.ts';
import type { SurveyTarget } from './survey-target.ts';

/** Something a concurrent submission may change between the gate and the write. */
export function needsGuard(settings: ResolvedSurveySettings, target: SurveyTarget): boolean {
  return (
    needsCount(settings, target.ownerLevel === 0) ||
    settings.inviteCodes ||
    target.hasQuotas ||
    settings.deviceFrequency !== AnswerFrequency.Unlimited ||
    settings.ipFrequency !== AnswerFrequency.Unlimited
  );
}

export interface GuardedSubmit {
  target: SurveyTarget;
  settings: ResolvedSurveySettings;
  visitor: Visitor;
  inviteCode: string | undefined;
  outcome: 'complete' | 'screen_out';
  answers: Record<string, unknown>;
  /** Every column of the finished row but survey id, status and invitation code. */
  values: Omit<typeof responses.$inferInsert, 'surveyId' | 'status' | 'inviteCodeId'>;
  now: Date;
}

/** Thrown inside the transaction to roll it back when another request finished this id first. */
const FINISHED_ELSEWHERE = Symbol('finished elsewhere');

/**
 * A submission whose rules depend on other submissions, in one transaction. Parallel requests
 * with one response id (a page retrying, a double click) queue on a lock of that id, and a
 * request that then finds the id finished writes nothing: it would otherwise claim its own
 * invitation code and quota places for a row it does not store (issue 18 item 4: one id sent
 * 10 times at once took 5–9 places). Then the caps re-counted under a lock on the survey row, the frequency limits re-read under a lock per device and per
 * address (two parallel submits from one device cannot both pass a once-only limit), the
 * invitation code claimed, quota places taken (a full quota screens out), and the row written
 * with an upsert that only replaces a partial row. Any refusal rolls all of it back. Answers the
 * written row, or null when a concurrent request with the same id finished first.
 */
export async function submitGuarded(
  db: Db,
  s: GuardedSubmit,
  refused: (state: { message: string }) => Error,
) {
  const { target, settings, visitor } = s;
  const surveyId = target.survey.id;
  let inviteMissed = false;
  try {
    return await db.transaction(async (tx) => write(tx));
  } catch (error) {
    if (error === FINISHED_ELSEWHERE) return null;
    // Counted after the rollback, on the database itself: inside the transaction the count would
    // be rolled back with it (and on PGlite a second connection would wait for it forever).
    if (inviteMissed) await recordMiss(db, visitor.ip, surveyId, s.now.getTime());
    throw error;
  }

  async function write(tx: Db): Promise<ResponseRow> {
    // First of every lock this transaction takes, so the order stays fixed (no crosswise waits).
    await tx.execute(sql`select pg_advisory_xact_lock(${surveyId}, hashtext(${`r:${s.values.id}`}))`);
    if (await finishedAlready(tx, surveyId, s.values.id)) throw FINISHED_ELSEWHERE;
    if (needsCount(settings, target.ownerLevel === 0))
      await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId)).for('update');
    // Fixed order (device, then address) so two submissions never wait on each other crosswise.
    if (settings.deviceFrequency !== AnswerFrequency.Unlimited && visitor.deviceId)
      await tx.execute(sql`select pg_advisory_xact_lock(${surveyId}, hashtext(${`d:${visitor.deviceId}`}))`);
    if (settings.ipFrequency !== AnswerFrequency.Unlimited)
      await tx.execute(sql`select pg_advisory_xact_lock(${surveyId}, hashtext(${`i:${visitor.ip}`}))`);
    const facts = await loadAccessFacts(tx, target, settings, visitor, s.now.getTime());
    const closed = closedState(settings, { ...facts, status: 1 });
    if (closed) throw refused(closed);
    let inviteCodeId: number | null = null;
    if (settings.inviteCodes) {
      inviteCodeId = await claimInviteCode(tx, surveyId, s.inviteCode ?? '', s.now);
      if (inviteCodeId === null) {
        inviteMissed = true;
        throw refused(inviteState(settings.lang, target.document.title, true));
      }
    }
    let status: 'complete' | 'screened_out' = s.outcome === 'screen_out' ? 'screened_out' : 'complete';
    const quota = status === 'complete' ? await takeQuotaPlaces(tx, surveyId, s.answers) : { placed: [] };
    const screenedByQuota = 'screenedBy' in quota ? quota.screenedBy : null;
    if (screenedByQuota !== null) status = 'screened_out';
    const quotaPlaces = 'placed' in quota ? quota.placed : [];
    const values = { ...s.values, status, inviteCodeId, screenedByQuota, quotaPlaces };
    const [written] = await tx
      .insert(responses)
      .values({ surveyId, ...values })
      .onConflictDoUpdate({
        target: [responses.surveyId, responses.id],
        set: values,
        setWhere: eq(responses.status, 'partial'),
      })
      .returning();
    // Not reached while the lock above holds; kept so that nothing taken here survives a row
    // this request did not write, whatever path gets there.
    if (!written) throw FINISHED_ELSEWHERE;
    return written;
  }
}

async function finishedAlready(tx: Db, surveyId: number, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ status: responses.status })
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), eq(responses.id, id)));
  return row !== undefined && row.status !== 'partial';
}
