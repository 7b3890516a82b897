import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TYPE_TITLES,
  DOCUMENT_TYPES,
  type addFileBody,
  type DocumentRow,
  type DocumentTypeItem,
  type OwnerType,
  type updateFileBody,
} from '@shared/documents/contracts';
import type { Locale } from '@shared/i18n/locales';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { notFound, ValidationFailed } from '../../platform/errors';
import type { FileStorage, RemoveBytes, Upload } from '../../platform/files';
import type { PageWindow } from '../../platform/pagination';
import * as repo from './documents.repository';

// Agents' and word templates' routes still read their file forms through here; new code imports the platform.

/**
 * Files attached to a record. Other modules (agents, barter, later sales) call these inside their own
 * transaction, after checking that the owner exists and that the user may change it; the document rows
 * live in `documents`, the bytes in the platform file storage (size limit, type read from the content).
 */
export interface Owner {
  type: OwnerType;
  id: number;
}

type AddInput = z.output<typeof addFileBody>;
type UpdateInput = z.output<typeof updateFileBody>;

export function documentTypes(locale: Locale): DocumentTypeItem[] {
  return DOCUMENT_TYPES.map((value) => ({
    value,
    title: DOCUMENT_TYPE_TITLES[value][locale],
    title_ka: DOCUMENT_TYPE_TITLES[value].ka,
    title_en: DOCUMENT_TYPE_TITLES[value].en,
    title_ru: DOCUMENT_TYPE_TITLES[value].ru,
  }));
}

function present(storage: FileStorage, r: repo.DocumentListRecord): DocumentRow {
  return {
    id: r.id,
    owner_type: r.owner_type,
    owner_id: r.owner_id,
    owner_label: r.owner_label,
    document_type: r.document_type,
    title: r.title,
    original_name: r.original_name,
    mime_type: r.mime_type,
    size_bytes: Number(r.size_bytes),
    active: r.active,
    uploaded_by: r.uploaded_by,
    uploaded_by_name: r.uploaded_by_name,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    url: storage.signedUrl(r.file_id),
  };
}

/**
 * The condition on `sales` that keeps a query to the sales the user may see: the sales module's rule,
 * handed in by modules/index.ts (sales imports documents, so documents may not import sales).
 */
export type SaleScopeRule = (user: repo.Scope) => SQL | undefined;

/**
 * GET /api/documents: the count and one page of the files of agents, barter deals and sales the user may
 * see, for the route to paginate.
 */
export function documentsPage(
  deps: AppDeps,
  user: repo.Scope,
  saleScope: SaleScopeRule,
  filters: repo.DocumentFilters,
) {
  const salesSeen = saleScope(user);
  return {
    count: () => repo.countDocuments(deps.db, user, salesSeen, filters),
    rows: async (window: PageWindow) =>
      (await repo.listDocuments(deps.db, user, salesSeen, filters, window)).map((r) =>
        present(deps.storage, r),
      ),
  };
}

/** Every file of one owner, newest first (the owner's own list; the caller has checked the owner). */
async function filesOf(db: Db, storage: FileStorage, owner: Owner): Promise<DocumentRow[]> {
  const all = { id: 0, permissions: ['all_buildings_access'], buildingIds: [] };
  return (await repo.listDocuments(db, all, undefined, { owner_type: owner.type, owner_id: owner.id })).map(
    (r) => present(storage, r),
  );
}

const snapshot = (d: repo.DocumentRecord) => ({
  owner_type: d.owner_type,
  owner_id: d.owner_id,
  file_id: d.file_id,
  document_type: d.document_type,
  title: d.title,
  active: d.active,
});

export async function attachFile(
  tx: Db,
  storage: FileStorage,
  owner: Owner,
  input: AddInput,
  upload: Upload | undefined,
  audit: AuditContext,
): Promise<number> {
  if (!upload) throw new ValidationFailed({ file: ['documents.file_required'] });
  const fileId = await storage.save(tx, { ...upload, field: 'file' }, DOCUMENT_MIME_TYPES, audit.userId);
  const created = await repo.insertDocument(tx, {
    owner_type: owner.type,
    owner_id: owner.id,
    file_id: fileId,
    document_type: input.document_type,
    title: input.title || upload.filename.slice(0, 255),
    uploaded_by: audit.userId,
  });
  await writeAudit(tx, audit, {
    action: 'create',
    entityType: 'document',
    entityId: created.id,
    after: snapshot(created),
  });
  return created.id;
}

