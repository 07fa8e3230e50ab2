import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * Tags of a survey's open column (report/wordcloud/tag). `rule` (contract's TagRule, null: by
 * hand only) is evaluated on the answers' current texts whenever tags are counted, so rule tags
 * are never stored per answer. A deleted tag keeps its row (`deletedAt`) so the undo can bring it
 * back with its hand-made assignments; names are unique per column among live tags, ignoring case.
 */
export const openTags = pgTable(
  'open_tags',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    columnKey: text('column_key').notNull(),
    name: text('name').notNull(),
    color: text('color'),
    rule: jsonb('rule'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('open_tags_column_idx').on(t.surveyId, t.columnKey, t.id),
    uniqueIndex('open_tags_live_name')
      .on(t.surveyId, t.columnKey, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Hand-made choices: `tagged` true gives the tag to the response's answer in `answerKey` (the
 * tag's column), false takes a rule's tag away. A response deleted or marked invalid later leaves
 * its row here but stops counting, because counts run over the report's rows of complete responses.
 */
export const openTagAnswers = pgTable(
  'open_tag_answers',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => openTags.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').notNull(),
    answerKey: text('answer_key').notNull(),
    tagged: boolean('tagged').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.responseId] })],
);
