import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { files } from './files';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    password_hash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    is_admin: boolean('is_admin').notNull().default(true),
    avatar_file_id: text('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Permissions granted to this user directly, on top of their roles'. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Complexes the user works with; all_buildings_access overrides it. */
    building_ids: integer('building_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Its holders may read but not write (spec §6's accountant), unless another role lifts it. */
    view_only: boolean('view_only').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.token_hash),
    index('auth_tokens_user_idx').on(t.user_id),
  ],
);

export const otpCodes = pgTable('otp_codes', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.token_hash)],
);

/**
 * Failure counters of sign-in and its neighbours (per account and address, per address, one-time-code
 * tries, codes sent, password-change guesses), shared by every server process on the database.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    last_failed_at: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_failures_last_failed_idx').on(t.last_failed_at)],
);
