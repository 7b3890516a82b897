import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { files } from './files';
import { users } from './users';
import type { CommentModel } from '@shared/comments/contracts';
import type { DocumentType, OwnerType } from '@shared/documents/contracts';

/** A file attached to a record (agent, barter deal, sale...): owner_type + owner_id name the record. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    owner_type: text('owner_type').$type<OwnerType>().notNull(),
    owner_id: integer('owner_id').notNull(),
    file_id: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    document_type: text('document_type').$type<DocumentType>().notNull().default('other'),
    title: text('title').notNull().default(''),
    active: boolean('active').notNull().default(true),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('documents_owner_idx').on(t.owner_type, t.owner_id),
    index('documents_created_idx').on(t.created_at),
  ],
);

/** A note left on a record (customer, agent, barter deal, booking, sale): model + model_id as the spec names them. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    model: text('model').$type<CommentModel>().notNull(),
    model_id: integer('model_id').notNull(),
    body: text('body').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('comments_model_idx').on(t.model, t.model_id, t.created_at)],
);
