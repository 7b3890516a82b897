import { removeCommentsOf } from '../comments/comments.service';
import { type BarterRow, type SaveBarterInput } from '@shared/barter/contracts';
import type { Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/messages';
import type { PageQuery } from '@shared/pagination';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound } from '../../platform/errors';
import { paginateAt } from '../../platform/pagination';
import { deleteFiles } from '../documents/documents.service';
import { transitionStatus } from '../properties/property-status.service';
import { customerLink } from '../customers/customers.service';
import { requireLinks } from '../../platform/linked-records';
import * as repo from './barter.repository';

type Actor = repo.Scope & { id: number };

async function present(db: Db, rows: repo.DealListRecord[], locale: Locale): Promise<BarterRow[]> {
  const units = await repo.unitsOf(
    db,
    rows.map((r) => r.deal.id),
    locale,
  );
  return rows.map(({ deal, customer_name, documents_count }) => ({
    id: deal.id,
    customer_id: deal.customer_id,
    customer_name,
    item_type: deal.item_type,
    description: deal.description,
    vehicle_brand: deal.vehicle_brand,
    vehicle_model: deal.vehicle_model,
    vehicle_year: deal.vehicle_year,
    valuation: deal.valuation,
    currency: deal.currency,
    deal_date: deal.deal_date,
    status: deal.status,
    note: deal.note,
    properties: units
      .filter((u) => u.barter_id === deal.id)
      .map(({ barter_id: _b, released_at, ...u }) => ({
        ...u,
        released_at: released_at?.toISOString() ?? null,
      })),
    documents_count,
    created_at: deal.created_at.toISOString(),
    updated_at: deal.updated_at.toISOString(),
  }));
}

export function listDeals(
  db: Db,
  user: Actor,
  query: PageQuery & repo.DealFilters,
  url: string,
  locale: Locale,
) {
  const { page, perpage, ...filters } = query;
  return paginateAt(
    url,
    { page, perpage },
    () => repo.countDeals(db, user, filters),
    async (window) => present(db, await repo.listDeals(db, user, filters, window), locale),
  );
}

export const dealVisible = async (db: Db, user: Actor, id: number): Promise<boolean> =>
  !!(await repo.findDeal(db, user, id));

export async function getDeal(db: Db, user: Actor, id: number, locale: Locale): Promise<BarterRow> {
  const [row] = await present(db, await repo.listDeals(db, user, { id }), locale);
  if (!row) throw notFound();
  return row;
}

function values(input: SaveBarterInput): repo.DealValues {
  const vehicle = input.item_type === 'vehicle';
  return {
    customer_id: input.customer_id,
    item_type: input.item_type,
    description: input.description,
    vehicle_brand: vehicle ? input.vehicle_brand : null,
    vehicle_model: vehicle ? input.vehicle_model : null,
    vehicle_year: vehicle ? input.vehicle_year : null,
    valuation: input.valuation,
    currency: input.currency,
    deal_date: input.deal_date,
    status: input.status,
    note: input.note,
  };
}

const snapshot = (d: repo.DealRecord, propertyIds: number[]) => ({
  customer_id: d.customer_id,
  item_type: d.item_type,
  description: d.description,
  vehicle_brand: d.vehicle_brand,
  vehicle_model: d.vehicle_model,
  vehicle_year: d.vehicle_year,
  valuation: d.valuation,
  currency: d.currency,
  deal_date: d.deal_date,
  status: d.status,
  note: d.note,
  property_ids: propertyIds,
});

/**
 * Moves units free -> barter for a deal. The units are locked first: one the user cannot see answers
 * 422 on property_ids, one that is not free 422 naming it; transitionStatus still guards the race (409).
 */
async function takeUnits(
  tx: Db,
  user: Actor,
  dealId: number,
  ids: number[],
  audit: AuditContext,
  locale: Locale,
) {
  if (!ids.length) return;
  const units = await repo.lockUnits(tx, user, ids);
  if (units.length !== ids.length) throw invalid('property_ids', 'validation.invalid_value');
  const busy = units.filter((u) => u.status !== 'free');
  if (busy.length) {
    const names = busy.map((u) => (u.block ? `${u.block}-${u.number}` : u.number)).join(', ');
    throw new HttpError(422, 'barter.units_not_free', {
      message: translate('barter.units_not_free', locale, { units: names }),
      errors: { property_ids: [translate('barter.unit_not_free', locale)] },
      units: busy.map((u) => ({ id: u.id, number: u.number, block: u.block, status: u.status })),
    });
  }
  await repo.attachUnits(tx, dealId, ids);
  for (const id of ids) await transitionStatus(tx, user, id, 'free', 'barter', audit);
}

