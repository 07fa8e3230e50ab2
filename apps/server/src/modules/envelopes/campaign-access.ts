import type { RewardIssue } from '@cairn/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeCampaigns, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import type { CampaignRow } from './campaign-view.ts';

/**
 * A campaign the caller may run: unknown or deleted is A0404; then the policy's launch right on
 * the campaign's survey (A5202 for a stranger), through the one survey access check.
 */
export async function campaignForAction(
  db: Db,
  userId: number,
  id: string,
): Promise<{ row: CampaignRow; surveyCode: string }> {
  const [found] = await db
    .select({ row: envelopeCampaigns, code: surveys.code })
    .from(envelopeCampaigns)
    .innerJoin(surveys, eq(surveys.id, envelopeCampaigns.surveyId))
    .where(and(eq(envelopeCampaigns.id, id), isNull(envelopeCampaigns.deletedAt)));
  if (!found) throw new AppError('A0404');
  await loadSurveyForAction({ db }, { userId }, found.code, 'launch');
  return { row: found.row, surveyCode: found.code };
}

/** The campaign row locked for the rest of the transaction (every money move on it takes this). */
export async function lockCampaign(tx: Db, id: string): Promise<CampaignRow> {
  const [row] = await tx.select().from(envelopeCampaigns).where(eq(envelopeCampaigns.id, id)).for('update');
  if (!row) throw new AppError('A0404');
  return row;
}

/** The rules' issues as the answer: the first issue's code with its detail, all of them in data. */
export function rewardError(issues: RewardIssue[]): AppError {
  const first = issues[0]!;
  return new AppError(first.code, `${first.path.join('.')}: ${first.message}`, { issues });
}
