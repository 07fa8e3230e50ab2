import type { CleaningRuleType } from '@cairn/contract';

/** Each rule's title key (the rule cards, the preview's per-rule counts and the log name rules alike). */
export const RULE_TITLE_KEY = {
  'too-fast': 'reportCleaning.rules.tooFast',
  'straight-lining': 'reportCleaning.rules.straightLining',
  'duplicate-device': 'reportCleaning.rules.duplicateDevice',
  'duplicate-ip': 'reportCleaning.rules.duplicateIp',
  'meaningless-text': 'reportCleaning.rules.meaningless',
} as const satisfies Record<CleaningRuleType, string>;

export const RULE_HINT_KEY = {
  'too-fast': 'reportCleaning.rules.tooFastHint',
  'straight-lining': 'reportCleaning.rules.straightLiningHint',
  'duplicate-device': 'reportCleaning.rules.duplicateDeviceHint',
  'duplicate-ip': 'reportCleaning.rules.duplicateIpHint',
  'meaningless-text': 'reportCleaning.rules.meaninglessHint',
} as const satisfies Record<CleaningRuleType, string>;
