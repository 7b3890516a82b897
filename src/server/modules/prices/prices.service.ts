import type { Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/messages';
import { roundHalfUp } from '@shared/money/money';
import type {
  PriceListDetail,
  PriceListItem,
  PriceListRow,
  PricePreviewAnswer,
  PriceListSource,
  PriceRowError,
  PriceRule,
  SavePriceListInput,
} from '@shared/prices/contracts';
import {
  applyProblem,
  difference,
  planRule,
  planSheet,
  totalsByCurrency,
  type PlannedPrice,
  type PricedUnit,
  type RowProblem,
} from '@shared/prices/rules';
import { totalPrice } from '@shared/properties/pricing';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound, ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';
import type { Db } from '../../db/client';
import * as repo from './prices.repository';
import type { Scope } from './prices.repository';
import { XLSX_TYPES } from '../../platform/sheets';
import { readSheet, writeTemplate } from './prices.sheet';

type ListRecord = NonNullable<Awaited<ReturnType<typeof repo.findPriceList>>>;
type Actor = Scope & { id: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function row(r: ListRecord): PriceListRow {
  return {
    id: r.id,
    building_id: r.building_id,
    building_name: r.building_name,
    title: r.title,
    valid_from: r.valid_from,
    source: r.source,
    status: r.status,
    items_count: r.items_count,
    created_at: r.created_at.toISOString(),
    applied_at: iso(r.applied_at),
  };
}

export async function listPriceLists(db: Db, user: Scope, buildingId: number | undefined) {
  return (await repo.listPriceLists(db, user, buildingId)).map(row);
}

const item = (i: Omit<PriceListItem, 'difference'>): PriceListItem => ({
  ...i,
  difference: difference(i.old_total_price, i.new_total_price),
});

/** The units a price template offers: those still on offer (not sold, bartered or split). */
const TEMPLATE_STATUSES = new Set(['free', 'booked', 'not_for_sale']);

/** The price template of a complex the user may see: its file name and its bytes. */
export async function priceTemplate(db: Db, user: Scope, buildingId: number) {
  const building = await repo.findBuilding(db, user, buildingId);
  if (!building) throw notFound();
  const units = (await repo.unitsOfBuilding(db, building.id)).filter((u) => TEMPLATE_STATUSES.has(u.status));
  const name = `prices-${building.id}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  return { name, bytes: await writeTemplate(units) };
}

export async function getPriceList(deps: AppDeps, user: Scope, id: number): Promise<PriceListDetail> {
  const record = await repo.findPriceList(deps.db, user, id);
  if (!record) throw notFound();
  const items = (await repo.itemsOf(deps.db, id)).map(item);
  return {
    ...row(record),
    rule: record.rule,
    file_url: deps.storage.signedUrl(record.file_id),
    applied_by: record.applied_by,
    items,
    totals: totalsByCurrency(items),
  };
}

const planned = (p: PlannedPrice): PriceListItem =>
  item({
    property_id: p.unit.id,
    number: p.unit.number,
    block: p.unit.block,
    floor: p.unit.floor,
    old_price_per_m2: p.unit.price_per_m2,
    old_total_price: p.unit.total_price,
    new_price_per_m2: p.new_price_per_m2,
    new_total_price: p.new_total_price,
    currency: p.unit.currency,
    line: p.line,
  });

function rowErrors(problems: RowProblem[], locale: Locale): PriceRowError[] {
  return problems.map((p) => {
    const reason = translate(p.reason_key, locale);
    return {
      line: p.line,
      reason_key: p.reason_key,
      message:
        p.line !== null
          ? translate('prices.row_line', locale, { line: String(p.line), reason })
          : p.label
            ? `${p.label}: ${reason}`
            : reason,
    };
  });
}

/** 422 with every bad row; nothing has been written. */
function badRows(problems: RowProblem[], locale: Locale, key: 'prices.bad_rows' | 'prices.units_changed') {
  const rows = rowErrors(problems, locale);
  return new HttpError(422, key, { errors: { rows: rows.map((r) => r.message) }, rows });
}

type Plan = {
  source: PriceListSource;
  rule: PriceRule | null;
  upload: Upload | null;
  planned: PlannedPrice[];
  problems: RowProblem[];
};

/** The items a file or a rule makes for the complex; null when neither is given. */
async function plan(
  deps: AppDeps,
  user: Scope,
  input: SavePriceListInput,
  upload: Upload | undefined,
): Promise<Plan | null> {
  if (!(await repo.findBuilding(deps.db, user, input.building_id)))
    throw invalid('building_id', 'validation.invalid_value');
  if (upload && input.rule_kind) throw invalid('file', 'prices.file_or_rule');
  if (input.rule_kind && input.rule_value !== undefined) {
    const rule: PriceRule = {
      kind: input.rule_kind,
      value: roundHalfUp(input.rule_value, 2),
      block: input.block ?? null,
      floor_from: input.floor_from ?? null,
      floor_to: input.floor_to ?? null,
    };
    const units = await repo.unitsOfBuilding(deps.db, input.building_id);
    return { source: 'rule', rule, upload: null, ...planRule(rule, units) };
  }
  if (!upload) return null;
  const rows = await readSheet(upload);
  const ids = rows
    .map((r) => String(r.property_id ?? '').trim())
    .filter((v) => /^\d+$/.test(v))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n <= 2147483647);
  // The complex's units (for block + number) and any other unit the user may see that a line names.
  const units = new Map<number, PricedUnit>();
  for (const u of await repo.unitsOfBuilding(deps.db, input.building_id)) units.set(u.id, u);
  for (const u of await repo.unitsByIds(deps.db, user, [...new Set(ids)])) units.set(u.id, u);
  return { source: 'excel', rule: null, upload, ...planSheet(rows, [...units.values()], input.building_id) };
}

const required = (p: Plan | null): Plan => {
  if (!p) throw new ValidationFailed({ file: ['prices.file_or_rule'] }, 'prices.file_or_rule');
  return p;
};

export async function previewPriceList(
  deps: AppDeps,
  user: Scope,
  input: SavePriceListInput,
  upload: Upload | undefined,
  locale: Locale,
): Promise<PricePreviewAnswer> {
  const p = required(await plan(deps, user, input, upload));
  const items = p.planned.map(planned);
  return { items, errors: rowErrors(p.problems, locale), totals: totalsByCurrency(items) };
}

/** A plan that can be saved: no bad row and at least one price. */
function checked(p: Plan, locale: Locale): Plan {
  if (p.problems.length) throw badRows(p.problems, locale, 'prices.bad_rows');
  if (!p.planned.length) throw new ValidationFailed({ file: ['prices.no_changes'] }, 'prices.no_changes');
  return p;
}

const itemValues = (p: Plan) =>
  p.planned.map((x) => ({
    property_id: x.unit.id,
    line: x.line,
    old_price_per_m2: x.unit.price_per_m2,
    old_total_price: x.unit.total_price,
    new_price_per_m2: x.new_price_per_m2,
    new_total_price: x.new_total_price,
    currency: x.unit.currency,
  }));

const snapshot = (r: {
  title: string;
  valid_from: string;
  source: string;
  rule: unknown;
  status: string;
}) => ({
  title: r.title,
  valid_from: r.valid_from,
  source: r.source,
  rule: r.rule,
  status: r.status,
});

export async function createPriceList(
  deps: AppDeps,
  user: Actor,
  input: SavePriceListInput,
  upload: Upload | undefined,
  audit: AuditContext,
  locale: Locale,
): Promise<number> {
  const p = checked(required(await plan(deps, user, input, upload)), locale);
  return deps.db.transaction(async (tx) => {
    const fileId = p.upload ? await deps.storage.save(tx, p.upload, XLSX_TYPES, user.id) : null;
    const created = await repo.insertPriceList(tx, {
      building_id: input.building_id,
      title: input.title,
      valid_from: input.valid_from,
      source: p.source,
      rule: p.rule,
      file_id: fileId,
      status: 'draft',
      created_by: user.id,
    });
    await repo.replaceItems(tx, created.id, itemValues(p));
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'price_list',
      entityId: created.id,
      after: { ...snapshot(created), building_id: created.building_id, items_count: p.planned.length },
    });
    return created.id;
  });
}

export async function updatePriceList(
  deps: AppDeps,
  user: Actor,
  id: number,
  input: SavePriceListInput,
  upload: Upload | undefined,
  audit: AuditContext,
  locale: Locale,
): Promise<void> {
  const before = await repo.findPriceList(deps.db, user, id);
  if (!before) throw notFound();
  if (before.status !== 'draft') throw new HttpError(422, 'prices.applied_read_only');
  if (input.building_id !== before.building_id) throw invalid('building_id', 'validation.invalid_value');
  const fresh = await plan(deps, user, input, upload);
  const p = fresh ? checked(fresh, locale) : null;
  const removeOldFileBytes = await deps.db.transaction(async (tx) => {
    const fileId = p?.upload ? await deps.storage.save(tx, p.upload, XLSX_TYPES, user.id) : null;
    const after = await repo.updateDraft(tx, id, {
      title: input.title,
      valid_from: input.valid_from,
      ...(p ? { source: p.source, rule: p.rule, file_id: fileId } : {}),
    });
    if (!after) throw new HttpError(422, 'prices.applied_read_only');
    if (p) await repo.replaceItems(tx, id, itemValues(p));
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'price_list',
      entityId: id,
      before: { ...snapshot(before), items_count: before.items_count },
      after: { ...snapshot(after), items_count: p ? p.planned.length : before.items_count },
    });
    return deps.storage.forget(tx, p ? [before.file_id] : []);
  });
  await removeOldFileBytes();
}

export async function deletePriceList(deps: AppDeps, user: Scope, id: number, audit: AuditContext) {
  const removeFileBytes = await deps.db.transaction(async (tx) => {
    const before = await repo.findPriceList(tx, user, id);
    if (!before) throw notFound();
    if (before.status !== 'draft' || !(await repo.deleteDraft(tx, id)))
      throw new HttpError(422, 'prices.applied_read_only');
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'price_list',
      entityId: id,
      before: { ...snapshot(before), building_id: before.building_id, items_count: before.items_count },
    });
    return deps.storage.forget(tx, [before.file_id]);
  });
  await removeFileBytes();
}

/**
 * All or nothing, in one transaction: the units are locked and checked again (still in the complex, not
 * sold, bartered or split, same currency); then one UPDATE sets every price, one INSERT writes the
 * history, and the list is marked applied. Any unit that no longer qualifies answers 422 and nothing
 * changes. The total is area × new price per m² with the area as it is now.
 */
export async function applyPriceList(
  deps: AppDeps,
  user: Actor,
  id: number,
  audit: AuditContext,
  locale: Locale,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const list = await repo.findPriceList(tx, user, id);
    if (!list) throw notFound();
    if (list.status !== 'draft') throw new HttpError(422, 'prices.applied_read_only');
    const items = await repo.itemsOf(tx, id);
    const units = new Map(
      (
        await repo.unitsByIds(
          tx,
          user,
          items.map((i) => i.property_id),
          true,
        )
      ).map((u) => [u.id, u]),
    );
    const problems: RowProblem[] = [];
    const applied: (Omit<repo.PriceListItemValues, 'price_list_id'> & { property_id: number })[] = [];
    for (const i of items) {
      const unit = units.get(i.property_id);
      const reason =
        applyProblem(unit, list.building_id) ??
        (unit && unit.currency !== i.currency ? 'prices.row_currency' : null);
      if (reason) problems.push({ line: i.line, reason_key: reason, label: i.number });
      else
        applied.push({
          property_id: i.property_id,
          line: i.line,
          old_price_per_m2: unit!.price_per_m2,
          old_total_price: unit!.total_price,
          new_price_per_m2: i.new_price_per_m2,
          new_total_price: totalPrice(unit!.total_area, i.new_price_per_m2),
          currency: i.currency,
        });
    }
    if (problems.length) throw badRows(problems, locale, 'prices.units_changed');
    const prices = applied.map((a) => ({
      id: a.property_id,
      price_per_m2: a.new_price_per_m2,
      total_price: a.new_total_price,
      currency: a.currency,
    }));
    // The items keep what was really applied (a unit edited since the draft shows its price of today).
    await repo.replaceItems(tx, id, applied);
    const changed = await repo.setPrices(tx, list.building_id, prices);
    if (changed.length !== prices.length) throw new HttpError(409, 'properties.status_conflict');
    await repo.insertPriceHistory(
      tx,
      prices.map((p) => ({
        property_id: p.id,
        price_per_m2: p.price_per_m2,
        total_price: p.total_price,
        currency: p.currency,
        reason: 'price_list',
        user_id: audit.userId,
      })),
    );
    const marked = await repo.updateDraft(tx, id, {
      status: 'applied',
      applied_at: new Date(),
      applied_by: user.id,
    });
    if (!marked) throw new HttpError(422, 'prices.applied_read_only');
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'price_list',
      entityId: id,
      before: { status: 'draft' },
      after: { status: 'applied', items_count: prices.length, property_ids: prices.map((p) => p.id) },
    });
  });
}
