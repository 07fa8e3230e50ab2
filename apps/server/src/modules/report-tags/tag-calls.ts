import type {
  Tag,
  TagAnswerPage,
  TagApplyResult,
  TagColumn,
  TagColumnList,
  TagStats,
  ZTagAnswersQuery,
  ZTagApplyBody,
  ZTagAssignBody,
  ZTagCreateBody,
  ZTagStatsBody,
  ZTagUpdateBody,
} from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { openTagAnswers, openTags, responses } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { reportEngineFor } from '../report/engine/report-engine.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import type { TagAnswerRecord, TagCounts, tagApply } from '../report/tags/tag-compute.ts';
import type { TagAsk, TagRequest } from '../report/tags/tag-ops.ts';
import { activeScheme } from '../report-weighting/scheme-store.ts';
import { type Survey, surveyForTags } from './tag-access.ts';
import { assertNameFree, columnTags, liveTags, tagOf, tagView, uniqueName } from './tag-store.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };
type Ask = TagAsk & Partial<Pick<TagRequest, 'filter' | 'weighted' | 'scheme'>>;

/** Asks the report worker's tag op; null when the survey was never published. */
async function askTags<T>(
  deps: Deps,
  survey: Survey,
  ask: Ask,
): Promise<{ version: number; result: T } | null> {
  const request = { op: 'tags', surveyId: survey.id, filter: null, weighted: false, ...ask } as TagRequest;
  const answer = await reportEngineFor(deps).ask(survey.id, request);
  return answer && { version: answer.version, result: answer.result as T };
}

export async function tagColumnList(deps: Deps, auth: Auth, surveyCode: string): Promise<TagColumnList> {
  const survey = await surveyForTags(deps, auth, surveyCode);
  const answer = await askTags<TagColumn[]>(deps, survey, { query: 'columns' });
  return answer ? { version: answer.version, columns: answer.result } : { version: null, columns: [] };
}

async function assertColumn(deps: Deps, survey: Survey, columnKey: string): Promise<void> {
  const answer = await askTags<TagColumn[]>(deps, survey, { query: 'columns' });
  if (!answer?.result.some((column) => column.key === columnKey))
    throw new AppError('A0404', `the published survey has no open column ${columnKey}`);
}

export async function tagList(deps: Deps, auth: Auth, surveyCode: string, columnKey: string): Promise<Tag[]> {
  const survey = await surveyForTags(deps, auth, surveyCode);
  return (await liveTags(deps.db, survey.id, columnKey)).map(tagView);
}

