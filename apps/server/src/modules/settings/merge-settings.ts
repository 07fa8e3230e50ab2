import { type SurveySettings, settingsIssues } from '@cairn/core';
import { AppError } from '../../http/app-error.ts';

/**
 * Checks an edit of the settings against the stored ones it is merged into (key by key, as the
 * UPDATE of markEdited does), so an edit of the end time alone still meets the stored start time.
 * A0301 for a start not before the end; the schema has already refused bad zones and URLs.
 */
export function checkSettingsEdit(stored: unknown, edit: SurveySettings): void {
  const merged = { ...((stored ?? {}) as SurveySettings), ...edit };
  for (const issue of settingsIssues(merged)) {
    if (issue.code === 'startNotBeforeEnd') throw new AppError('A0301');
    throw new AppError('A0400', `settings.${issue.key}`);
  }
}
