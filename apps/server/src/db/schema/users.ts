import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    userCode: text('user_code').notNull(),
    /** 0 free (personal), 1+ enterprise. */
    level: integer('level').notNull().default(0),
    /** 1 = retail-partner channel account with restricted access. */
    thirdType: integer('third_type'),
    recognizeId: integer('recognize_id').notNull().default(0),
    /** Storage key of the account's picture (users/avatar); null: none, the initial is shown. */
    avatarKey: text('avatar_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names and e-mails are unique regardless of case, so "Ann" cannot shadow "ann".
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_code_idx').on(t.userCode),
    // One account per mobile number (A2022): the check before a change can race another change.
    uniqueIndex('users_mobile_idx').on(t.mobile).where(sql`${t.mobile} is not null`),
  ],
);
