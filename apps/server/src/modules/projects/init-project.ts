import { type Lang, type ProjectBase, type ProjectInitBody, projectTexts } from '@cairn/contract';
import { defaultTitle, NodeModel } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { nodes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { requireOwnProjectRight } from '../../policy/own-project-right.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { findTemplate } from '../templates/catalogue.ts';
import { findMembership } from '../users/user-repo.ts';
import { findOwnFolder } from './folder-repo.ts';
import { toProjectBase } from './project-info.ts';
import { assertMayOwnAnother, insertSurvey } from './survey-repo.ts';

const ownerRights = { edit: true, report: true, launch: true, manage: true };

/**
 * Creates a project owned by the caller, in the caller's organisation and department, with one
 * empty group so the designer never opens an empty survey — or, with `templateId`, with the
 * template's groups and questions (unknown template: A0404). A free account keeps at most
 * MAX_SURVEYS_FREE projects outside the recycle bin (A0210). The respondent page's language
 * (settings.lang) is the caller's interface language.
 */
export async function initProject(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: ProjectInitBody,
  lang: Lang,
): Promise<ProjectBase> {
  await requireOwnProjectRight(deps.db, auth.userId, 'PROJECT_CREATE');
  if (input.folderId !== undefined) await findOwnFolder(deps.db, auth.userId, input.folderId);
  const membership = await findMembership(deps.db, auth.userId);
  const at = new Date(deps.now());
  const texts = projectTexts[lang];
  const template = input.templateId === undefined ? undefined : findTemplate(input.templateId);
  if (input.templateId !== undefined && !template)
    throw new AppError('A0404', `template ${input.templateId}`);
  const survey = await deps.db.transaction(async (tx) => {
    await assertMayOwnAnother(tx, auth.userId);
    const row = await insertSurvey(tx, {
      projectType: input.projectType ?? 0,
      title: input.title ?? template?.name[lang] ?? texts.untitled,
      status: 0,
      relaunch: false,
      editVersion: 1,
      ownerId: auth.userId,
      organizationId: membership?.organizationId ?? null,
      departmentId: membership?.departmentId ?? null,
      folderId: input.folderId ?? null,
      templateId: input.templateId ?? null,
      // The respondent page's language starts as the creator's interface language (a template's
      // survey is written in it too), so the setting decides the page and is never unset.
      settings: { lang },
      saveTime: at,
      createdAt: at,
      updatedAt: at,
    });
    if (template) {
      await applyTemplate(tx, row.id, template, lang, deps.now());
    } else {
      await tx.insert(nodes).values({
        surveyId: row.id,
        parentId: null,
        model: NodeModel.Group,
        type: 0,
        title: defaultTitle('firstGroup', 1, lang),
        position: 0,
      });
    }
    return row;
  });
  return toProjectBase(survey, ownerRights);
}
