import type { z } from 'zod';
import { customerName } from '@shared/customers/contracts';
import type { Locale } from '@shared/i18n/locales';
import { fromMinor, MAX_AMOUNT_MINOR, toMinor, type Currency } from '@shared/money/money';
import type { Paginated } from '@shared/pagination';
import type {
  containerBody,
  containersQuery,
  renovationBody,
  renovationsQuery,
  SaleInfo,
  ServiceLineInput,
  ServiceOrder,
  ServiceOrderDetail,
  ServiceOrderKind,
  serviceScheduleBody,
} from '@shared/services/contracts';
import { lineAmount, linesTotal, totalArea } from '@shared/services/pricing';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { notFound, ValidationFailed } from '../../platform/errors';
import { paginateAt } from '../../platform/pagination';
import {
  findVisibleSale,
  refuseIfClosed,
  visibleSalesScope,
  type SaleViewer,
} from '../sales/sale-access.service';
import { instalmentsAsOf, lockOrder, rebuildOrderLedger, scheduleRows } from './service-ledger.service';
import * as repo from './services.repository';
import { setRenovationPrice } from '../sales/sale-edit.service';
import { todayOf } from '../../platform/clock';

/**
 * Renovations (a sale's "service", at most one) and service containers (its other extras): their lines,
 * schedules, lists and pages. Both live in service_containers with their kind; money is in the sale's
 * currency. Every write is one transaction with its audit row.
 */

type Line = { service_type_id: number; quantity: string; unit_price: string; amount: string };

/**
 * Prices the lines: an m² line without a quantity takes the units' total area; a line without a unit
 * price takes the type's (refused when the type is priced in another currency).
 */
async function priceLines(
  db: Db,
  saleId: number,
  currency: Currency,
  inputs: readonly z.output<z.ZodType<ServiceLineInput>>[],
  current: readonly number[] = [],
): Promise<Line[]> {
  const parsed = inputs as { service_type_id: number; quantity?: string; unit_price?: string }[];
  const types = new Map(
    (
      await repo.typesByIds(
        db,
        parsed.map((l) => l.service_type_id),
      )
    ).map((t) => [t.id, t]),
  );
  const area = totalArea(await repo.unitsOf(db, saleId));
  const errors: Record<
    string,
    [
      | 'services.type_unknown'
      | 'services.type_inactive'
      | 'services.price_required'
      | 'validation.amount_too_large',
    ]
  > = {};
  const lines = parsed.map((input, i) => {
    const type = types.get(input.service_type_id);
    if (!type) errors[`lines.${i}.service_type_id`] = ['services.type_unknown'];
    else if (!type.active && !current.includes(type.id))
      errors[`lines.${i}.service_type_id`] = ['services.type_inactive'];
    else if (input.unit_price === undefined && type.currency !== currency)
      errors[`lines.${i}.unit_price`] = ['services.price_required'];
    const quantity = fromMinor(toMinor(input.quantity ?? (type?.unit === 'm2' ? area : '1')));
    const unitPrice = fromMinor(toMinor(input.unit_price ?? type?.unit_price ?? '0'));
    const amount = lineAmount(quantity, unitPrice);
    if (toMinor(amount) > MAX_AMOUNT_MINOR) errors[`lines.${i}.quantity`] = ['validation.amount_too_large'];
    return { service_type_id: input.service_type_id, quantity, unit_price: unitPrice, amount };
  });
  if (!Object.keys(errors).length && toMinor(linesTotal(lines)) > MAX_AMOUNT_MINOR)
    errors.lines = ['validation.amount_too_large'];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return lines;
}

const snapshot = (order: repo.StoredOrder, lines?: Line[]) => ({
  kind: order.kind,
  sale_id: order.sale_id,
  title: order.title,
  currency: order.currency,
  total: order.total,
  status: order.status,
  ...(lines ? { lines } : {}),
});

type SaveInput = {
  id?: number;
  sale_id: number;
  title: string;
  status: string;
  lines: z.output<typeof renovationBody>['lines'];
  schedule?: z.output<typeof serviceScheduleBody>;
};

/**
 * Creates or updates a renovation or container. A changed total drops the saved schedule (it no longer
 * adds up; a new one is made), payments already made then stand as credit until it is.
 */
