import { createWordMatcher, type WordMatcher } from '@cairn/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sensitiveWords, systemSettings } from '../../db/schema/index.ts';
import { DEFAULT_SENSITIVE_WORDS } from './default-words.ts';

const SEEDED_KEY = 'sensitive_words_seeded';

/** Words are stored trimmed and in lower case (matching ignores case). */
export const normaliseWord = (word: string) => word.trim().toLowerCase();

/**
 * Puts the default list in once per database. The marker in system_settings makes it once ever,
 * not "whenever the table is empty", so an operator who removes every word is not overruled.
 */
export async function ensureDefaultWords(db: Db): Promise<void> {
  const marked = await db
    .insert(systemSettings)
    .values({ key: SEEDED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: systemSettings.key });
  if (marked.length === 0) return;
  await db
    .insert(sensitiveWords)
    .values(DEFAULT_SENSITIVE_WORDS.map((word) => ({ word: normaliseWord(word) })))
    .onConflictDoNothing();
}

export async function listWords(db: Db): Promise<string[]> {
  await ensureDefaultWords(db);
  const rows = await db
    .select({ word: sensitiveWords.word })
    .from(sensitiveWords)
    .orderBy(asc(sensitiveWords.word));
  return rows.map((r) => r.word);
}

/** Adds words; answers those that were new. */
export async function addWords(db: Db, words: readonly string[]): Promise<string[]> {
  await ensureDefaultWords(db);
  const clean = [...new Set(words.map(normaliseWord).filter((w) => w !== ''))];
  if (clean.length === 0) return [];
  const rows = await db
    .insert(sensitiveWords)
    .values(clean.map((word) => ({ word })))
    .onConflictDoNothing()
    .returning({ word: sensitiveWords.word });
  return rows.map((r) => r.word);
}

/** Removes words; answers those that were on the list. */
export async function removeWords(db: Db, words: readonly string[]): Promise<string[]> {
  await ensureDefaultWords(db);
  const clean = [...new Set(words.map(normaliseWord).filter((w) => w !== ''))];
  if (clean.length === 0) return [];
  const rows = await db
    .delete(sensitiveWords)
    .where(clean.length === 1 ? eq(sensitiveWords.word, clean[0]!) : inArray(sensitiveWords.word, clean))
    .returning({ word: sensitiveWords.word });
  return rows.map((r) => r.word);
}

/** The current list as a one-pass matcher (read per publish, so every server process agrees). */
export async function loadWordMatcher(db: Db): Promise<WordMatcher> {
  return createWordMatcher(await listWords(db));
}
