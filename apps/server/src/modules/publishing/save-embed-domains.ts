import { type LaunchEmbed, type LaunchEmbedBody, ZLaunchEmbedBody } from '@cairn/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

/**
 * Replaces the sites that may show the published page in a frame (settings.embedDomains; empty:
 * any site). Launch right (A5202), like the launch tab's links. The page reads it from the survey
 * row on every request (respond/frame-headers.ts), so it applies at once: it is not a design
 * change, and the survey does not become "modified, not published".
 */
export async function saveEmbedDomains(
  deps: { db: Db },
  auth: { userId: number },
  body: LaunchEmbedBody,
): Promise<LaunchEmbed> {
  const input = ZLaunchEmbedBody.parse(body);
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'launch');
  const embedDomains = [...new Set(input.domains)];
  await deps.db
    .update(surveys)
    .set({
      settings: sql`coalesce(${surveys.settings}, '{}'::jsonb) || ${JSON.stringify({ embedDomains })}::jsonb`,
    })
    .where(eq(surveys.id, survey.id));
  return { embedDomains };
}

/** The stored list, tolerating rows written before the setting existed. */
export function embedDomainsOf(settings: unknown): string[] {
  const list = (settings as { embedDomains?: unknown } | null)?.embedDomains;
  return Array.isArray(list) ? list.filter((d): d is string => typeof d === 'string') : [];
}