async function saveOrder(
  deps: AppDeps,
  user: SaleViewer,
  kind: ServiceOrderKind,
  input: SaveInput,
  audit: AuditContext,
): Promise<number> {
  const sale = await findVisibleSale(deps.db, user, input.sale_id);
  refuseIfClosed(sale);
  return deps.db.transaction(async (tx) => {
    if (input.id) await lockOrder(tx, input.id);
    const before = input.id ? await repo.findOrder(tx, input.id, kind) : undefined;
    if (input.id && (!before || before.sale_id !== sale.id)) throw notFound();
    const currentTypes = before ? (await repo.linesOf(tx, before.id)).map((l) => l.line.service_type_id) : [];
    const lines = await priceLines(tx, sale.id, sale.payment_ccy, input.lines, currentTypes);
    const total = linesTotal(lines);
    if (!before && kind === 'renovation' && (await repo.renovationOfSale(tx, sale.id)))
      throw new ValidationFailed({ sale_id: ['services.renovation_exists'] }, 'services.renovation_exists');
    const keepsSchedule = before && toMinor(before.total) === toMinor(total);
    const schedule = input.schedule
      ? scheduleRows(total, input.schedule)
      : keepsSchedule
        ? before.schedule
        : [];
    const values = { title: input.title, status: input.status, total, schedule };
    const saved = before
      ? await repo.updateOrder(tx, before.id, values)
      : await repo.insertOrder(tx, {
          ...values,
          kind,
          sale_id: sale.id,
          currency: sale.payment_ccy,
          created_by: audit.userId,
        });
    await repo.replaceLines(
      tx,
      saved.id,
      lines.map((line, i) => ({ ...line, position: i + 1 })),
    );
    await rebuildOrderLedger(tx, saved.id, audit, todayOf(deps));
    if (kind === 'renovation') await setRenovationPrice(tx, sale.id, total, audit);
    await writeAudit(tx, audit, {
      action: before ? 'update' : 'create',
      entityType: kind === 'renovation' ? 'service' : 'service_container',
      entityId: saved.id,
      before: before ? snapshot(before) : undefined,
      after: snapshot(saved, lines),
    });
    return saved.id;
  });
}

/** POST /api/services. */
export const saveRenovation = (
  deps: AppDeps,
  user: SaleViewer,
  input: z.output<typeof renovationBody>,
  audit: AuditContext,
) => saveOrder(deps, user, 'renovation', input, audit);

/** POST /api/containers. */
export const saveContainer = (
  deps: AppDeps,
  user: SaleViewer,
  input: z.output<typeof containerBody>,
  audit: AuditContext,
) => saveOrder(deps, user, 'container', input, audit);

/** The renovation or container when its sale is visible to the user, else 404. */
export async function findVisibleOrder(db: Db, user: SaleViewer, id: number, kind: ServiceOrderKind) {
  const order = await repo.findOrder(db, id, kind);
  if (!order) throw notFound();
  const sale = await findVisibleSale(db, user, order.sale_id);
  return { order, sale };
}

/** POST /api/sales/{sale_id}/renovation/payment-schedule: makes or replaces the renovation's schedule. */
export async function saveRenovationSchedule(
  deps: AppDeps,
  user: SaleViewer,
  saleId: number,
  body: z.output<typeof serviceScheduleBody>,
  audit: AuditContext,
): Promise<number> {
  const sale = await findVisibleSale(deps.db, user, saleId);
  refuseIfClosed(sale);
  const renovation = await repo.renovationOfSale(deps.db, sale.id);
  if (!renovation) throw notFound();
  return saveSchedule(deps, renovation.id, body, audit);
}

/** Saves the schedule of a renovation or container (rows adding up to its total) and rebuilds its ledger. */
async function saveSchedule(
  deps: AppDeps,
  id: number,
  body: z.output<typeof serviceScheduleBody>,
  audit: AuditContext,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const rows = scheduleRows(order.total, body);
    await repo.updateOrder(tx, id, { schedule: rows });
    await rebuildOrderLedger(tx, id, audit, todayOf(deps));
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: order.kind === 'renovation' ? 'service' : 'service_container',
      entityId: id,
      before: { schedule: order.schedule },
      after: { schedule: rows },
    });
    return id;
  });
}

/** DELETE /api/services/{id} and /api/containers/{id}: refused (422) while it has payments. */
export async function removeOrder(
  deps: AppDeps,
  user: SaleViewer,
  id: number,
  kind: ServiceOrderKind,
  audit: AuditContext,
): Promise<void> {
  const { sale } = await findVisibleOrder(deps.db, user, id, kind);
  refuseIfClosed(sale);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if ((await repo.paymentCountOf(tx, id)) > 0)
      throw new ValidationFailed({ id: ['services.has_payments'] }, 'services.has_payments');
    await repo.deleteOrder(tx, id);
    if (kind === 'renovation') await setRenovationPrice(tx, order.sale_id, null, audit);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: kind === 'renovation' ? 'service' : 'service_container',
      entityId: id,
      before: snapshot(order),
    });
  });
}

async function buyerNames(db: Db, saleIds: number[], locale: Locale): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  for (const b of await repo.buyersOf(db, [...new Set(saleIds)]))
    names.set(b.sale_id, [...(names.get(b.sale_id) ?? []), customerName(b.customer, locale)]);
  return names;
}

