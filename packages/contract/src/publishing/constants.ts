/**
 * Publishing limits (spec doc 2 §8/§9). The free edition (user level 0) collects at most 1,000
 * complete responses per survey: launching once that is reached is A0215. The spec names a
 * publish count limit (A0217) without its number; ours is 100 publishes per survey on the free
 * edition, far above what one survey needs and low enough to stop a runaway script.
 */
export const FREE_RESPONSE_LIMIT = 1000;
export const FREE_PUBLISH_LIMIT = 100;

/** Named launch links per survey. */
export const MAX_LAUNCH_LINKS = 50;

/**
 * Query names the public link uses itself, so a receive parameter may not take them (A0205).
 * Compared case-insensitively.
 */
export const SYSTEM_PARAM_NAMES = [
  'source',
  'channel',
  'preview',
  'lang',
  'code',
  'token',
  'password',
  'invite',
  'rid',
] as const;

/** The public survey page of a code: `{origin}/r/{code}` (spec doc 1 §2 preview link). */
export const publicSurveyPath = (code: string) => `/r/${encodeURIComponent(code)}`;
