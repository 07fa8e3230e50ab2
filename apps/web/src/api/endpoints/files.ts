import { filesApi } from '@cairn/contract';
import { api } from '../client.ts';

/**
 * Fresh signed links for stored files (designs keep file keys; links expire after an hour).
 * Answers `{ key: url }`; a failure is left to the caller (images then show their placeholder),
 * so no code is shown as a global toast for it.
 */
export function signFiles(keys: readonly string[]): Promise<Record<string, string>> {
  return api.call(filesApi.sign, { keys: [...keys] }, { handles: 'all' });
}
