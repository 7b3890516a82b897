import type { z } from 'zod';
import { toBankAccount } from '@shared/bank-accounts/contracts';
import type { Building, saveBuildingBody } from '@shared/buildings/contracts';
import type { MessageKey } from '@shared/i18n/messages';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import { canSeeBuilding } from '../../platform/building-scope';
import type { AppDeps } from '../../platform/deps';
import { notFound, ValidationFailed } from '../../platform/errors';
import { IMAGE_TYPES, type Upload } from '../../platform/files';
import * as repo from './buildings.repository';
import { removeCustomFieldValues } from '../custom-fields/custom-fields.service';

type SaveInput = z.output<typeof saveBuildingBody>;

/** The complexes with their bank accounts and unit counts: two queries whatever the number of complexes. */
async function present(deps: AppDeps, records: repo.BuildingRecord[]): Promise<Building[]> {
  const ids = records.map((b) => b.id);
  if (ids.length === 0) return [];
  const accounts = await repo.accountsOf(deps.db, ids);
  const counts = await repo.propertyCounts(deps.db, ids);
  return records.map(({ facsimile_file_id, created_at: _c, updated_at: _u, ...b }) => ({
    ...b,
    facsimile_file_url: deps.storage.signedUrl(facsimile_file_id),
    bank_accounts: accounts
      .filter((a) => a.account.building_id === b.id)
      .map((a) => toBankAccount(a.account, a.bank)),
    property_counts: Object.fromEntries(
      counts.filter((c) => c.building_id === b.id).map((c) => [c.status, c.n]),
    ),
  }));
}

export async function listBuildings(deps: AppDeps, user: AuthUser, search?: string): Promise<Building[]> {
  return present(deps, await repo.listBuildings(deps.db, user, search));
}

export async function getBuilding(deps: AppDeps, user: AuthUser, id: number): Promise<Building> {
  const record = await repo.findBuilding(deps.db, user, id);
  if (!record) throw notFound();
  return (await present(deps, [record]))[0]!;
}

const snapshot = ({ id: _id, created_at: _c, updated_at: _u, ...values }: repo.BuildingRecord) => values;

const valuesOf = ({ remove_facsimile: _r, ...fields }: SaveInput) => fields;

export async function createBuilding(
  deps: AppDeps,
  actor: AuthUser,
  input: SaveInput,
  facsimile: Upload | undefined,
  audit: AuditContext,
): Promise<Building> {
  const created = await deps.db.transaction(async (tx) => {
    const facsimileId = facsimile ? await deps.storage.save(tx, facsimile, IMAGE_TYPES, actor.id) : null;
    const building = await repo.insertBuilding(tx, { ...valuesOf(input), facsimile_file_id: facsimileId });
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'building',
      entityId: building.id,
      after: snapshot(building),
    });
    // A registrar limited to some complexes must still see the one they have just created.
    if (!canSeeBuilding(actor, building.id)) {
      const access = await repo.grantBuilding(tx, actor.id, building.id);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'user',
        entityId: actor.id,
        before: { building_ids: access.before },
        after: { building_ids: access.after },
      });
    }
    return building;
  });
  return (await present(deps, [created]))[0]!;
}

/** Blocks and states the complex's units or accounts still use cannot be taken off it. */
async function checkRemovals(deps: AppDeps, before: repo.BuildingRecord, input: SaveInput) {
  const errors: Record<string, MessageKey[]> = {};
  const removedBlocks = before.blocks.filter((b) => !(input.blocks as string[]).includes(b));
  if ((await repo.blocksInUse(deps.db, before.id, removedBlocks)).length)
    errors.blocks = ['validation.block_in_use'];
  const removedStates = before.property_states.filter(
    (s) => !(input.property_states as string[]).includes(s),
  );
  if ((await repo.statesInUse(deps.db, before.id, removedStates)).length)
    errors.property_states = ['validation.state_in_use'];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

export async function updateBuilding(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: SaveInput,
  facsimile: Upload | undefined,
  audit: AuditContext,
): Promise<Building> {
  const before = await repo.findBuilding(deps.db, actor, id);
  if (!before) throw notFound();
  await checkRemovals(deps, before, input);
  const removeFacsimileBytes = await deps.db.transaction(async (tx) => {
    const facsimileId = facsimile
      ? await deps.storage.save(tx, facsimile, IMAGE_TYPES, actor.id)
      : input.remove_facsimile
        ? null
        : before.facsimile_file_id;
    const after = await repo.updateBuilding(tx, id, { ...valuesOf(input), facsimile_file_id: facsimileId });
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'building',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return deps.storage.forget(
      tx,
      facsimileId === before.facsimile_file_id ? [] : [before.facsimile_file_id],
    );
  });
  await removeFacsimileBytes();
  return getBuilding(deps, actor, id);
}

export async function deleteBuilding(deps: AppDeps, actor: AuthUser, id: number, audit: AuditContext) {
  const removeFacsimileBytes = await deps.db.transaction(async (tx) => {
    const before = await repo.findBuilding(tx, actor, id);
    if (!before) throw notFound();
    if (await repo.hasProperties(tx, id))
      throw new ValidationFailed({ id: ['buildings.has_properties'] }, 'buildings.has_properties');
    // The complex's bank accounts go with it (FK cascade); each leaves its own audit row.
    for (const { account } of await repo.accountsOf(tx, [id])) {
      const { id: accountId, created_at: _c, updated_at: _u, ...values } = account;
      await writeAudit(tx, audit, {
        action: 'delete',
        entityType: 'bank_account',
        entityId: accountId,
        before: values,
      });
    }
    await repo.deleteBuilding(tx, id);
    await removeCustomFieldValues(tx, 'complex', id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'building',
      entityId: id,
      before: snapshot(before),
    });
    return deps.storage.forget(tx, [before.facsimile_file_id]);
  });
  await removeFacsimileBytes();
}