/**
 * A new file and/or a new type, title or active flag. A replaced file is forgotten when nothing else uses
 * it; the caller runs the answered removal of its bytes after committing.
 */
async function replaceFile(
  tx: Db,
  storage: FileStorage,
  owner: Owner,
  input: UpdateInput,
  upload: Upload | undefined,
  audit: AuditContext,
): Promise<RemoveBytes> {
  const before = await repo.findDocument(tx, owner.type, owner.id, input.document_id);
  if (!before) throw notFound();
  if (!upload && input.document_type === undefined && input.title === undefined && input.active === undefined)
    throw new ValidationFailed({ file: ['documents.nothing_to_change'] });
  const fileId = upload
    ? await storage.save(tx, { ...upload, field: 'file' }, DOCUMENT_MIME_TYPES, audit.userId)
    : before.file_id;
  const after = await repo.updateDocument(tx, before.id, {
    file_id: fileId,
    ...(input.document_type === undefined ? {} : { document_type: input.document_type }),
    ...(input.title === undefined ? {} : { title: input.title || (upload?.filename ?? before.title) }),
    ...(input.active === undefined ? {} : { active: input.active }),
    ...(upload ? { uploaded_by: audit.userId } : {}),
  });
  const removeBytes = await storage.forget(tx, upload ? [before.file_id] : []);
  await writeAudit(tx, audit, {
    action: 'update',
    entityType: 'document',
    entityId: before.id,
    before: snapshot(before),
    after: snapshot(after),
  });
  return removeBytes;
}

/**
 * Deletes one document of the owner, or with no id all of them (the owner is being deleted), forgetting
 * their files; the caller runs the answered removal of the bytes after committing.
 */
export async function deleteFiles(
  tx: Db,
  storage: FileStorage,
  owner: Owner,
  audit: AuditContext,
  documentId?: number,
): Promise<RemoveBytes> {
  const removed = await repo.deleteDocuments(tx, owner.type, owner.id, documentId);
  if (documentId !== undefined && !removed.length) throw notFound();
  const removeBytes = await storage.forget(
    tx,
    removed.map((d) => d.file_id),
  );
  for (const d of removed)
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'document',
      entityId: d.id,
      before: snapshot(d),
    });
  return removeBytes;
}

/** Whether the owner exists for the user (building scoping included); called with the transaction when writing. */
export type OwnerCheck = (db: Db) => Promise<boolean>;

async function checked(db: Db, owner: Owner, exists: OwnerCheck): Promise<Owner> {
  if (!(await exists(db))) throw notFound();
  return owner;
}

async function one(deps: AppDeps, owner: Owner, documentId: number): Promise<DocumentRow> {
  const row = (await filesOf(deps.db, deps.storage, owner)).find((d) => d.id === documentId);
  if (!row) throw notFound();
  return row;
}

/** GET {owner}/{id}/files */
export async function listOwnerFiles(deps: AppDeps, owner: Owner, exists: OwnerCheck) {
  return filesOf(deps.db, deps.storage, await checked(deps.db, owner, exists));
}

/** POST {owner}/{ownerId}/addFile */
export async function addOwnerFile(
  deps: AppDeps,
  owner: Owner,
  exists: OwnerCheck,
  input: AddInput,
  upload: Upload | undefined,
  audit: AuditContext,
): Promise<DocumentRow> {
  const id = await deps.db.transaction(async (tx) =>
    attachFile(tx, deps.storage, await checked(tx, owner, exists), input, upload, audit),
  );
  return one(deps, owner, id);
}

/** POST|PUT {owner}/{ownerId}/updateFile */
export async function updateOwnerFile(
  deps: AppDeps,
  owner: Owner,
  exists: OwnerCheck,
  input: UpdateInput,
  upload: Upload | undefined,
  audit: AuditContext,
): Promise<DocumentRow> {
  const removeBytes = await deps.db.transaction(async (tx) =>
    replaceFile(tx, deps.storage, await checked(tx, owner, exists), input, upload, audit),
  );
  await removeBytes();
  return one(deps, owner, input.document_id);
}

/** DELETE {owner}/{ownerId}/deleteFile/{documentId} */
export async function deleteOwnerFile(
  deps: AppDeps,
  owner: Owner,
  exists: OwnerCheck,
  documentId: number,
  audit: AuditContext,
): Promise<void> {
  const removeBytes = await deps.db.transaction(async (tx) =>
    deleteFiles(tx, deps.storage, await checked(tx, owner, exists), audit, documentId),
  );
  await removeBytes();
}
