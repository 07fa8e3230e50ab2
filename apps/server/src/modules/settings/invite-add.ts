import {
  INVITE_IMPORT_MAX,
  type InviteAdded,
  type InviteGenerateBody,
  ZInviteCodeText,
} from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { addInviteCodes, newInviteCode } from './invite-store.ts';

/** Generates `count` new codes (edit right). A clash with a held code is replaced by another. */
export async function generateInviteCodes(
  deps: { db: Db },
  auth: { userId: number },
  input: InviteGenerateBody,
): Promise<InviteAdded> {
  const { survey } = await loadSurveyForAction(deps, auth, input.surveyCode, 'edit');
  let added = 0;
  // 32^8 codes: a clash is rare; a few rounds make up for any.
  for (let round = 0; round < 5 && added < input.count; round++) {
    const fresh = new Set<string>();
    while (fresh.size < input.count - added) fresh.add(newInviteCode());
    added += await addInviteCodes(deps.db, survey.id, [...fresh]);
  }
  return { added, duplicates: 0, invalid: [] };
}

/**
 * Pasted text or a sheet's first column as codes: split on line breaks, commas, semicolons, tabs
 * and spaces; blanks dropped; repeats within the text counted as duplicates; malformed ones
 * returned (at most 20 shown) so the author can fix them.
 */
export function parseInviteCodes(values: readonly string[]): {
  codes: string[];
  duplicates: number;
  invalid: string[];
} {
  const seen = new Set<string>();
  const codes: string[] = [];
  const invalid: string[] = [];
  let duplicates = 0;
  for (const value of values) {
    for (const piece of value.split(/[\s,;，；]+/)) {
      if (piece === '') continue;
      const parsed = ZInviteCodeText.safeParse(piece);
      if (!parsed.success) {
        invalid.push(piece.slice(0, 40));
        continue;
      }
      const key = parsed.data.toUpperCase();
      if (seen.has(key)) duplicates++;
      else {
        seen.add(key);
        codes.push(parsed.data);
      }
    }
  }
  return { codes, duplicates, invalid };
}

/** Imports codes (edit right); codes the survey already holds count as duplicates. */
export async function importInviteCodes(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
  values: readonly string[],
): Promise<InviteAdded> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'edit');
  const parsed = parseInviteCodes(values);
  if (parsed.codes.length === 0 && parsed.invalid.length === 0) throw new AppError('A0108');
  if (parsed.codes.length > INVITE_IMPORT_MAX)
    throw new AppError('A0400', `at most ${INVITE_IMPORT_MAX} codes per import`);
  const added = await addInviteCodes(deps.db, survey.id, parsed.codes);
  return {
    added,
    duplicates: parsed.duplicates + (parsed.codes.length - added),
    invalid: parsed.invalid.slice(0, 20),
  };
}
