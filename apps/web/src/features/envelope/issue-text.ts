import { type EnvelopeConfig, errorCatalogue, isErrorCode, smallestEnvelopeFen } from '@cairn/contract';
import type { TFunction } from 'i18next';
import { type FormField, type FormIssue, UNREADABLE } from './form-values.ts';
import { formatFen } from './money.ts';

const AMOUNT_FIELDS: readonly FormField[] = ['budget', 'amount', 'min', 'max'];
const A2066_FIELDS = ['mode', 'amount', 'budget', 'review', 'startAt', 'endAt'] as const;

/**
 * The words for one issue on its field, in the screen's language: the form's own for a value that
 * could not be read, a field-specific text for the rules' codes, else the catalogue's message.
 */
export function issueText(t: TFunction, lang: string, issue: FormIssue, config: EnvelopeConfig): string {
  const { code, field } = issue;
  if (code === UNREADABLE) {
    if (field === 'name') return t('envelope.issue.unreadableName');
    return t(
      field && AMOUNT_FIELDS.includes(field)
        ? 'envelope.issue.unreadableAmount'
        : 'envelope.issue.unreadableCount',
    );
  }
  switch (code) {
    case 'A2060':
      if (field === 'amount' || field === 'min' || field === 'max') return t(`envelope.issue.A2060.${field}`);
      break;
    case 'A2061':
    case 'A2063':
    case 'A2064':
      return t(`envelope.issue.${code}`);
    case 'A2062':
      return t('envelope.issue.A2062', { amount: formatFen(smallestEnvelopeFen(config.amount)) });
    case 'A2066': {
      const key = field === 'min' || field === 'max' ? 'amount' : field;
      const known = A2066_FIELDS.find((f) => f === key);
      if (known) return t(`envelope.issue.A2066.${known}`);
      break;
    }
  }
  const entry = isErrorCode(code) ? errorCatalogue[code] : null;
  return entry ? (lang.startsWith('en') ? entry.en : entry.zh) : code;
}
