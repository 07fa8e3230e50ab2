import type { FilterView, Lang } from '@cairn/contract';
import type { Db } from '../../../db/client.ts';
import { reportFilters } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';
import { findFilterRow, selectedFilterId, viewOf } from './filter-store.ts';

/** What a copy's name adds, in the caller's language. */
const COPY_SUFFIX: Record<Lang, string> = { zh: '（副本）', en: ' (copy)' };
/** A filter's name is at most this long (contract ZFilterSaveBody). */
const NAME_MAX = 50;

/** `<name> (copy)`, the name cut (by code points) so the whole stays within a filter name's length. */
export function copyName(name: string, lang: Lang): string {
  const suffix = COPY_SUFFIX[lang];
  const room = NAME_MAX - [...suffix].length;
  return `${[...name].slice(0, room).join('').trimEnd()}${suffix}`;
}

/**
 * Copies a saved filter of the survey (report right; another survey's or a missing id is A0404).
 * The copy is the survey's like the original, with the same definition and creator; the
 * caller's selection stays as it was.
 */
export async function copyFilter(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  surveyCode: string,
  id: number,
  lang: Lang,
): Promise<FilterView> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const source = await findFilterRow(deps.db, survey.id, id);
  if (!source) throw new AppError('A0404', `filter ${id}`);
  const now = new Date(deps.now());
  const [row] = await deps.db
    .insert(reportFilters)
    .values({
      surveyId: survey.id,
      name: copyName(source.name, lang),
      definition: source.definition,
      createdBy: source.createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return viewOf(row!, await selectedFilterId(deps.db, auth.userId, survey.id));
}
