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
  type SurveySaved,
  ZProjectBase,
  ZProjectCounts,
  ZProjectFolder,
  type ZProjectListQuery,
  ZProjectPage,
  ZProjectShare,
  ZProjectStarred,
  ZSurveySaved,
} from '@cairn/contract';
import { api } from '../client.ts';
import { nullData, type ParsedBy, type Parser } from '../parser.ts';

/** Project (survey) list, folders and sharing: spec doc 2 §7 "Survey folders and list". */
const V1 = '/designer/v1';

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

const folderList: Parser<ProjectFolder[]> = { parse: (data) => ZProjectFolder.array().parse(data) };
const shareList: Parser<ProjectShare[]> = { parse: (data) => ZProjectShare.array().parse(data) };

/** A0400 (a bad title) is shown on the form; A0210 (free limit) keeps its global toast. */
export function initProject(body: ProjectInitBody): Promise<ProjectBase> {
  return api.request({
    method: 'POST',
    path: `${V1}/project/init`,
    body,
    parse: ZProjectBase,
    handles: ['A0400'],
  });
}

export function fetchProjectList(query: ProjectListQuery): Promise<ProjectPage> {
  return api.request({ method: 'GET', path: `${V1}/project/list/all`, query, parse: ZProjectPage });
}

export function fetchProjectCounts(): Promise<ProjectCounts> {
  return api.request({ method: 'GET', path: `${V1}/project/count`, parse: ZProjectCounts });
}

export function renameProject(body: ProjectRenameBody): Promise<SurveySaved> {
  return api.request({
    method: 'POST',
    path: `${V1}/project/name`,
    body,
    parse: ZSurveySaved,
    handles: ['A0400'],
  });
}

export function copyProject(code: string): Promise<ProjectBase> {
  return api.request({ method: 'POST', path: `${V1}/project/copy`, body: { code }, parse: ZProjectBase });
}

/** Moves a project to the recycle bin. */
export function recycleProject(code: string): Promise<null> {
  const path = `${V1}/project/deleted/${encodeURIComponent(code)}`;
  return api.request({ method: 'POST', path, parse: nullData });
}

export function restoreProject(code: string): Promise<null> {
  const path = `${V1}/project/recovery/${encodeURIComponent(code)}`;
  return api.request({ method: 'POST', path, parse: nullData });
}

/** Deletes a binned project for good. */
export function clearProject(code: string): Promise<null> {
  const path = `${V1}/project/clear/${encodeURIComponent(code)}`;
  return api.request({ method: 'POST', path, parse: nullData });
}

export function starProject(body: ProjectStarBody): Promise<{ code: string; starred: boolean }> {
  return api.request({ method: 'POST', path: `${V1}/project/star`, body, parse: ZProjectStarred });
}

/** A5205 (no such user) and A5212 (oneself) are shown in the dialog. */
export function handoverProject(body: ProjectHandoverBody): Promise<null> {
  return api.request({
    method: 'POST',
    path: `${V1}/project/handover`,
    body,
    parse: nullData,
    handles: ['A0400', 'A5205', 'A5212'],
  });
}

export function fetchShares(code: string): Promise<ProjectShare[]> {
  return api.request({ method: 'GET', path: `${V1}/project/share/list`, query: { code }, parse: shareList });
}

/** A5205 (no such user), A5206 (already shared) and A5212 (oneself) are shown in the dialog. */
export function saveShare(body: ProjectShareSaveBody): Promise<ProjectShare> {
  return api.request({
    method: 'POST',
    path: `${V1}/project/share/save`,
    body,
    parse: ZProjectShare,
    handles: ['A0400', 'A5205', 'A5206', 'A5212'],
  });
}

export function updateShare(body: ProjectShareUpdateBody): Promise<ProjectShare> {
  return api.request({ method: 'POST', path: `${V1}/project/share/update`, body, parse: ZProjectShare });
}

export function removeShare(body: ProjectShareRemoveBody): Promise<null> {
  return api.request({ method: 'POST', path: `${V1}/project/share/remove`, body, parse: nullData });
}

export function fetchFolders(): Promise<ProjectFolder[]> {
  return api.request({ method: 'GET', path: `${V1}/fold/list`, parse: folderList });
}

/** A0400 (a name taken or too long) is shown on the form. */
export function createFolder(name: string): Promise<ProjectFolder> {
  return api.request({
    method: 'POST',
    path: `${V1}/fold`,
    body: { name },
    parse: ZProjectFolder,
    handles: ['A0400'],
  });
}

export function renameFolder(body: ProjectFolderRenameBody): Promise<null> {
  return api.request({
    method: 'POST',
    path: `${V1}/fold/rename`,
    body,
    parse: nullData,
    handles: ['A0400'],
  });
}

/** The folder's projects become unclassified. */
export function deleteFolder(id: number): Promise<null> {
  return api.request({ method: 'POST', path: `${V1}/fold/delete/${id}`, parse: nullData });
}

/** Files projects in one of the caller's folders; folderId 0 takes them out. */
export function moveProjects(body: MoveProjectsBody): Promise<null> {
  return api.request({ method: 'POST', path: `${V1}/project/folder`, body, parse: nullData });
}
