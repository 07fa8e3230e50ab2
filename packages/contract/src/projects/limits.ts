import { MAX_SURVEYS_FREE_ACCOUNT } from '@cairn/core';

/** Project limits. The survey count of a free account lives with core's limits (one value). */

/** A free account (user level 0) may own at most this many projects outside the recycle bin (A0210). */
export const MAX_SURVEYS_FREE = MAX_SURVEYS_FREE_ACCOUNT;

/** The length of a generated project code. */
export const PROJECT_CODE_LENGTH = 8;
/**
 * The characters of a generated project code: letters and digits without the ambiguous ones
 * (0 O o, 1 I l), so a code read aloud or copied by hand comes out right.
 */
export const PROJECT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export const PROJECT_TITLE_MAX_LENGTH = 200;
export const PROJECT_FOLDER_NAME_MAX_LENGTH = 30;
/** How many projects one "move to folder" call may name. */
export const MOVE_PROJECTS_MAX = 200;
