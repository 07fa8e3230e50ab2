import { PROJECT_TITLE_MAX_LENGTH } from '@cairn/contract';
import type { TFunction } from 'i18next';

/**
 * The survey (project) title's limit as the author sees it: a count against the maximum on the
 * input, and a form error naming the limit when it is passed. No `maxLength`: it cut a pasted
 * long title at 200 characters without a word.
 */
export function titleLimit(t: TFunction, messageKey: 'project.titleTooLong' | 'settings.base.titleTooLong') {
  const max = PROJECT_TITLE_MAX_LENGTH;
  return {
    count: { show: true, max },
    rule: {
      validator: (_rule: unknown, value: unknown) =>
        typeof value === 'string' && value.length > max
          ? Promise.reject(new Error(t(messageKey, { max })))
          : Promise.resolve(),
    },
  };
}
