import {
  type MoveProjectsBody,
  type ProjectBase,
  type ProjectCounts,
  type ProjectFolder,
  type ProjectFolderRenameBody,
  type ProjectHandoverBody,
  type ProjectInitBody,
  type ProjectPage,
  type ProjectRenameBody,
  type ProjectShare,
  type ProjectShareRemoveBody,
  type ProjectShareSaveBody,
  type ProjectShareUpdateBody,
  type ProjectStarBody,
  projectFoldersApi,
  projectsApi,
  type SurveySaved,
  sharesApi,
  type ZProjectListQuery,
} from '@cairn/contract';
import { api } from '../client.ts';
import type { ParsedBy } from '../parser.ts';

/** Project (survey) list, folders and sharing: spec doc 2 §7 "Survey folders and list". */

export type {
  MoveProjectsBody,
  ProjectFolderRenameBody,
  ProjectHandoverBody,
  ProjectInitBody,
  ProjectRenameBody,
  ProjectShareRemoveBody,
  ProjectShareSaveBody,
  ProjectShareUpdateBody,
  ProjectStarBody,
};

/** The list call's query as sent: category, folder filter, keyword and page all given. */
export type ProjectListQuery = ParsedBy<typeof ZProjectListQuery>;

/** A0400 (a bad title) is shown on the form; A0210 (free limit) keeps its global toast. */
export function initProject(body: ProjectInitBody): Promise<ProjectBase> {
  return api.call(projectsApi.init, body, { handles: ['A0400'] });
}

export function fetchProjectList(query: ProjectListQuery): Promise<ProjectPage> {
  return api.call(projectsApi.list, query);
}

export function fetchProjectCounts(): Promise<ProjectCounts> {
  return api.call(projectsApi.count, {});
}

export function renameProject(body: ProjectRenameBody): Promise<SurveySaved> {
  return api.call(projectsApi.rename, body, { handles: ['A0400'] });
}

export function copyProject(code: string): Promise<ProjectBase> {
  return api.call(projectsApi.copy, { code });
}

/** Moves a project to the recycle bin. */
export function recycleProject(code: string): Promise<null> {
  return api.call(projectsApi.recycle, { code });
}

export function restoreProject(code: string): Promise<null> {
  return api.call(projectsApi.restore, { code });
}

/** Deletes a binned project for good. */
export function clearProject(code: string): Promise<null> {
  return api.call(projectsApi.clear, { code });
}

export function starProject(body: ProjectStarBody): Promise<{ code: string; starred: boolean }> {
  return api.call(projectsApi.star, body);
}

/** A5205 (no such user) and A5212 (oneself) are shown in the dialog. */
export function handoverProject(body: ProjectHandoverBody): Promise<null> {
  return api.call(projectsApi.handover, body, { handles: ['A0400', 'A5205', 'A5212'] });
}

export function fetchShares(code: string): Promise<ProjectShare[]> {
  return api.call(sharesApi.list, { code });
}

/** A5205 (no such user), A5206 (already shared) and A5212 (oneself) are shown in the dialog. */
export function saveShare(body: ProjectShareSaveBody): Promise<ProjectShare> {
  return api.call(sharesApi.save, body, { handles: ['A0400', 'A5205', 'A5206', 'A5212'] });
}

export function updateShare(body: ProjectShareUpdateBody): Promise<ProjectShare> {
  return api.call(sharesApi.update, body);
}

export function removeShare(body: ProjectShareRemoveBody): Promise<null> {
  return api.call(sharesApi.remove, body);
}

export function fetchFolders(): Promise<ProjectFolder[]> {
  return api.call(projectFoldersApi.list, {});
}

/** A0400 (a name taken or too long) is shown on the form. */
export function createFolder(name: string): Promise<ProjectFolder> {
  return api.call(projectFoldersApi.create, { name }, { handles: ['A0400'] });
}

export function renameFolder(body: ProjectFolderRenameBody): Promise<null> {
  return api.call(projectFoldersApi.rename, body, { handles: ['A0400'] });
}

/** The folder's projects become unclassified. */
export function deleteFolder(id: number): Promise<null> {
  return api.call(projectFoldersApi.remove, { id });
}

/** Files projects in one of the caller's folders; folderId 0 takes them out. */
export function moveProjects(body: MoveProjectsBody): Promise<null> {
  return api.call(projectFoldersApi.move, body);
}
