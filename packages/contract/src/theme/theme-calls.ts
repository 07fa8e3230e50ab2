import { ZTheme } from '@cairn/core';
import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZStyleCreateBody,
  ZStyleRemoveBody,
  ZStyleRenameBody,
  ZStyleSaved,
  ZStyleUpdateBody,
  ZThemeCodeParams,
  ZThemeIdParams,
  ZThemeOverview,
} from './schemas.ts';

const tags = ['theme'];
const designer = { service: 'designer', tags } as const;

/**
 * Survey style (spec doc 2 §7 Theme): a survey's theme, the presets and the caller's saved
 * themes. Survey access goes through the server's survey-access.ts; saved themes are private
 * (another user's is A0130, as a missing one).
 */
export const themeApi = {
  overview: endpoint({
    ...designer,
    method: 'GET',
    path: '/v1/survey/style/theme/{code}',
    access: 'survey:edit',
    summary: 'A survey’s current theme, the preset themes and the caller’s saved themes',
    description: 'Needs the edit right (A5211); an unknown survey is A1100.',
    params: ZThemeCodeParams,
    answer: ZThemeOverview,
  }),
  theme: endpoint({
    ...designer,
    method: 'GET',
    path: '/v1/survey/style/{id}',
    access: 'user',
    summary: 'One preset or saved theme',
    description: 'Ids 1–999 are presets; others must be the caller’s own (A0130 otherwise).',
    errors: ['A0130'],
    params: ZThemeIdParams,
    answer: ZTheme,
  }),
  update: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/survey/style/update',
    access: 'survey:edit',
    summary: 'Apply a theme to a survey, or change one field of its theme',
    description:
      '`type: theme` copies the values of `themeId`; any other type replaces that field with `value`. ' +
      'Needs the edit right (A5211); marks the survey edited. A0130 a theme that is neither a preset nor the caller’s.',
    errors: ['A0130'],
    body: ZStyleUpdateBody,
    answer: ZStyleSaved,
  }),
  saveAs: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/survey/style',
    access: 'survey:read',
    summary: 'Save a survey’s current theme as one of the caller’s themes',
    description: 'Needs the read right on the survey (A0403). At most 50 saved themes (A0132).',
    errors: ['A0132'],
    body: ZStyleCreateBody,
    answer: ZTheme,
  }),
  rename: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/survey/style/rename',
    access: 'user',
    summary: 'Rename one of the caller’s saved themes',
    description: 'Presets are read-only (A0131); others’ or missing themes are A0130.',
    errors: ['A0130', 'A0131'],
    body: ZStyleRenameBody,
    answer: ZTheme,
  }),
  remove: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/survey/style/remove',
    access: 'user',
    summary: 'Delete one of the caller’s saved themes',
    description: 'Surveys that applied it keep their copy. Presets A0131; others’ or missing A0130.',
    errors: ['A0130', 'A0131'],
    body: ZStyleRemoveBody,
    answer: z.null(),
  }),
};
