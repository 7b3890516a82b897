import type { z } from 'zod';
import { fromMinor, toMinor } from '@shared/money/money';
import type { ServiceType, serviceTypeBody } from '@shared/services/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import * as repo from './services.repository';

/** The catalogue of service types: renovation levels, parking, storage and the rest. */

const present = (row: repo.StoredType): ServiceType => ({
  id: row.id,
  name: row.name,
  name_en: row.name_en,
  name_ru: row.name_ru,
  kind: row.kind,
  unit: row.unit,
  unit_price: fromMinor(toMinor(row.unit_price)),
  currency: row.currency,
  active: row.active,
});

export const snapshot = (row: repo.StoredType) => ({ ...present(row) });

/** GET /api/service-types: active and inactive ones, or only active with ?active=true. */
export async function listTypes(db: Db, active?: boolean): Promise<ServiceType[]> {
  return (await repo.listTypes(db, active)).map(present);
}

/** POST /api/service-types: creates, or updates the one named by `id`. */
export async function saveType(
  deps: AppDeps,
  input: z.output<typeof serviceTypeBody>,
  audit: AuditContext,
): Promise<ServiceType> {
  const values = {
    name: input.name,
    name_en: input.name_en,
    name_ru: input.name_ru,
    kind: input.kind,
    unit: input.unit,
    unit_price: fromMinor(toMinor(input.unit_price)),
    currency: input.currency,
    active: input.active,
  };
  return deps.db.transaction(async (tx) => {
    if (input.id === undefined) {
      const created = await repo.insertType(tx, values);
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'service_type',
        entityId: created.id,
        after: snapshot(created),
      });
      return present(created);
    }
    const before = await repo.findType(tx, input.id);
    if (!before) throw notFound();
    const after = (await repo.updateType(tx, input.id, values))!;
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'service_type',
      entityId: after.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return present(after);
  });
}

/** DELETE /api/service-types/{id}: a type some line uses is switched off instead. Answers whether it was deleted. */
export async function removeType(deps: AppDeps, id: number, audit: AuditContext): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findType(tx, id);
    if (!before) throw notFound();
    if (await repo.typeInUse(tx, id)) {
      const after = (await repo.updateType(tx, id, { active: false }))!;
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'service_type',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return false;
    }
    await repo.deleteType(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'service_type',
      entityId: id,
      before: snapshot(before),
    });
    return true;
  });
}
