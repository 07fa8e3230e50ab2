import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * The upgrade history ("historical orders" of the user centre's organisation list): one row per
 * upgrade to the enterprise edition, by the upgrade page (`web`) or the operator command
 * (`operator`). Written in the upgrade's transaction; never updated.
 */
export const orgUpgrades = pgTable(
  'org_upgrades',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The name as entered then (the organisation may be renamed later). */
    enterpriseName: text('enterprise_name').notNull(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    source: text('source').$type<'web' | 'operator'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_upgrades_org_idx').on(t.organizationId), index('org_upgrades_user_idx').on(t.userId)],
);
