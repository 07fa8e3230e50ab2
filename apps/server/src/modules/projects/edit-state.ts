import type { SurveySaved, SurveySettings } from '@cairn/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import { millis } from './survey-repo.ts';

/**
 * Records a successful design edit of a survey (base info here; nodes, logic, settings, end page
 * and flow from the design calls) in one UPDATE: raises the edit version (x-node-v), sets the save
 * and update time, and applies the publishing rule of spec doc 1 §4 — an unpublished survey (0)
 * stays 0; a published (1) or ended (2) one keeps its status with `relaunch` set ("modified, not
 * published"). Optional base changes (title, settings merged key by key) go in the same UPDATE.
 * Returns the answer every edit call gives. `relaunch: false` raises the version without the
 * publishing rule, for edits respondents cannot see (emptying the trash, spec doc 1 §4).
 */
export async function markEdited(
  db: Db,
  surveyId: number,
  now: number,
  changes: { title?: string; settings?: SurveySettings; relaunch?: boolean } = {},
): Promise<SurveySaved> {
  const at = new Date(now);
  const [row] = await db
    .update(surveys)
    .set({
      editVersion: sql`${surveys.editVersion} + 1`,
      ...(changes.relaunch === false
        ? {}
        : { relaunch: sql`(${surveys.relaunch} or ${surveys.status} <> 0)`, saveTime: at }),
      updatedAt: at,
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.settings !== undefined
        ? { settings: sql`${surveys.settings} || ${JSON.stringify(changes.settings)}::jsonb` }
        : {}),
    })
    .where(eq(surveys.id, surveyId))
    .returning({
      version: surveys.editVersion,
      saveTime: surveys.saveTime,
      status: surveys.status,
      relaunch: surveys.relaunch,
    });
  if (!row) throw new Error(`survey ${surveyId} vanished during an edit`);
  return { ...row, saveTime: millis(row.saveTime), status: row.status as SurveySaved['status'] };
}