export async function tagCreate(deps: Deps, auth: Auth, body: z.output<typeof ZTagCreateBody>): Promise<Tag> {
  const survey = await surveyForTags(deps, auth, body.surveyCode);
  await assertColumn(deps, survey, body.columnKey);
  await assertNameFree(deps.db, survey.id, body.columnKey, body.name);
  const now = new Date(deps.now());
  const [row] = await uniqueName(body.name, () =>
    deps.db
      .insert(openTags)
      .values({
        surveyId: survey.id,
        columnKey: body.columnKey,
        name: body.name,
        color: body.color ?? null,
        rule: body.rule ?? null,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  return tagView(row!);
}

export async function tagUpdate(deps: Deps, auth: Auth, body: z.output<typeof ZTagUpdateBody>): Promise<Tag> {
  const survey = await surveyForTags(deps, auth, body.surveyCode);
  const tag = await tagOf(deps.db, survey.id, body.id);
  await assertNameFree(deps.db, survey.id, tag.columnKey, body.name, tag.id);
  const [row] = await uniqueName(body.name, () =>
    deps.db
      .update(openTags)
      .set({
        name: body.name,
        ...(body.color === undefined ? {} : { color: body.color }),
        ...(body.rule === undefined ? {} : { rule: body.rule }),
        updatedAt: new Date(deps.now()),
      })
      .where(eq(openTags.id, tag.id))
      .returning(),
  );
  return tagView(row!);
}

/** Deleting keeps the row (and its choices by hand) so the undo can restore it whole. */
export async function tagRemove(deps: Deps, auth: Auth, surveyCode: string, id: number): Promise<Tag> {
  const survey = await surveyForTags(deps, auth, surveyCode);
  const tag = await tagOf(deps.db, survey.id, id);
  const [row] = await deps.db
    .update(openTags)
    .set({ deletedAt: new Date(deps.now()) })
    .where(eq(openTags.id, tag.id))
    .returning();
  return tagView(row!);
}

export async function tagRestore(deps: Deps, auth: Auth, surveyCode: string, id: number): Promise<Tag> {
  const survey = await surveyForTags(deps, auth, surveyCode);
  const tag = await tagOf(deps.db, survey.id, id, false);
  await assertNameFree(deps.db, survey.id, tag.columnKey, tag.name);
  const [row] = await uniqueName(tag.name, () =>
    deps.db.update(openTags).set({ deletedAt: null }).where(eq(openTags.id, tag.id)).returning(),
  );
  return tagView(row!);
}

export async function tagAssign(
  deps: Deps,
  auth: Auth,
  body: z.output<typeof ZTagAssignBody>,
): Promise<{ changed: number }> {
  const survey = await surveyForTags(deps, auth, body.surveyCode);
  const tag = await tagOf(deps.db, survey.id, body.tagId);
  if (tag.columnKey !== body.answerKey)
    throw new AppError('A0404', `tag ${tag.id} belongs to column ${tag.columnKey}, not ${body.answerKey}`);
  const ids = [...new Set(body.responseIds)];
  const found = await deps.db
    .select({ id: responses.id })
    .from(responses)
    .where(and(eq(responses.surveyId, survey.id), inArray(responses.id, ids)));
  if (found.length !== ids.length) {
    const known = new Set(found.map((row) => row.id));
    throw new AppError('A0404', `the survey has no response ${ids.find((id) => !known.has(id))}`);
  }
  if (body.action === 'reset') {
    const gone = await deps.db
      .delete(openTagAnswers)
      .where(and(eq(openTagAnswers.tagId, tag.id), inArray(openTagAnswers.responseId, ids)))
      .returning({ id: openTagAnswers.responseId });
    return { changed: gone.length };
  }
  const tagged = body.action === 'tag';
  const now = new Date(deps.now());
  const written = await deps.db
    .insert(openTagAnswers)
    .values(
      ids.map((responseId) => ({
        tagId: tag.id,
        responseId,
        answerKey: tag.columnKey,
        tagged,
        createdBy: auth.userId,
        createdAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [openTagAnswers.tagId, openTagAnswers.responseId],
      set: { tagged, createdBy: auth.userId, createdAt: now },
    })
    .returning({ id: openTagAnswers.responseId });
  return { changed: written.length };
}

export async function tagApplyRules(
  deps: Deps,
  auth: Auth,
  body: z.output<typeof ZTagApplyBody>,
): Promise<TagApplyResult> {
  const survey = await surveyForTags(deps, auth, body.surveyCode);
  await assertColumn(deps, survey, body.columnKey);
  const [column] = await columnTags(deps.db, survey.id, body.columnKey);
  if (body.tagIds) {
    const ids = new Set(column!.tags.map((tag) => tag.id));
    const missing = body.tagIds.find((id) => !ids.has(id));
    if (missing !== undefined) throw new AppError('A0404', `the column has no tag ${missing}`);
    const wanted = new Set(body.tagIds);
    column!.tags = column!.tags.filter((tag) => wanted.has(tag.id));
    column!.manual = column!.manual.filter((choice) => wanted.has(choice.tagId));
  }
  const answer = await askTags<ReturnType<typeof tagApply>>(deps, survey, {
    query: 'apply',
    column: column!,
  });
  if (!answer?.result)
    throw new AppError('A0404', `the published survey has no open column ${body.columnKey}`);
  const { matched, agreeing } = answer.result;
  const cleared = new Map<number, number>();
  for (const { tagId, responseId } of agreeing) {
    await deps.db
      .delete(openTagAnswers)
      .where(and(eq(openTagAnswers.tagId, tagId), eq(openTagAnswers.responseId, responseId)));
    cleared.set(tagId, (cleared.get(tagId) ?? 0) + 1);
  }
  return { tags: matched.map(({ id, matched: n }) => ({ id, matched: n, cleared: cleared.get(id) ?? 0 })) };
}

/** Counts per tag over the filter's answered rows; weighted by the active scheme when asked. */
export async function tagStatsOf(
  deps: Deps,
  survey: Survey,
  userId: number,
  body: Pick<z.output<typeof ZTagStatsBody>, 'columnKey' | 'filterId' | 'weighted'>,
): Promise<TagStats> {
  const [filter, scheme, columns] = await Promise.all([
    resolveFilter(deps.db, survey.id, userId, body.filterId),
    body.weighted ? activeScheme(deps.db, survey.id) : null,
    columnTags(deps.db, survey.id, body.columnKey),
  ]);
  const column = columns[0]!;
  const answer = await askTags<(TagCounts & { weighted: boolean }) | null>(deps, survey, {
    query: 'stats',
    column,
    filter: filter.definition,
    // No active scheme: unweighted (the stored weights are not a scheme's).
    weighted: body.weighted === true && scheme !== null,
    scheme,
  });
  if (!answer?.result)
    throw new AppError('A0404', `the published survey has no open column ${body.columnKey}`);
  const { base, unweightedBase, counts, weighted } = answer.result;
  const byId = new Map(column.tags.map((tag) => [tag.id, tag]));
  const view = ({ id, count, unweightedCount }: TagCounts['counts'][number]) => ({
    id,
    name: byId.get(id)?.name ?? '',
    color: byId.get(id)?.color ?? null,
    count,
    unweightedCount,
    percent: base > 0 ? (count / base) * 100 : null,
  });
  return {
    version: answer.version,
    columnKey: body.columnKey,
    base,
    unweightedBase,
    weighted,
    schemeId: weighted ? (scheme?.id ?? null) : null,
    filterId: filter.id,
    tags: counts.filter((c) => c.id !== 0).map(view),
    untagged: view(counts.find((c) => c.id === 0)!),
  };
}

export async function tagStats(
  deps: Deps,
  auth: Auth,
  body: z.output<typeof ZTagStatsBody>,
): Promise<TagStats> {
  const survey = await surveyForTags(deps, auth, body.surveyCode);
  return tagStatsOf(deps, survey, auth.userId, body);
}

/** A page of answers; `limit` overrides the page (the export reads them all). */
export async function tagAnswersOf(
  deps: Deps,
  survey: Survey,
  userId: number,
  query: Omit<z.output<typeof ZTagAnswersQuery>, 'surveyCode'>,
): Promise<TagAnswerPage> {
  const [filter, columns] = await Promise.all([
    resolveFilter(deps.db, survey.id, userId, query.filterId),
    columnTags(deps.db, survey.id, query.columnKey),
  ]);
  const column = columns[0]!;
  if (query.tagId !== undefined && !column.tags.some((tag) => tag.id === query.tagId))
    throw new AppError('A0404', `the column has no tag ${query.tagId}`);
  const answer = await askTags<{ total: number; records: TagAnswerRecord[] } | null>(deps, survey, {
    query: 'answers',
    column,
    filter: filter.definition,
    tagId: query.tagId,
    untagged: query.untagged,
    page: { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  });
  if (!answer?.result)
    throw new AppError('A0404', `the published survey has no open column ${query.columnKey}`);
  return { page: query.page, pageSize: query.pageSize, ...answer.result };
}

export async function tagAnswers(
  deps: Deps,
  auth: Auth,
  query: z.output<typeof ZTagAnswersQuery>,
): Promise<TagAnswerPage> {
  const survey = await surveyForTags(deps, auth, query.surveyCode);
  return tagAnswersOf(deps, survey, auth.userId, query);
}
