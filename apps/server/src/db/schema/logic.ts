import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { nodes } from './design.ts';
import { surveys } from './surveys.ts';

/**
 * Logic rules of a survey's design (spec doc 1 §3 Logic; core's `logic/schema.ts`). `nodeId` is
 * the question the rule sits under, kept as a column for the per-question list and so a purged
 * question takes its rules along; `rule` holds the rest of core's LogicRule (without `id`), read
 * back through `ZLogicRule`. Rules never outlive what they name: a delete that would leave one
 * dangling answers 00001 or, forced, deletes the rule in the same transaction.
 */
export const logicRules = pgTable(
  'logic_rules',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    rule: jsonb('rule').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('logic_rules_survey_idx').on(t.surveyId, t.nodeId)],
);
