import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { guessLimits } from '../src/db/schema/index.ts';
import {
  GUESS_MAX,
  GUESS_WINDOW_MS,
  mayGuess,
  pruneGuessLimits,
  recordMiss,
} from '../src/modules/respond/guess-limit.ts';
import { createTestDatabase } from './support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const T0 = Date.parse('2026-03-01T08:00:00Z');
let surveyId = 0;
// Each test counts on a survey of its own, so the shared table starts empty for it.
const nextSurvey = () => ++surveyId;

const guessLimitOf = (survey: number) => eq(guessLimits.surveyId, survey);

async function miss(survey: number, times: number, now: number, ip = '203.0.113.5') {
  for (let i = 0; i < times; i++) await recordMiss(database.db, ip, survey, now);
}

describe('guess limit, counted in the database', () => {
  it('refuses the address after GUESS_MAX misses until the window from the first miss passes', async () => {
    const survey = nextSurvey();
    const { db } = database;
    await miss(survey, GUESS_MAX - 1, T0);
    expect(await mayGuess(db, '203.0.113.5', survey, T0 + 1000)).toBe(true);
    await miss(survey, 1, T0 + 1000);
    expect(await mayGuess(db, '203.0.113.5', survey, T0 + 1000)).toBe(false);
    expect(await mayGuess(db, '203.0.113.5', survey, T0 + GUESS_WINDOW_MS - 1)).toBe(false);
    expect(await mayGuess(db, '203.0.113.5', survey, T0 + GUESS_WINDOW_MS)).toBe(true);
  });

  it('limits one address on one survey only', async () => {
    const survey = nextSurvey();
    const other = nextSurvey();
    await miss(survey, GUESS_MAX, T0);
    expect(await mayGuess(database.db, '203.0.113.5', survey, T0)).toBe(false);
    expect(await mayGuess(database.db, '203.0.113.6', survey, T0)).toBe(true);
    expect(await mayGuess(database.db, '203.0.113.5', other, T0)).toBe(true);
  });

  it('starts a new window with the first miss after the old one passed', async () => {
    const survey = nextSurvey();
    await miss(survey, GUESS_MAX, T0);
    const later = T0 + GUESS_WINDOW_MS;
    await miss(survey, GUESS_MAX - 1, later);
    expect(await mayGuess(database.db, '203.0.113.5', survey, later)).toBe(true);
    const [row] = await database.db.select().from(guessLimits).where(guessLimitOf(survey));
    expect(row).toMatchObject({ misses: GUESS_MAX - 1, windowStart: new Date(later) });
    await miss(survey, 1, later + 1);
    expect(await mayGuess(database.db, '203.0.113.5', survey, later + 1)).toBe(false);
  });

  it('loses no miss when many arrive at once (as from several server processes)', async () => {
    const survey = nextSurvey();
    await Promise.all(
      Array.from({ length: 3 * GUESS_MAX }, () => recordMiss(database.db, '203.0.113.5', survey, T0)),
    );
    const [row] = await database.db.select().from(guessLimits).where(guessLimitOf(survey));
    expect(row!.misses).toBe(3 * GUESS_MAX);
  });

  it('prunes only the rows whose window has passed', async () => {
    const survey = nextSurvey();
    await recordMiss(database.db, '198.51.100.1', survey, T0);
    await recordMiss(database.db, '198.51.100.2', survey, T0 + 1);
    const now = T0 + GUESS_WINDOW_MS;
    expect(await pruneGuessLimits(database.db, now)).toBeGreaterThanOrEqual(1);
    const left = await database.db.select().from(guessLimits).where(guessLimitOf(survey));
    expect(left.map((r) => r.ip)).toEqual(['198.51.100.2']);
    // The pruned address starts afresh; the kept one still has its miss.
    expect(await mayGuess(database.db, '198.51.100.1', survey, now)).toBe(true);
    expect(await pruneGuessLimits(database.db, now + 1)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(guessLimits).where(guessLimitOf(survey))).toEqual([]);
  });
});
