import { type ProjectBase, projectsApi } from '@cairn/contract';
import { api } from '../client.ts';

/**
 * A project's base info with the caller's rights (GET /v1/project/base?code=), for the project
 * header of every /project/{code}/* tab. A1100 (unknown or binned) keeps the client's global
 * behaviour; the header shows its own error state as well.
 */
export function fetchProjectBase(code: string): Promise<ProjectBase> {
  return api.call(projectsApi.base, { code });
}
