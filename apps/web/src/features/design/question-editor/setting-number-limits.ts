import { MAX_CASCADE_LEVELS } from '@cairn/core';
import type { NumberRules } from './number-input-rules.ts';

type Override = Partial<NumberRules> | ((setting: Readonly<Record<string, unknown>>) => Partial<NumberRules>);

/** Open text min/max are values for number formats (1 integer, 2 number), else lengths. */
const openTextLimit: Override = (setting) => {
  const format = setting.format;
  if (format === 1) return { min: undefined, decimals: 0 };
  if (format === 2) return { min: undefined, decimals: 2 };
  return { min: 0, decimals: 0 };
};

/**
 * Bounds the schemas leave open but an author should not cross (a 0–10 scale, a countdown of
 * an hour). Keyed `type-key.setting`, then the bare setting key. The server checks the schema;
 * these only keep typing within sense.
 */
const OVERRIDES: Record<string, Override> = {
  column: { max: 10 },
  mobile_column: { max: 10 },
  time: { max: 86_400 },
  'countdown.time': { max: 3_600 },
  'rate.min': { min: 0, max: 10 },
  'rate.max': { min: 1, max: 10 },
  'recorder.min': { min: 1, max: 3_600 },
  'recorder.max': { min: 1, max: 3_600 },
  'table.value': { min: 0, max: 100 },
  'table.min': { max: 100 },
  'table.max': { max: 100 },
  'upload.max': { max: 100 },
  'upload.min': { max: 100 },
  'upload.file_size_limit': { min: 1, decimals: 0 },
  'proportion.sum': { min: 0 },
  'proportion.min': { min: 0 },
  'proportion.max': { min: 0 },
  'cascade.level': { max: MAX_CASCADE_LEVELS },
  'max-diff.per_set': { max: 10 },
  'open-text.min': openTextLimit,
  'open-text.max': openTextLimit,
};

export function numberOverride(typeKey: string, key: string): Override {
  return OVERRIDES[`${typeKey}.${key}`] ?? OVERRIDES[key] ?? {};
}
