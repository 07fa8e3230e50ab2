import { randomBytes } from 'node:crypto';
import {
  type Paged,
  SURVEY_IMAGE_KEY_PREFIX,
  SURVEY_IMAGES_MAX,
  type SurveyImage,
  type SurveyImageListQuery,
} from '@cairn/contract';
import { buildSurveyDocument, imageRefsOf } from '@cairn/core';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images, surveyImages, surveys } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadDesignRecords } from '../design/design-records.ts';
import { signFileUrl } from '../files/signed-url.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import type { SurveyRow } from '../projects/survey-repo.ts';
import { fileKeyOf } from '../publishing/image-check.ts';
import { loadSurveyTheme } from '../theme/theme-repo.ts';
import { type UploadPart, withStoredImages } from './store-uploads.ts';

type SurveyImageRow = typeof surveyImages.$inferSelect;
type ImageFacts = Pick<
  SurveyImageRow,
  'id' | 'originalName' | 'storageKey' | 'mime' | 'size' | 'width' | 'height' | 'createdAt'
>;

/** A fresh key of a survey image: the kind's prefix, then 96 random bits (32 hex characters in all). */
export const newSurveyImageKey = (): string =>
  SURVEY_IMAGE_KEY_PREFIX + randomBytes((32 - SURVEY_IMAGE_KEY_PREFIX.length) / 2).toString('hex');

/** Whether a file key is a survey image's (see SURVEY_IMAGE_KEY_PREFIX). */
export const isSurveyImageKey = (key: string): boolean =>
  key.length === 32 && key.startsWith(SURVEY_IMAGE_KEY_PREFIX);

function toSurveyImage(
  deps: Pick<AppDeps, 'signingKey' | 'now'>,
  row: ImageFacts,
  source: SurveyImage['source'],
  used: boolean,
): SurveyImage {
  return {
    id: row.id,
    source,
    originalName: row.originalName,
    url: signFileUrl(deps, row.storageKey),
    key: row.storageKey,
    width: row.width,
    height: row.height,
    size: row.size,
    mime: row.mime,
    createdAt: row.createdAt.toISOString(),
    used,
  };
}

/**
 * The file keys the survey's live design shows (core's `imageRefsOf`: titles, option and
 * question images, logo, header and background), whether written as a bare key or a signed link.
 */
export async function keysInDesign(db: Db, survey: SurveyRow): Promise<Set<string>> {
  const records = await loadDesignRecords(db, survey.id);
  const document = buildSurveyDocument({
    ...records,
    logic: [],
    settings: (survey.settings ?? {}) as Record<string, unknown>,
    theme: await loadSurveyTheme(db, survey.id),
    meta: { code: survey.code, version: 0, title: survey.title, lang: 'zh', publishedAt: '' },
  });
  const keys = new Set<string>();
  for (const { ref } of imageRefsOf(document)) {
    const key = fileKeyOf(ref);
    if (key) keys.add(key);
  }
  return keys;
}

/**
 * `GET surveys/image`: a page of the survey's images, newest first — its own uploads and the
 * library images its design shows — each with a fresh signed link and whether the design uses
 * it now. Read right on the survey (A1100, A0403).
 */
export async function listSurveyImages(
  deps: AppDeps,
  auth: { userId: number },
  query: SurveyImageListQuery,
): Promise<Paged<SurveyImage>> {
  const { survey } = await loadSurveyForAction(deps, auth, query.surveyCode, 'read');
  const used = await keysInDesign(deps.db, survey);
  const own =
    query.source === 'library'
      ? []
      : await deps.db.select().from(surveyImages).where(eq(surveyImages.surveyId, survey.id));
  const ownKeys = new Set(own.map((row) => row.storageKey));
  const shown = [...used].filter((key) => !ownKeys.has(key));
  const library =
    query.source === 'survey' || shown.length === 0
      ? []
      : await deps.db.select().from(images).where(inArray(images.storageKey, shown));
  const all = [
    ...own.map((row) => toSurveyImage(deps, row, 'survey', used.has(row.storageKey))),
    ...library.map((row) => toSurveyImage(deps, row, 'library', true)),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const from = (query.page - 1) * query.pageSize;
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: all.length,
    records: all.slice(from, from + query.pageSize),
  };
}

