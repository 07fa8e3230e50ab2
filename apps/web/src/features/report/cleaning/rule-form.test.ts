import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE_FORM, formatDuration, rulesOf } from './rule-form.ts';

describe('rule form', () => {
  it('sends only the enabled rules, the percent as a share', () => {
    expect(rulesOf(DEFAULT_RULE_FORM)).toEqual([
      { type: 'too-fast', mode: 'seconds', seconds: 60, share: 0.3 },
    ]);
    const all = {
      ...DEFAULT_RULE_FORM,
      enabled: {
        'too-fast': false,
        'straight-lining': true,
        'duplicate-device': true,
        'duplicate-ip': true,
        'meaningless-text': true,
      },
    };
    expect(rulesOf(all).map((r) => r.type)).toEqual([
      'straight-lining',
      'duplicate-device',
      'duplicate-ip',
      'meaningless-text',
    ]);
  });

  it('formats durations in seconds and minutes', () => {
    const t = ((key: string, values?: Record<string, unknown>) =>
      `${key.split('.').pop()}:${JSON.stringify(values)}`) as unknown as TFunction;
    expect(formatDuration(45_400, t)).toBe('seconds:{"value":45}');
    expect(formatDuration(65_000, t)).toBe('minutes:{"m":1,"s":5}');
  });
});
