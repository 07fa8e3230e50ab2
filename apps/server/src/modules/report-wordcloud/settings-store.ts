import { WORDCLOUD_MAX_LIST, type WordcloudSettings } from '@cairn/contract';
import { normalizeWord } from '@cairn/text';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wordcloudSettings } from '../../db/schema/index.ts';

const EMPTY: WordcloudSettings = { stopWords: [], excluded: [], userWords: [] };

/** Distinct words in the order given; stop and excluded words as they are compared (normalised). */
function distinct(words: readonly string[], normalise: (word: string) => string): string[] {
  const out = new Set<string>();
  for (const word of words) {
    const clean = normalise(word);
    if (clean !== '') out.add(clean);
  }
  return [...out];
}

/** A user dictionary word as jieba reads it: no inner spaces (a space would end the entry). */
const dictionaryWord = (word: string) => word.trim().replace(/\s+/gu, '');

export async function readSettings(db: Db, surveyId: number): Promise<WordcloudSettings> {
  const [row] = await db.select().from(wordcloudSettings).where(eq(wordcloudSettings.surveyId, surveyId));
  return row ? { stopWords: row.stopWords, excluded: row.excluded, userWords: row.userWords } : EMPTY;
}

export async function writeSettings(
  db: Db,
  surveyId: number,
  input: {
    stopWords: readonly string[];
    excluded?: readonly string[] | undefined;
    userWords: readonly string[];
  },
  userId: number,
  now: Date,
): Promise<WordcloudSettings> {
  const current = await readSettings(db, surveyId);
  const values = {
    stopWords: distinct(input.stopWords, normalizeWord),
    excluded: input.excluded ? distinct(input.excluded, normalizeWord) : current.excluded,
    userWords: distinct(input.userWords, dictionaryWord),
  };
  await db
    .insert(wordcloudSettings)
    .values({ surveyId, ...values, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: wordcloudSettings.surveyId,
      set: { ...values, updatedBy: userId, updatedAt: now },
    });
  return values;
}

/** One-click exclude and its undo; the newest exclusions kept when the list is full. */
export async function setExcluded(
  db: Db,
  surveyId: number,
  word: string,
  excluded: boolean,
  userId: number,
  now: Date,
): Promise<WordcloudSettings> {
  const current = await readSettings(db, surveyId);
  const normal = normalizeWord(word);
  const rest = current.excluded.filter((w) => w !== normal);
  const next = excluded ? [...rest, normal].slice(-WORDCLOUD_MAX_LIST) : rest;
  return writeSettings(db, surveyId, { ...current, excluded: next }, userId, now);
}
