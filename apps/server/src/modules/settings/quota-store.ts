import type { QuotaView } from '@cairn/contract';
import type { QuotaCondition, QuotaRule } from '@cairn/core';
import type { quotas } from '../../db/schema/index.ts';
import { millis } from '../projects/survey-repo.ts';

export type QuotaRow = typeof quotas.$inferSelect;

/** A stored quota as the author sees it: the rule with its progress. */
export function toQuotaView(row: QuotaRow): QuotaView {
  return {
    id: row.id,
    name: row.name,
    conditions: row.conditions as QuotaCondition[],
    target: row.target,
    action: row.action as QuotaRule['action'],
    filled: row.filled,
    updateTime: millis(row.updatedAt),
  };
}
