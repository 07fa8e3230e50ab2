import type { Lang } from '@cairn/contract';
import type { ParagraphEdit } from '@cairn/insight';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insightEdits } from '../../db/schema/index.ts';

/** The author's edits of a survey's report in one language. */
export async function loadEdits(db: Db, surveyId: number, lang: Lang): Promise<ParagraphEdit[]> {
  return db
    .select({
      paragraphId: insightEdits.paragraphId,
      hidden: insightEdits.hidden,
      text: insightEdits.text,
      generated: insightEdits.generated,
    })
    .from(insightEdits)
    .where(and(eq(insightEdits.surveyId, surveyId), eq(insightEdits.lang, lang)));
}

/**
 * Records the generated text under rewritten paragraphs that have none yet: the paragraph call
 * carries no choices (banner, filter, level), so the text an edit was made over is the one the
 * next report build shows, which is the build the editor refreshes to at once. Later builds
 * compare with it (`stale`). Only rows still without one are written, so it happens once.
 */
export async function stampGenerated(
  db: Db,
  surveyId: number,
  lang: Lang,
  texts: ReadonlyMap<string, string>,
  edits: readonly ParagraphEdit[],
): Promise<void> {
  for (const edit of edits) {
    const generated = texts.get(edit.paragraphId);
    if (edit.text === null || edit.generated !== null || generated === undefined) continue;
    await db
      .update(insightEdits)
      .set({ generated })
      .where(
        and(
          eq(insightEdits.surveyId, surveyId),
          eq(insightEdits.lang, lang),
          eq(insightEdits.paragraphId, edit.paragraphId),
          isNotNull(insightEdits.text),
          isNull(insightEdits.generated),
        ),
      );
    edit.generated = generated;
  }
}

/** Hide/show and/or rewrite one paragraph (a new text waits for its generated stamp). */
export async function upsertEdit(
  db: Db,
  row: {
    surveyId: number;
    paragraphId: string;
    lang: Lang;
    hidden?: boolean | undefined;
    text?: string | undefined;
  },
  userId: number,
  now: Date,
): Promise<{ hidden: boolean; text: string | null }> {
  const changes = {
    ...(row.hidden !== undefined ? { hidden: row.hidden } : {}),
    ...(row.text !== undefined ? { text: row.text, generated: null } : {}),
    updatedBy: userId,
    updatedAt: now,
  };
  const [saved] = await db
    .insert(insightEdits)
    .values({
      surveyId: row.surveyId,
      paragraphId: row.paragraphId,
      lang: row.lang,
      hidden: row.hidden ?? false,
      text: row.text ?? null,
      updatedBy: userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [insightEdits.surveyId, insightEdits.paragraphId, insightEdits.lang],
      set: changes,
    })
    .returning({ hidden: insightEdits.hidden, text: insightEdits.text });
  return saved!;
}

/** Back to the generated text, shown: the edit is deleted. */
export async function deleteEdit(db: Db, surveyId: number, paragraphId: string, lang: Lang): Promise<void> {
  await db
    .delete(insightEdits)
    .where(
      and(
        eq(insightEdits.surveyId, surveyId),
        eq(insightEdits.paragraphId, paragraphId),
        eq(insightEdits.lang, lang),
      ),
    );
}
