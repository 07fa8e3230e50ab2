import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * Folders of the image library. A personal folder (data_type 0) belongs to its owner; a company
 * folder (data_type 1) to an organisation (owner_id is who created it). Each library has one
 * default folder, created lazily; its name is shown in the caller's language.
 */
export const imageFolders = pgTable(
  'image_folders',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    dataType: integer('data_type').notNull().default(0),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('image_folders_owner_idx').on(t.ownerId, t.dataType),
    index('image_folders_org_idx').on(t.organizationId, t.dataType),
    // One default folder per personal library and per company library.
    uniqueIndex('image_folders_default_my_idx')
      .on(t.ownerId)
      .where(sql`${t.isDefault} and ${t.dataType} = 0`),
    uniqueIndex('image_folders_default_company_idx')
      .on(t.organizationId)
      .where(sql`${t.isDefault} and ${t.dataType} = 1`),
  ],
);

/**
 * Images of the library. The bytes live in file storage under `storage_key` (random, never the
 * user's file name); `folder_id` null is unclassified.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    dataType: integer('data_type').notNull().default(0),
    folderId: integer('folder_id').references(() => imageFolders.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('images_storage_key_idx').on(t.storageKey),
    index('images_owner_idx').on(t.ownerId, t.dataType, t.createdAt),
    index('images_org_idx').on(t.organizationId, t.dataType, t.createdAt),
    index('images_folder_idx').on(t.folderId),
  ],
);

/**
 * A survey's own images (`/v1/surveys/image`): uploaded for the survey rather than into a library.
 * The bytes live in file storage under `storage_key` (SURVEY_IMAGE_KEY_PREFIX + random hex). A
 * copied survey gets rows of its own for the same keys (its design refers to the same files), so
 * one key may belong to several surveys; its bytes are removed when the last of them is cleared.
 */
export const surveyImages = pgTable(
  'survey_images',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** Who uploaded it (for the record); the image belongs to the survey, not to them. */
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_images_survey_key_idx').on(t.surveyId, t.storageKey),
    index('survey_images_survey_idx').on(t.surveyId, t.createdAt),
    index('survey_images_key_idx').on(t.storageKey),
  ],
);
