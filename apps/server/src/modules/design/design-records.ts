import type { NodeRecord, OptionRecord } from '@cairn/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nodes, options } from '../../db/schema/index.ts';

type NodeRow = typeof nodes.$inferSelect;
type OptionRow = typeof options.$inferSelect;

/** Table rows and core's records are the same fields; only timestamps change form. */
export function nodeRecordOf(row: NodeRow): NodeRecord {
  return {
    ...row,
    setting: (row.setting ?? {}) as Record<string, unknown>,
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
    trash: (row.trash ?? null) as NodeRecord['trash'],
  };
}

export function nodeRowOf(record: NodeRecord): NodeRow {
  return {
    ...record,
    deletedAt: record.deletedAt ? new Date(record.deletedAt) : null,
    trash: record.trash ?? null,
  };
}

export function optionRecordOf(row: OptionRow): OptionRecord {
  return { ...row, setting: (row.setting ?? {}) as Record<string, unknown> };
}

export const optionRowOf = (record: OptionRecord): OptionRow => record;

/** Every node and option of a survey, trashed ones included (the trash drawer lists them). */
export async function loadDesignRecords(db: Db, surveyId: number) {
  const [nodeRows, optionRows] = await Promise.all([
    db
      .select()
      .from(nodes)
      .where(eq(nodes.surveyId, surveyId))
      .orderBy(asc(nodes.parentId), asc(nodes.position)),
    db
      .select()
      .from(options)
      .where(eq(options.surveyId, surveyId))
      .orderBy(asc(options.nodeId), asc(options.position)),
  ]);
  return { nodes: nodeRows.map(nodeRecordOf), options: optionRows.map(optionRecordOf) };
}