type ListedRow = Awaited<ReturnType<typeof repo.listOrders>>[number];
const presentOrder = (row: ListedRow, buyers: Map<number, string[]>): ServiceOrder => ({
  id: row.order.id,
  kind: row.order.kind,
  sale_id: row.order.sale_id,
  contract_no: row.contract_no,
  buyers: (buyers.get(row.order.sale_id) ?? []).join(', '),
  title: row.order.title,
  currency: row.order.currency,
  total: fromMinor(toMinor(row.order.total)),
  status: row.order.status,
  paid: fromMinor(toMinor(row.order.paid_amount)),
  debt: fromMinor(toMinor(row.debt)),
  overdue_days: row.overdue_days,
});

/** GET /api/services, GET /api/containers (and the overdue follow-up's lists). */
export async function listOrders(
  deps: AppDeps,
  user: SaleViewer,
  kind: ServiceOrderKind,
  query: z.output<typeof renovationsQuery> | z.output<typeof containersQuery>,
  url: string,
  locale: Locale,
  overdue = false,
): Promise<Paginated<ServiceOrder>> {
  const filters: repo.OrderFilters = {
    kind,
    sale_id: query.sale_id,
    status: query.status,
    building_ids: 'building_ids' in query ? query.building_ids : undefined,
    overdue,
    today: todayOf(deps),
  };
  const scope = visibleSalesScope(user);
  return paginateAt(
    url,
    query,
    () => repo.countOrders(deps.db, filters, scope),
    async (window) => {
      const rows = await repo.listOrders(deps.db, filters, scope, window);
      const buyers = await buyerNames(
        deps.db,
        rows.map((r) => r.order.sale_id),
        locale,
      );
      return rows.map((row) => presentOrder(row, buyers));
    },
  );
}

/** GET /api/services/{id}, GET /api/containers/{id}: with lines, schedule and payments. */
export async function getOrder(
  deps: AppDeps,
  user: SaleViewer,
  id: number,
  kind: ServiceOrderKind,
  locale: Locale,
): Promise<ServiceOrderDetail> {
  const today = todayOf(deps);
  const row = await repo.orderFigures(deps.db, id, today, visibleSalesScope(user));
  if (!row || row.order.kind !== kind) throw notFound();
  const buyers = await buyerNames(deps.db, [row.order.sale_id], locale);
  const lines = await repo.linesOf(deps.db, id);
  const paid = await repo.paidOfOrder(deps.db, row.order);
  return {
    ...presentOrder(row, buyers),
    credit: fromMinor(toMinor(row.order.credit_amount)),
    lines: lines.map(({ line, type }) => ({
      id: line.id,
      service_type_id: type.id,
      service_type_name: (locale === 'en' ? type.name_en : locale === 'ru' ? type.name_ru : '') || type.name,
      unit: type.unit,
      quantity: fromMinor(toMinor(line.quantity)),
      unit_price: fromMinor(toMinor(line.unit_price)),
      amount: fromMinor(toMinor(line.amount)),
    })),
    schedule: await instalmentsAsOf(deps.db, id, today),
    payments: paid.map((p) => ({
      id: p.id,
      date: p.payment_date,
      amount: fromMinor(toMinor(p.original_amount)),
      currency: p.currency,
      rate: fromMinor((toMinor(p.amount, 6) * 1_000_000n) / toMinor(p.original_amount, 6), 6),
      amount_converted: fromMinor(toMinor(p.amount)),
      payment_rate: p.payment_rate,
      sale_rate: p.sale_rate,
      rate_source: p.rate_source,
      payment_type: p.payment_type,
      note: p.note,
    })),
  };
}

/** The renovation of a sale (its id), or null. */
export async function renovationIdOfSale(db: Db, saleId: number): Promise<number | null> {
  return (await repo.renovationOfSale(db, saleId))?.id ?? null;
}

/** GET /api/containers/getSales. */
export async function salesForContainers(
  deps: AppDeps,
  user: SaleViewer,
  query: string | undefined,
  locale: Locale,
) {
  const rows = await repo.salesForContainers(deps.db, query, visibleSalesScope(user));
  const buyers = await buyerNames(
    deps.db,
    rows.map((r) => r.id),
    locale,
  );
  return rows.map((r) => ({ ...r, buyers: (buyers.get(r.id) ?? []).join(', ') }));
}

/** POST /api/containers/getSaleInfo. */
export async function saleInfo(
  deps: AppDeps,
  user: SaleViewer,
  saleId: number,
  locale: Locale,
): Promise<SaleInfo> {
  const sale = await findVisibleSale(deps.db, user, saleId);
  const units = await repo.unitsOf(deps.db, sale.id);
  const buyers = await repo.buyersOf(deps.db, [sale.id]);
  return {
    sale_id: sale.id,
    contract_no: sale.contract_no,
    currency: sale.payment_ccy,
    buyers: buyers.map((b) => ({ id: b.customer_id, name: customerName(b.customer, locale) })),
    units: units.map((u) => ({ id: u.id, number: u.number, area: fromMinor(toMinor(u.area)) })),
    total_area: totalArea(units),
  };
}
