import type { MessageKey } from '@shared/i18n/messages';
import type { PropertyStatus } from '@shared/properties/enums';
import type { Db } from '../../db/client';
import type { AuditContext } from '../../platform/audit';
import { HttpError, ValidationFailed } from '../../platform/errors';
// The one status gate of docs/decisions/007: sales call the properties module's service, never its repository.
import { transitionStatus } from '../properties/property-status.service';
import { saleAmounts } from './sale-plan';
import type { Scope } from './sales.repository';
import * as write from './sales-write.repository';

/** Releases happen for a sale the user was allowed to change: every building, whatever the user's scope. */
const ALL_BUILDINGS = { permissions: ['all_buildings_access'], buildingIds: [] };

const unitNotFree = (propertyId: number) =>
  new HttpError(409, 'sales.unit_not_free', { property_id: propertyId });

/**
 * Checks the units a sale is to hold: none twice, each one the user may see, all in one complex. Adds
 * the problems to `errors` (field `properties`) and answers the complex and the units' current statuses.
 */
export async function checkUnits(
  db: Db,
  user: Scope,
  propertyIds: number[],
  errors: Record<string, MessageKey[]>,
): Promise<{ buildingId: number | null; statuses: Map<number, string> }> {
  const add = (key: MessageKey) => (errors.properties ??= []).includes(key) || errors.properties.push(key);
  if (new Set(propertyIds).size !== propertyIds.length) add('sales.unit_duplicate');
  const found = await write.visibleUnits(db, user, [...new Set(propertyIds)]);
  if (found.length !== new Set(propertyIds).size) add('sales.unit_unknown');
  const buildings = new Set(found.map((u) => u.building_id));
  if (buildings.size > 1) add('sales.units_one_complex');
  return {
    buildingId: buildings.size === 1 ? [...buildings][0]! : null,
    statuses: new Map(found.map((u) => [u.id, u.status])),
  };
}

/**
 * The units a sale is to hold and its money, checked together (checkUnits, saleAmounts): their problems
 * join `errors`, and any problem there, earlier ones included, is a 422. Answers the units' complex,
 * their current statuses and the sale's amounts.
 */
export async function checkUnitsAndAmounts(
  db: Db,
  user: Scope,
  input: {
    properties: readonly { property_id: number; price: string }[];
    discount: string;
    first_installment_amount: string;
  },
  errors: Record<string, MessageKey[]>,
) {
  const propertyIds = input.properties.map((p) => p.property_id);
  const { buildingId, statuses } = await checkUnits(db, user, propertyIds, errors);
  const amounts = saleAmounts(input.properties, input.discount, input.first_installment_amount);
  Object.assign(errors, amounts.errors);
  if (Object.keys(errors).length || buildingId === null) throw new ValidationFailed(errors);
  return { buildingId, statuses, amounts };
}

/**
 * Moves each unit to sold through the status gate: `from` is free, or booked for the unit the sale's
 * booking held. A unit in another status, or taken meanwhile by a concurrent sale or booking, is 409.
 */
export async function takeUnits(
  tx: Db,
  user: Scope,
  propertyIds: number[],
  statuses: Map<number, string>,
  audit: AuditContext,
  bookedUnit: number | null = null,
): Promise<void> {
  for (const id of propertyIds) {
    const from: PropertyStatus = id === bookedUnit ? 'booked' : 'free';
    if (statuses.get(id) !== from) throw unitNotFree(id);
    try {
      await transitionStatus(tx, user, id, from, 'sold', audit);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) throw unitNotFree(id);
      throw error;
    }
  }
}

/**
 * Takes units off the sale (all held ones, or those given) and gives each sold unit back to sale
 * (sold -> free). Answers the units released.
 */
export async function releaseUnits(
  tx: Db,
  saleId: number,
  at: Date,
  audit: AuditContext,
  propertyIds?: number[],
): Promise<number[]> {
  const released = await write.releaseUnits(tx, saleId, at, propertyIds);
  const statuses = await write.unitStatuses(tx, released);
  for (const id of released)
    if (statuses.get(id) === 'sold') await transitionStatus(tx, ALL_BUILDINGS, id, 'sold', 'free', audit);
  return released;
}

/** Whether an error (or one it wraps) violates the named unique index. */
export function violates(error: unknown, index: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint ?? message ?? '').includes(index)) return true;
  }
  return false;
}
