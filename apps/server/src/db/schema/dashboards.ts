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
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/** Dashboard folders (the shared folder store's dashboard family): one user's own. */
export const dashboardFolders = pgTable(
  'dashboard_folders',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dashboard_folders_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`)],
);

/**
 * A dashboard. `version` is its x-node-v edit version, raised by every page or chart edit.
 * status 0 not launched, 1 launched (the public link answers with `published`, the pages and
 * charts as they were at launch), 2 link revoked; `relaunch` marks "changed since launch".
 * Tenant columns are copied from the owner when it is made (and on handover), as surveys'.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id'),
    departmentId: integer('department_id'),
    folderId: integer('folder_id').references(() => dashboardFolders.id, { onDelete: 'set null' }),
    status: integer('status').notNull().default(0),
    relaunch: boolean('relaunch').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** The public link's key while launched; null when never launched or revoked. */
    shareToken: text('share_token'),
    /** The launched snapshot: `{ pages: DashboardPage[], charts: DashboardChart[] }`. */
    published: jsonb('published'),
    launchTime: timestamp('launch_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the dashboard is in the recycle bin. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dashboards_code_idx').on(t.code),
    uniqueIndex('dashboards_share_token_idx').on(t.shareToken),
    index('dashboards_owner_idx').on(t.ownerId, t.deletedAt),
    index('dashboards_org_idx').on(t.organizationId, t.departmentId),
  ],
);

export const dashboardShares = pgTable(
  'dashboard_shares',
  {
    id: serial('id').primaryKey(),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canEdit: boolean('can_edit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dashboard_shares_dashboard_user_idx').on(t.dashboardId, t.userId),
    index('dashboard_shares_user_idx').on(t.userId),
  ],
);

export const dashboardStars = pgTable(
  'dashboard_stars',
  {
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dashboardId, t.userId] })],
);

/** A page: its period (contract ZPeriod, null = all time) and filters (ZPageFilters). */
export const dashboardPages = pgTable(
  'dashboard_pages',
  {
    id: serial('id').primaryKey(),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    edit: boolean('edit').notNull().default(false),
    period: jsonb('period'),
    filters: jsonb('filters').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dashboard_pages_dashboard_idx').on(t.dashboardId, t.position)],
);

/** A chart: its definition is the contract's ZChartSpec (type, title, layout, sources, …) as one document. */
export const dashboardCharts = pgTable(
  'dashboard_charts',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => dashboardPages.id, { onDelete: 'cascade' }),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    spec: jsonb('spec').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dashboard_charts_page_idx').on(t.pageId, t.id),
    index('dashboard_charts_dashboard_idx').on(t.dashboardId),
  ],
);

/**
 * The author's changes to the insight report: a paragraph hidden or rewritten, per survey,
 * paragraph id and language. `generated` is the text the edit was made over, so a later run can
 * tell the author the figures moved (contract ZInsightParagraph.stale).
 */
export const insightEdits = pgTable(
  'insight_edits',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    paragraphId: text('paragraph_id').notNull(),
    lang: text('lang').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    text: text('text'),
    generated: text('generated'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('insight_edits_paragraph_idx').on(t.surveyId, t.paragraphId, t.lang)],
);
