import { randomBytes } from 'node:crypto';
import { type SampleSaveBody, samplePriceFen, type ZSampleSaved } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sampleOrders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { authorWallet } from '../envelopes/create-campaign.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { cancelOrderIn, createOrder } from '../wallet/orders.ts';
import { LOCAL_PANEL_NAME } from './panel-provider.ts';
import { lockSample } from './sample-access.ts';
import { publishedQuestionCount } from './sample-read.ts';
import { toSampleOrder } from './sample-view.ts';

const newSampleId = () => `sp_${randomBytes(12).toString('base64url')}`;

/**
 * POST sample: the launch right on the survey; the survey must be published (the panel answers
 * the published version, and the price counts its questions: A0400 otherwise). A new order is
 * stored as paying with a money order for its budget; an edit (a draft or paying order of the same
 * survey) re-prices it and replaces its unpaid money order (cancelled, so it cannot be paid too).
 * `draft`: stored without a money order (status draft).
 */
export async function saveSample(
  deps: AppDeps,
  userId: number,
  body: SampleSaveBody,
): Promise<z.infer<typeof ZSampleSaved>> {
  const { survey } = await loadSurveyForAction(deps, { userId }, body.surveyCode, 'launch');
  const questions = await publishedQuestionCount(deps.db, survey.id);
  if (questions === null) throw new AppError('A0400', 'surveyCode: the survey is not published');
  const priceFen = samplePriceFen(questions, body.tags.length, body.incidence);
  const budgetFen = priceFen * body.quantity;
  const walletAccountId = await authorWallet(deps.db, userId);
  const now = deps.now();
  const fields = {
    name: body.name,
    tags: body.tags,
    quantity: body.quantity,
    incidence: body.incidence,
    questions,
    priceFen,
    budgetFen,
    status: body.draft ? ('draft' as const) : ('paying' as const),
    updatedAt: new Date(now),
  };
  return deps.db.transaction(async (tx) => {
    const id = body.id ?? newSampleId();
    if (body.id) await releaseOrder(tx, body.id, survey.id, now);
    const order = body.draft
      ? null
      : await createOrder(tx, {
          walletAccountId,
          userId,
          kind: 'sample',
          refId: id,
          amountFen: budgetFen,
          now,
        });
    const [row] = body.id
      ? await tx
          .update(sampleOrders)
          .set({ ...fields, orderId: order?.id ?? null })
          .where(eq(sampleOrders.id, id))
          .returning()
      : await tx
          .insert(sampleOrders)
          .values({
            ...fields,
            id,
            surveyId: survey.id,
            userId,
            walletAccountId,
            provider: LOCAL_PANEL_NAME,
            orderId: order?.id ?? null,
            createdAt: new Date(now),
          })
          .returning();
    if (!row) throw new Error('sample order not stored');
    return {
      sample: await toSampleOrder(tx, row, survey.code),
      order: order ? { id: order.id, amountFen: order.amountFen } : null,
    };
  });
}

/** An edit: the order must be this survey's and still draft or paying; its unpaid money order goes. */
async function releaseOrder(tx: Db, id: string, surveyId: number, now: number): Promise<void> {
  const row = await lockSample(tx, id).catch(() => null);
  if (!row || row.surveyId !== surveyId) throw new AppError('A0404');
  if (row.status !== 'draft' && row.status !== 'paying') throw new AppError('A21017');
  // Mark the row as being edited first, so the cancel hook (paying → draft) has nothing to do.
  await tx.update(sampleOrders).set({ status: 'draft' }).where(eq(sampleOrders.id, id));
  if (row.orderId && row.status === 'paying') await cancelOrderIn(tx, row.walletAccountId, row.orderId, now);
}
