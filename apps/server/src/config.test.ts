import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const DAY = 24 * 3600_000;

describe('CAIRN_PARTIAL_TTL_DAYS', () => {
  it('keeps partial responses 30 days unless told otherwise', () => {
    expect(readConfig({}).partialTtlMs).toBe(30 * DAY);
    expect(readConfig({ CAIRN_PARTIAL_TTL_DAYS: '' }).partialTtlMs).toBe(30 * DAY);
    expect(readConfig({ CAIRN_PARTIAL_TTL_DAYS: '7' }).partialTtlMs).toBe(7 * DAY);
    expect(readConfig({ CAIRN_PARTIAL_TTL_DAYS: '0.5' }).partialTtlMs).toBe(DAY / 2);
  });

  it.each(['0', '-3', 'thirty', 'Infinity'])('refuses %s at start', (value) => {
    expect(() => readConfig({ CAIRN_PARTIAL_TTL_DAYS: value })).toThrow(/CAIRN_PARTIAL_TTL_DAYS/);
  });
});
