import { FREE_PUBLISH_LIMIT, FREE_RESPONSE_LIMIT, type Lang, type LaunchAnswer } from '@cairn/contract';
import { buildSurveyDocument, diagnoseSurvey, imageRefsOf } from '@cairn/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys, surveyVersions, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadDesignRecords } from '../design/design-records.ts';
import type { FileStorage } from '../files/storage.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { countInterviewees, loadSurveyLogic, loadSurveyTheme } from './design-sources.ts';
import { checkImages } from './image-check.ts';
import { localModeration } from './moderation.ts';
import { publishStateOf } from './publish-state.ts';
import { loadWordMatcher } from './sensitive-words.ts';
import { countCompleteResponses, latestVersionNumber } from './survey-versions.ts';

/**
 * POST project/launch (spec doc 1 §4, doc 2 §8): freezes the design into survey version n+1.
 * Needs the launch right (A5202). In one transaction, with the survey row locked so a design edit
 * or a second publish waits:
 * 1. a published survey without changes (status 1, no relaunch) is answered as it is;
 * 2. a discussion project needs its interviewees (A5505);
 * 3. the free edition: at most FREE_PUBLISH_LIMIT publishes (A0217) and no publish once the
 *    survey holds FREE_RESPONSE_LIMIT complete responses (A0215);
 * 4. the document is built (trash left out) and diagnosed; any item publishes nothing and the
 *    items are answered in `errors`;
 * 5. otherwise the version row is written and the survey becomes status 1, relaunch false,
 *    launch time now.
 */
export async function launchSurvey(
  deps: { db: Db; storage: FileStorage; now: () => number },
  auth: { userId: number },
  code: string,
  lang: Lang,
): Promise<LaunchAnswer> {
  const access = await loadSurveyForAction(deps, auth, code, 'launch');
  return deps.db.transaction(async (tx) => {
    const [survey] = await tx.select().from(surveys).where(eq(surveys.id, access.survey.id)).for('update');
    if (!survey || survey.deletedAt) throw new AppError('A1100');
    const latest = await latestVersionNumber(tx, survey.id);
    if (survey.status === 1 && !survey.relaunch && latest !== null)
      return { ...publishStateOf(survey, latest), errors: [] };

    if (survey.projectType === 1 && (await countInterviewees(tx, survey.id)) === 0)
      throw new AppError('A5505');
    const [owner] = await tx.select().from(users).where(eq(users.id, survey.ownerId));
    if (!owner) throw new AppError('A1100');
    if (owner.level === 0) {
      if ((latest ?? 0) >= FREE_PUBLISH_LIMIT)
        throw new AppError(
          'A0217',
          `the free edition publishes a survey at most ${FREE_PUBLISH_LIMIT} times`,
        );
      if ((await countCompleteResponses(tx, survey.id)) >= FREE_RESPONSE_LIMIT) throw new AppError('A0215');
    }

    const now = new Date(deps.now());
    const version = (latest ?? 0) + 1;
    const records = await loadDesignRecords(tx, survey.id);
    const settings = (survey.settings ?? {}) as Record<string, unknown>;
    const document = buildSurveyDocument({
      ...records,
      logic: await loadSurveyLogic(tx, survey.id),
      settings,
      theme: await loadSurveyTheme(tx, survey.id),
      meta: {
        code: survey.code,
        version,
        title: survey.title,
        // The survey's page language decides, never the publisher's interface (issue 18 item 7);
        // every survey has one (set at creation, migration 0023), 'zh' being the setting's default.
        lang: settings.lang === 'en' ? 'en' : 'zh',
        publishedAt: now.toISOString(),
      },
    });
    const words = await loadWordMatcher(tx);
    const images = await checkImages(
      { db: tx, storage: deps.storage },
      imageRefsOf(document).map((r) => r.ref),
      localModeration(words),
    );
    const errors = diagnoseSurvey(document, {
      lang,
      words,
      images,
      authorHasMobile: Boolean(owner.mobile?.trim()),
    });
    if (errors.length > 0) return { ...publishStateOf(survey, latest), errors };

    await tx.insert(surveyVersions).values({
      surveyId: survey.id,
      version,
      document,
      publishedAt: now,
      publisherId: auth.userId,
    });
    const [updated] = await tx
      .update(surveys)
      .set({ status: 1, relaunch: false, launchTime: now, updatedAt: now })
      .where(eq(surveys.id, survey.id))
      .returning();
    return { ...publishStateOf(updated!, version), errors: [] };
  });
}
