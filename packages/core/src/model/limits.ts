/** Business limits enforced by core (questions) and the server (surveys), in one place. */

/** A0211: questions (model Question nodes, trash excluded) in one survey. */
export const MAX_QUESTIONS_PER_SURVEY = 1000;

/**
 * A0124: logic rules in one survey. A rule or two per question of a full survey (1,000) is far
 * beyond what authors write, and keeps the checks (which read every rule) and the respondent
 * engine cheap.
 */
export const MAX_LOGIC_RULES_PER_SURVEY = 2000;

/** A0210: surveys a free (level 0) account may own. */
export const MAX_SURVEYS_FREE_ACCOUNT = 200;

/** Question codes: letters, digits, `.` and `_`, starting with a letter. */
export const MAX_QUESTION_CODE_LENGTH = 20;

/** Automatic title coding prefix (spec doc 1 §9). */
export const MAX_CODE_PREFIX_LENGTH = 5;

/** Script expressions: long or deep expressions are refused before they can cost much. */
export const MAX_EXPRESSION_LENGTH = 2000;
export const MAX_EXPRESSION_DEPTH = 64;

/** A free account may create another survey when it owns fewer than the limit. */
export function canCreateSurvey(ownedCount: number, isEnterprise: boolean): boolean {
  return isEnterprise || ownedCount < MAX_SURVEYS_FREE_ACCOUNT;
}