async function releaseUnits(tx: Db, user: Actor, dealId: number, ids: number[], audit: AuditContext) {
  await repo.releaseUnits(tx, dealId, ids);
  for (const id of ids) await transitionStatus(tx, user, id, 'barter', 'free', audit);
}

/**
 * The deal's customer must be one the user may see (spec §6; an unseen one reads as a missing one),
 * checked when it is new to the deal.
 */
async function checkCustomer(db: Db, user: Actor, input: SaveBarterInput, before?: repo.DealRecord) {
  if (before?.customer_id === input.customer_id) return;
  await requireLinks({ customer_id: customerLink(db, user, input.customer_id, 'barter.unknown_customer') });
}

export async function createDeal(
  deps: AppDeps,
  user: Actor,
  input: SaveBarterInput,
  audit: AuditContext,
  locale: Locale,
): Promise<number> {
  await checkCustomer(deps.db, user, input);
  if (input.status === 'canceled') throw invalid('status', 'validation.invalid_value');
  return deps.db.transaction(async (tx) => {
    const created = await repo.insertDeal(tx, { ...values(input), created_by: audit.userId });
    await takeUnits(tx, user, created.id, input.property_ids, audit, locale);
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'barter',
      entityId: created.id,
      after: snapshot(created, input.property_ids),
    });
    return created.id;
  });
}

/**
 * Saves the deal; the unit set and the status move the units: units left out are released (barter ->
 * free), new ones taken (free -> barter), and status canceled releases every unit. A canceled deal is
 * read-only.
 */
export async function updateDeal(
  deps: AppDeps,
  user: Actor,
  id: number,
  input: SaveBarterInput,
  audit: AuditContext,
  locale: Locale,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findDeal(tx, user, id, true);
    if (!before) throw notFound();
    if (before.status === 'canceled') throw new HttpError(422, 'barter.closed_read_only');
    await checkCustomer(tx, user, input, before);
    const live = await repo.liveUnitIds(tx, id);
    const wanted = input.status === 'canceled' ? [] : input.property_ids;
    await releaseUnits(
      tx,
      user,
      id,
      live.filter((u) => !wanted.includes(u)),
      audit,
    );
    await takeUnits(
      tx,
      user,
      id,
      wanted.filter((u) => !live.includes(u)),
      audit,
      locale,
    );
    const after = await repo.updateDeal(tx, id, values(input));
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'barter',
      entityId: id,
      before: snapshot(before, live),
      after: snapshot(after, wanted),
    });
  });
}

export async function cancelDeal(deps: AppDeps, user: Actor, id: number, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findDeal(tx, user, id, true);
    if (!before) throw notFound();
    if (before.status === 'canceled') throw new HttpError(422, 'barter.closed_read_only');
    const live = await repo.liveUnitIds(tx, id);
    await releaseUnits(tx, user, id, live, audit);
    const after = await repo.updateDeal(tx, id, { status: 'canceled' });
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'barter',
      entityId: id,
      before: snapshot(before, live),
      after: snapshot(after, []),
    });
  });
}

/** Deleting a deal frees its live units and deletes its documents, in one transaction. */
export async function deleteDeal(deps: AppDeps, user: Actor, id: number, audit: AuditContext): Promise<void> {
  const removeFileBytes = await deps.db.transaction(async (tx) => {
    const before = await repo.findDeal(tx, user, id, true);
    if (!before) throw notFound();
    const live = await repo.liveUnitIds(tx, id);
    await releaseUnits(tx, user, id, live, audit);
    const removeBytes = await deleteFiles(tx, deps.storage, { type: 'barter', id }, audit);
    await repo.deleteDeal(tx, id);
    await removeCommentsOf(tx, 'barter', id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'barter',
      entityId: id,
      before: snapshot(before, live),
    });
    return removeBytes;
  });
  await removeFileBytes();
}
