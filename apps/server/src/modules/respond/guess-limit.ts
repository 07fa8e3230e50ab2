/**
 * Wrong passwords and invitation codes per address and survey: after GUESS_MAX wrong tries in
 * GUESS_WINDOW_MS the address is answered A2032 for that survey until the window passes, so a
 * survey password or the code list cannot be guessed by trying (a password of 6 digits would
 * otherwise fall in minutes). In memory: one process; a restart forgets, which only helps the
 * respondent. Bounded by dropping the oldest entries.
 */
export const GUESS_MAX = 10;
export const GUESS_WINDOW_MS = 10 * 60_000;
const MAX_ENTRIES = 50_000;

const misses = new Map<string, { count: number; since: number }>();

function keyOf(ip: string, surveyId: number) {
  return `${surveyId}|${ip}`;
}

/** Whether this address may try another password or code on this survey now. */
export function mayGuess(ip: string, surveyId: number, now: number): boolean {
  const entry = misses.get(keyOf(ip, surveyId));
  if (!entry || now - entry.since >= GUESS_WINDOW_MS) return true;
  return entry.count < GUESS_MAX;
}

export function recordMiss(ip: string, surveyId: number, now: number): void {
  const key = keyOf(ip, surveyId);
  const entry = misses.get(key);
  if (!entry || now - entry.since >= GUESS_WINDOW_MS) misses.set(key, { count: 1, since: now });
  else entry.count++;
  if (misses.size > MAX_ENTRIES) misses.delete(misses.keys().next().value as string);
}
