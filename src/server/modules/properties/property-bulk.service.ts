import { planUnits, repeatedNumbers } from '@shared/properties/bulk-plan';
import type { BulkTemplate, PlannedUnit } from '@shared/properties/contracts';
import { sumDecimals } from '@shared/properties/pricing';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import type { Db } from '../../db/client';
import { invalid, ValidationFailed } from '../../platform/errors';
import { guardNumber } from './number-taken';
import * as repo from './properties.repository';
import { historyRow } from './properties.service';

/** The template's units as the shared planner makes them, each marked when its number is taken. */
async function plan(db: Db, user: repo.Scope, template: BulkTemplate): Promise<PlannedUnit[]> {
  const building = await repo.findBuilding(db, user, template.building_id);
  if (!building) throw invalid('building_id', 'validation.invalid_value');
  if (template.block !== null && !building.blocks.includes(template.block))
    throw invalid('block', 'validation.block_not_in_building');
  const units = planUnits(template);
  if (repeatedNumbers(units).length) throw invalid('number_pattern', 'properties.pattern_not_unique');
  const taken = new Set(
    await repo.takenNumbers(
      db,
      template.building_id,
      template.block,
      units.map((u) => u.number),
    ),
  );
  return units.map((u) => ({ ...u, conflict: taken.has(u.number) }));
}

export async function previewBulk(deps: AppDeps, user: repo.Scope, template: BulkTemplate) {
  const units = await plan(deps.db, user, template);
  return {
    units,
    conflicts: units.filter((u) => u.conflict).map((u) => u.number),
    total_value: sumDecimals(units.map((u) => u.total_price)),
    currency: template.currency,
  };
}

/** All the template's units in one multi-row INSERT, or none when any number is taken. */
export async function saveBulk(
  deps: AppDeps,
  user: repo.Scope,
  template: BulkTemplate,
  audit: AuditContext,
): Promise<number[]> {
  return guardNumber('number_pattern', () =>
    deps.db.transaction(async (tx) => {
      const units = await plan(tx, user, template);
      if (units.some((u) => u.conflict))
        throw new ValidationFailed({ number_pattern: ['properties.bulk_numbers_taken'] });
      const created = await repo.insertProperties(
        tx,
        units.map((u) => ({
          building_id: template.building_id,
          block: u.block,
          floor: u.floor,
          number: u.number,
          type: template.type,
          state: template.state,
          view: template.view ?? null,
          rooms: template.rooms,
          total_area: u.total_area,
          price_per_m2: u.price_per_m2,
          total_price: u.total_price,
          currency: template.currency,
        })),
      );
      await repo.insertPriceHistory(
        tx,
        created.map((p) => historyRow(p, 'created', audit)),
      );
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'property_bulk',
        entityId: template.building_id,
        after: { ...template, numbers: created.map((p) => p.number) },
      });
      return created.map((p) => p.id);
    }),
  );
}
