import type { Lang } from '../lang.ts';

/** projectType: a survey or a discussion (interview) project (spec doc 1 §3). */
export const ProjectType = { SURVEY: 0, DISCUSSION: 1 } as const;
export type ProjectType = (typeof ProjectType)[keyof typeof ProjectType];

/** Survey status (spec doc 1 §4): 0 unpublished, 1 published, 2 ended. */
export const SurveyStatus = { UNPUBLISHED: 0, PUBLISHED: 1, ENDED: 2 } as const;
export type SurveyStatus = (typeof SurveyStatus)[keyof typeof SurveyStatus];

/** Survey list categories (spec doc 1 §3 "Survey list categories"); the list defaults to MY. */
export const ProjectListType = { MY: 1, SHARED: 2, DEPARTMENT: 3, ORGANIZATION: 4, RECYCLE_BIN: 5 } as const;
export type ProjectListType = (typeof ProjectListType)[keyof typeof ProjectListType];

/** Folder ids with a meaning of their own in the list filter (spec doc 2 §9). */
export const ProjectFolderFilter = { ALL: -2, UNCLASSIFIED: 0 } as const;

/** Names given by the server, in the caller's language. */
export const projectTexts: Record<Lang, { untitled: string; copySuffix: string }> = {
  zh: { untitled: '未命名问卷', copySuffix: ' - 副本' },
  en: { untitled: 'Untitled survey', copySuffix: ' - copy' },
};
