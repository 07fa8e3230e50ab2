import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';

/**
 * The design tree (spec doc 1 §3 Node): questions, groups (blocks), pages and branches. Columns
 * mirror core's NodeRecord one to one; `setting` holds the per-type settings of core's
 * question-type modules. A trashed node keeps its row with `deletedAt` set and, in `trash`,
 * where it stood (parent, position, neighbours) so a restore puts it back.
 */
export const nodes = pgTable(
  'nodes',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    model: integer('model').notNull(),
    type: integer('type').notNull().default(0),
    subType: integer('sub_type').notNull().default(0),
    attribute: integer('attribute').notNull().default(0),
    code: text('code'),
    title: text('title').notNull().default(''),
    label: text('label'),
    position: integer('position').notNull(),
    setting: jsonb('setting').notNull().default({}),
    joinId: integer('join_id').notNull().default(0),
    dependId: integer('depend_id').notNull().default(0),
    loopId: integer('loop_id'),
    locked: boolean('locked').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    trash: jsonb('trash'),
  },
  (t) => [index('nodes_survey_parent_idx').on(t.surveyId, t.parentId, t.position)],
);

/** Options, option groups and sub-questions of a question (spec doc 1 §3 Option). */
export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** The option group this option belongs to, or null. */
    parentId: integer('parent_id'),
    /** 1 option, 2 sub-question (child). */
    type: integer('type').notNull().default(1),
    isGroup: boolean('is_group').notNull().default(false),
    code: text('code'),
    title: text('title').notNull().default(''),
    rightTitle: text('right_title'),
    position: integer('position').notNull(),
    required: boolean('required').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    other: boolean('other').notNull().default(false),
    exclusive: boolean('exclusive').notNull().default(false),
    image: text('image'),
    setting: jsonb('setting').notNull().default({}),
    joinId: integer('join_id').notNull().default(0),
    rootJoinId: integer('root_join_id').notNull().default(0),
  },
  (t) => [index('options_node_idx').on(t.nodeId, t.position), index('options_survey_idx').on(t.surveyId)],
);
