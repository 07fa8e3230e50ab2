import type { QuotaView } from '@cairn/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotas } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { toQuotaView } from './quota-store.ts';

/** The survey's quotas in their order, with real progress (read right). */
export async function listQuotas(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
): Promise<QuotaView[]> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'read');
  const rows = await deps.db
    .select()
    .from(quotas)
    .where(eq(quotas.surveyId, survey.id))
    .orderBy(asc(quotas.position), asc(quotas.id));
  return rows.map(toQuotaView);
}
