import { type LogicRule, ZLogicRule } from '@cairn/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logicRules } from '../../db/schema/index.ts';

type Row = typeof logicRules.$inferSelect;

/** A stored row as core's rule: the columns own `id`, `nodeId` and `type`, the JSON the rest. */
export function ruleOf(row: Row): LogicRule {
  return ZLogicRule.parse({ ...(row.rule as object), id: row.id, nodeId: row.nodeId, type: row.type });
}

function columnsOf(surveyId: number, rule: LogicRule) {
  const { id: _id, nodeId, type, ...rest } = rule;
  return { surveyId, nodeId, type, rule: rest };
}

/** A survey's rules, oldest first (the order the editor lists them in). */
export async function loadRules(db: Db, surveyId: number): Promise<LogicRule[]> {
  const rows = await db
    .select()
    .from(logicRules)
    .where(eq(logicRules.surveyId, surveyId))
    .orderBy(asc(logicRules.id));
  return rows.map(ruleOf);
}

export async function insertRule(db: Db, surveyId: number, rule: LogicRule, now: Date): Promise<LogicRule> {
  const [row] = await db
    .insert(logicRules)
    .values({ ...columnsOf(surveyId, rule), createdAt: now })
    .returning();
  if (!row) throw new Error('logic rule insert returned nothing');
  return ruleOf(row);
}

export async function replaceRule(db: Db, surveyId: number, rule: LogicRule): Promise<void> {
  await db.update(logicRules).set(columnsOf(surveyId, rule)).where(eq(logicRules.id, rule.id));
}

export async function deleteRules(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(logicRules).where(inArray(logicRules.id, [...ids]));
}

/** Copies rules into another survey with node and option ids mapped; a rule naming anything not copied is dropped. */
export async function copyRules(
  db: Db,
  rules: readonly LogicRule[],
  targetSurveyId: number,
  mapped: (rule: LogicRule) => LogicRule | null,
  now: Date,
): Promise<void> {
  const rows = rules.flatMap((rule) => {
    const copy = mapped(rule);
    return copy ? [{ ...columnsOf(targetSurveyId, copy), createdAt: now }] : [];
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(logicRules).values(rows.slice(i, i + 500));
}
