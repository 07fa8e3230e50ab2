import { errorCatalogue, isErrorCode } from '@cairn/contract';
import type { TFunction } from 'i18next';
import { type FormIssue, UNREADABLE } from './form-values.ts';

/** The prize fields with words of their own for A2068 (a prize incomplete or wrong). */
/** The fields a value can be typed unreadably in (the prize's name shares the lottery name's words). */
const UNREADABLE_FIELDS = ['name', 'amount', 'stock', 'probability', 'positions', 'winners'] as const;
const A2068_FIELDS = ['amount', 'stock', 'codes', 'claimFields', 'customFields', 'name'] as const;

/**
 * The words for one issue on its field, in the screen's language: the form's own for a value that
 * could not be read, a field-specific text for the lottery rules' codes, else the catalogue's.
 */
export function issueText(t: TFunction, lang: string, issue: FormIssue): string {
  const { code, field } = issue;
  const leaf = field ? field[field.length - 1] : null;
  if (code === UNREADABLE) {
    const known = UNREADABLE_FIELDS.find((f) => f === leaf) ?? 'name';
    return t(`lottery.issue.unreadable.${known}`);
  }
  switch (code) {
    case 'A2067':
    case 'A2070':
    case 'A2071':
    case 'A2064':
      return t(`lottery.issue.${code}`);
    case 'A2069':
      return t(field?.length === 3 ? 'lottery.issue.A2069.prize' : 'lottery.issue.A2069.total');
    case 'A2068': {
      const known = A2068_FIELDS.find((f) => f === leaf);
      if (known) return t(`lottery.issue.A2068.${known}`);
      break;
    }
  }
  const entry = isErrorCode(code) ? errorCatalogue[code] : null;
  return entry ? (lang.startsWith('en') ? entry.en : entry.zh) : code;
}