/** `GET surveys/image/{id}`: one of the survey's own images (A0404 for an id of another survey). */
export async function getSurveyImage(
  deps: AppDeps,
  auth: { userId: number },
  surveyCode: string,
  id: number,
): Promise<SurveyImage> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'read');
  const [row] = await deps.db
    .select()
    .from(surveyImages)
    .where(and(eq(surveyImages.id, id), eq(surveyImages.surveyId, survey.id)));
  if (!row) throw new AppError('A0404');
  const used = await keysInDesign(deps.db, survey);
  return toSurveyImage(deps, row, 'survey', used.has(row.storageKey));
}

/**
 * `POST surveys/image`: images uploaded for the survey itself, received and checked exactly like
 * an image library upload (store-uploads.ts), under survey image keys. Edit right on the survey
 * (A1100, A5211), checked before the files are read; at most SURVEY_IMAGES_MAX per survey (A0400).
 */
export async function uploadSurveyImages(
  deps: AppDeps,
  auth: { userId: number },
  surveyCode: string,
  parts: AsyncIterable<UploadPart>,
): Promise<SurveyImage[]> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'edit');
  return withStoredImages(deps, parts, newSurveyImageKey, (stored) =>
    deps.db.transaction(async (tx) => {
      // Serialises uploads to one survey, so two at once cannot both pass the count.
      await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, survey.id)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(surveyImages)
        .where(eq(surveyImages.surveyId, survey.id));
      if ((held?.n ?? 0) + stored.length > SURVEY_IMAGES_MAX)
        throw new AppError('A0400', `a survey keeps at most ${SURVEY_IMAGES_MAX} images`);
      const at = new Date(deps.now());
      const rows = await tx
        .insert(surveyImages)
        .values(
          stored.map((s) => ({
            surveyId: survey.id,
            uploaderId: auth.userId,
            originalName: s.originalName,
            storageKey: s.key,
            mime: s.mime,
            size: s.bytes.length,
            width: s.width,
            height: s.height,
            createdAt: at,
          })),
        )
        .returning();
      return rows.sort((a, b) => a.id - b.id).map((row) => toSurveyImage(deps, row, 'survey', false));
    }),
  );
}

/** Which of these keys are the survey's own images (a title may show them: title-image-guard.ts). */
export async function surveyImageKeysAmong(
  db: Db,
  surveyId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: surveyImages.storageKey })
    .from(surveyImages)
    .where(and(eq(surveyImages.surveyId, surveyId), inArray(surveyImages.storageKey, [...keys])));
  return new Set(rows.map((row) => row.key));
}

/**
 * A copied survey refers to the same files: it gets rows of its own for the source's images
 * (same keys), so each survey lists them and the bytes stay until the last survey is cleared.
 */
export async function copySurveyImages(db: Db, fromSurveyId: number, toSurveyId: number): Promise<void> {
  const rows = await db.select().from(surveyImages).where(eq(surveyImages.surveyId, fromSurveyId));
  if (rows.length === 0) return;
  await db
    .insert(surveyImages)
    .values(rows.map(({ id: _id, surveyId: _from, ...row }) => ({ ...row, surveyId: toSurveyId })));
}

/**
 * Drops a survey's image rows (run where the survey is deleted for good) and answers the keys
 * no other survey holds: their bytes are the caller's to remove once its transaction is done.
 */
export async function releaseSurveyImages(db: Db, surveyId: number): Promise<string[]> {
  const dropped = await db
    .delete(surveyImages)
    .where(eq(surveyImages.surveyId, surveyId))
    .returning({ key: surveyImages.storageKey });
  const keys = [...new Set(dropped.map((row) => row.key))];
  if (keys.length === 0) return [];
  const kept = await db
    .select({ key: surveyImages.storageKey })
    .from(surveyImages)
    .where(inArray(surveyImages.storageKey, keys));
  const held = new Set(kept.map((row) => row.key));
  return keys.filter((key) => !held.has(key));
}
