import { SCREENSHOTS_ON } from './browser.ts';

/**
 * The locales a journey file runs its journeys in: the first one it names, or all of them with
 * E2E_ALL_LOCALES=1 or when taking screenshots (`npm run screenshots`, where a person looks at
 * both languages). A journey asserts the same steps in each language; running every one twice
 * was a sixth of the browser phase, while the other language's strings are proven by the
 * locales' key-parity test and `screens.spec.ts` walks the shell in both. Files alternate which
 * language comes first, so `npm test` runs journeys in each.
 */
export function journeyLocales<T>(all: readonly T[]): T[] {
  return process.env.E2E_ALL_LOCALES === '1' || SCREENSHOTS_ON ? [...all] : all.slice(0, 1);
}
