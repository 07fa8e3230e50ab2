import type { SurveyWeixin } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { surveyOfficialAccounts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

async function boundRow(deps: AppDeps, surveyId: number) {
  const [row] = await deps.db
    .select()
    .from(surveyOfficialAccounts)
    .where(eq(surveyOfficialAccounts.surveyId, surveyId));
  return row;
}

/**
 * Whether the survey is bound to the configured app's official account now: a binding to another
 * account (the server was moved to another app since) does not identify anyone through this one.
 */
export async function boundToCurrentAccount(deps: AppDeps, surveyId: number): Promise<boolean> {
  const app = deps.messaging;
  if (!app) return false;
  const row = await boundRow(deps, surveyId);
  return row?.provider === app.name && row.appId === app.officialAccount.appId;
}

async function viewOf(deps: AppDeps, surveyId: number): Promise<SurveyWeixin> {
  const app = deps.messaging;
  const row = await boundRow(deps, surveyId);
  return {
    provider: app?.name ?? null,
    simulated: app?.kind === 'local',
    account: app ? { ...app.officialAccount } : null,
    bound: row
      ? {
          appId: row.appId,
          boundAt: row.boundAt.getTime(),
          current: row.provider === app?.name && row.appId === app?.officialAccount.appId,
        }
      : null,
  };
}

/** The settings area `weixin`: read right. */
export async function getSurveyWeixin(deps: AppDeps, userId: number, code: string): Promise<SurveyWeixin> {
  const { survey } = await loadSurveyForAction(deps, { userId }, code, 'read');
  return viewOf(deps, survey.id);
}

/**
 * Bind (to the configured app's account, replacing any earlier) or unbind: the launch right, as
 * for the survey's envelope campaigns whose claims it decides. A2006 without a messaging app.
 */
export async function saveSurveyWeixin(
  deps: AppDeps,
  userId: number,
  code: string,
  bind: boolean,
): Promise<SurveyWeixin> {
  const { survey } = await loadSurveyForAction(deps, { userId }, code, 'launch');
  const app = deps.messaging;
  if (!app) throw new AppError('A2006', 'no messaging app is configured');
  if (!bind) {
    await deps.db.delete(surveyOfficialAccounts).where(eq(surveyOfficialAccounts.surveyId, survey.id));
  } else {
    const values = {
      provider: app.name,
      appId: app.officialAccount.appId,
      boundBy: userId,
      boundAt: new Date(deps.now()),
    };
    await deps.db
      .insert(surveyOfficialAccounts)
      .values({ surveyId: survey.id, ...values })
      .onConflictDoUpdate({ target: surveyOfficialAccounts.surveyId, set: values });
  }
  return viewOf(deps, survey.id);
}
