import type { FileLink, QuestionBoard } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { respondentFiles } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { signFileUrl } from '../../files/signed-url.ts';

type Deps = Pick<AppDeps, 'signingKey' | 'now'> & { db: Db };

/**
 * The board's file lists carry storage keys (the analysis cells); people need the file's name and
 * a link that opens it. Names come from respondent_files (the name the respondent's device gave),
 * links are signed for an hour like every designer file link (files/signed-url.ts).
 */
export async function withFileLinks(
  deps: Deps,
  surveyId: number,
  questions: QuestionBoard[],
): Promise<QuestionBoard[]> {
  const keys = new Set<string>();
  for (const question of questions)
    for (const part of question.parts)
      if (part.type === 'file') for (const item of part.items) for (const key of item.files) keys.add(key);
  if (keys.size === 0) return questions;
  const rows = await deps.db
    .select({ key: respondentFiles.storageKey, name: respondentFiles.originalName })
    .from(respondentFiles)
    .where(and(eq(respondentFiles.surveyId, surveyId), inArray(respondentFiles.storageKey, [...keys])));
  const names = new Map(rows.map((row) => [row.key, row.name]));
  // A key without a row (its file removed with its response): named by the key, no link.
  const linkOf = (key: string): FileLink => {
    const name = names.get(key);
    return name === undefined ? { key, name: key, url: null } : { key, name, url: signFileUrl(deps, key) };
  };
  return questions.map((question) => ({
    ...question,
    parts: question.parts.map((part) =>
      part.type === 'file'
        ? { ...part, items: part.items.map((item) => ({ ...item, links: item.files.map(linkOf) })) }
        : part,
    ),
  }));
}
