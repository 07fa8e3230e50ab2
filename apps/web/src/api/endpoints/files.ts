import { filesApi } from '@cairn/contract';
import { api } from '../client.ts';

/**
 * The survey open in the designer (`/designer/project/{code}/…`), or undefined elsewhere. The
 * server signs the keys a survey shows for whoever may read that survey (a collaborator sees the
 * owner's library images in its design), so sign calls name it.
 */
export function surveyCodeOfPath(pathname: string): string | undefined {
  return /\/project\/([A-Za-z0-9_-]{1,32})\//.exec(pathname)?.[1];
}

/**
 * Fresh signed links for stored files (designs keep file keys; links expire after an hour), for
 * the survey on screen unless `surveyCode` says otherwise. Answers `{ key: url }`; a failure is
 * left to the caller (images then show their placeholder), so no code is shown as a global toast.
 */
export function signFiles(
  keys: readonly string[],
  surveyCode: string | undefined = surveyCodeOfPath(globalThis.location?.pathname ?? ''),
): Promise<Record<string, string>> {
  return api.call(
    filesApi.sign,
    { keys: [...keys], ...(surveyCode ? { surveyCode } : {}) },
    { handles: 'all' },
  );
}
