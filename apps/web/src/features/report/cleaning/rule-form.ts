import type { CleaningRuleInput, CleaningRuleType } from '@cairn/contract';
import type { TFunction } from 'i18next';

/** The rule cards' state: each rule on or off with its parameters, and how they combine. */
export interface RuleForm {
  combine: 'and' | 'or';
  enabled: Record<CleaningRuleType, boolean>;
  fastMode: 'seconds' | 'median-share';
  seconds: number;
  /** Percent of the median (the contract takes a share 0.01–1). */
  percent: number;
  minRows: number;
  minLength: number;
  repeated: boolean;
  noWord: boolean;
}

export const DEFAULT_RULE_FORM: RuleForm = {
  combine: 'or',
  enabled: {
    'too-fast': true,
    'straight-lining': false,
    'duplicate-device': false,
    'duplicate-ip': false,
    'meaningless-text': false,
  },
  fastMode: 'seconds',
  seconds: 60,
  percent: 30,
  minRows: 3,
  minLength: 2,
  repeated: true,
  noWord: true,
};

/** The enabled rules as the server takes them, in card order. */
export function rulesOf(form: RuleForm): CleaningRuleInput[] {
  const rules: CleaningRuleInput[] = [];
  const on = form.enabled;
  if (on['too-fast'])
    rules.push({ type: 'too-fast', mode: form.fastMode, seconds: form.seconds, share: form.percent / 100 });
  if (on['straight-lining']) rules.push({ type: 'straight-lining', minRows: form.minRows });
  if (on['duplicate-device']) rules.push({ type: 'duplicate-device' });
  if (on['duplicate-ip']) rules.push({ type: 'duplicate-ip' });
  if (on['meaningless-text'])
    rules.push({
      type: 'meaningless-text',
      minLength: form.minLength,
      repeated: form.repeated,
      noWord: form.noWord,
    });
  return rules;
}

/** "1 min 5 s" / "45 s" for a duration in ms. */
export function formatDuration(ms: number, t: TFunction): string {
  const total = Math.round(ms / 1000);
  if (total < 60) return t('reportCleaning.seconds', { value: total });
  return t('reportCleaning.minutes', { m: Math.floor(total / 60), s: total % 60 });
}
