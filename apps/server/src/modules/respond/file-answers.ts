import type { CompiledSurvey } from '@cairn/core';
import { nodeIdOfKey } from '@cairn/core/logic/evaluate-flow';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { respondentFiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isFileKey } from '../files/storage.ts';
import { fileNodeIds } from './file-rules.ts';

interface Reference {
  key: string;
  nodeId: number;
  url: string;
  /** Upload answers repeat the file's name and size, which core's check reads: they must match. */
  name?: unknown;
  size?: unknown;
}

/** The file references of one answer (an upload's list, or a signature's / recording's object). */
function referencesOf(key: string, nodeId: number, value: unknown): Reference[] {
  const items = Array.isArray(value) ? value : [value];
  const out: Reference[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { url, name, size } = item as Record<string, unknown>;
    if (typeof url !== 'string') continue;
    out.push(Array.isArray(value) ? { key, nodeId, url, name, size } : { key, nodeId, url });
  }
  return out;
}

/**
 * The answer keys that reference a file not uploaded for this survey, this response id and this
 * question (or, for uploads, with another name or size than stored). Answers to other questions
 * are not looked at, and a survey without file questions (or answers without references) costs no
 * query. Save and submit refuse such answers with A0400 naming the keys.
 */
export async function foreignFileAnswers(
  db: Db,
  surveyId: number,
  /** The response id, and any earlier ids the same page sent these answers under (A0311). */
  responseId: string | readonly string[],
  answers: Readonly<Record<string, unknown>>,
  compiled: CompiledSurvey,
): Promise<string[]> {
  const fileNodes = fileNodeIds(compiled);
  if (fileNodes.size === 0) return [];
  const refs: Reference[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const nodeId = nodeIdOfKey(key);
    if (fileNodes.has(nodeId)) refs.push(...referencesOf(key, nodeId, value));
  }
  const keys = [...new Set(refs.map((r) => r.url).filter(isFileKey))];
  if (refs.length === 0) return [];
  const rows =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(respondentFiles)
          .where(and(eq(respondentFiles.surveyId, surveyId), inArray(respondentFiles.storageKey, keys)));
  const stored = new Map(rows.map((row) => [row.storageKey, row]));
  const owners = new Set(
    (typeof responseId === 'string' ? [responseId] : responseId).map((id) => id.toLowerCase()),
  );
  const problems = new Set<string>();
  for (const ref of refs) {
    const row = stored.get(ref.url);
    const fits =
      row !== undefined &&
      owners.has(row.responseId) &&
      row.nodeId === ref.nodeId &&
      (ref.name === undefined || ref.name === row.originalName) &&
      (ref.size === undefined || ref.size === row.size);
    if (!fits) problems.add(ref.key);
  }
  return [...problems];
}

/** A0400 naming the answer keys that reference files of another response or question. */
export async function refuseForeignFiles(...args: Parameters<typeof foreignFileAnswers>): Promise<void> {
  const keys = await foreignFileAnswers(...args);
  if (keys.length > 0)
    throw new AppError('A0400', `answers ${keys.join(', ')}`, {
      problems: keys.map((key) => ({ code: 'foreign_file', key })),
    });
}
