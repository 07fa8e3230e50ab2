import type { ProjectBase, ProjectRights } from '@cairn/contract';
import { millis, millisOrNull, type SurveyRow } from './survey-repo.ts';

/** A survey row as the base info of spec doc 1 §3, with the caller's rights. */
export function toProjectBase(survey: SurveyRow, rights: ProjectRights): ProjectBase {
  return {
    code: survey.code,
    projectCode: survey.code,
    surveyCode: survey.code,
    title: survey.title,
    status: survey.status as ProjectBase['status'],
    relaunch: survey.relaunch,
    version: survey.editVersion,
    projectType: survey.projectType as ProjectBase['projectType'],
    launchTime: millisOrNull(survey.launchTime),
    updateTime: millis(survey.updatedAt),
    saveTime: millis(survey.saveTime),
    folderId: survey.folderId,
    templateId: survey.templateId,
    settings: (survey.settings ?? {}) as ProjectBase['settings'],
    rights,
  };
}
