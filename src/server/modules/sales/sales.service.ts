import { customerName } from '@shared/customers/contracts';
import { localized, type Locale } from '@shared/i18n/locales';
import { fromMinor, toMinor } from '@shared/money/money';
import { isPastDue } from '@shared/sales/allocation';
import {
  CONTRACT_LANGUAGE_TITLES,
  CONTRACT_LANGUAGES,
  PAYMENT_TYPE_TITLES,
  PAYMENT_TYPES,
  type ContractLanguage,
  type Instalment,
  type PaymentType,
  type SaleBrief,
  type SaleDetail,
  type SaleFilters,
  type SaleHistoryEntry,
  type SaleRow,
  type SaleTotals,
  type TitledOption,
} from '@shared/sales/contracts';
import type { AuthUser } from '../../platform/access';
import { todayOf } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { PageWindow } from '../../platform/pagination';
import { listSalePayments } from './sale-payments.service';
import type { ListKind, ListQuery } from './sale-filters.sql';
import * as page from './sale-page.repository';
import * as responsible from './sale-responsible.repository';
import { totalsOf } from './sale-totals.repository';
import * as repo from './sales.repository';

/**
 * Reading sales: the list, its totals, the sale page, the brief, the history and the reference lists.
 * Debt and overdue days are as of today in Tbilisi, from the balance columns the ledger keeps.
 */

export type Viewer = repo.Scope & Pick<AuthUser, 'viewOnly'>;

/** Money as the contracts carry it: two decimals. */
const m = (value: string | number | null | undefined) => fromMinor(toMinor(String(value ?? 0)));
const mOrNull = (value: string | null) => (value === null ? null : m(value));

/** Paid share of the total, 0-100 with two decimals, rounded half up. */
export function paidPercent(paid: string, total: string): string {
  const t = toMinor(total);
  if (t <= 0n) return '0.00';
  return fromMinor((toMinor(paid) * 20000n + t) / (2n * t));
}

function presentRow(r: repo.SaleListRecord, locale: Locale): SaleRow {
  return {
    id: r.id,
    contract_no: r.contract_no,
    status: r.status,
    contract_type: r.contract_type,
    contract_lang: r.contract_lang,
    contract_start_date: r.contract_start_date,
    building_id: r.building_id,
    building_name: localized(locale, r.building.name, r.building.name_en, r.building.name_ru),
    units: r.units,
    customer_name: r.customer_name,
    payment_ccy: r.payment_ccy,
    total_price: m(r.total_price),
    paid: m(r.paid),
    debt: m(r.debt),
    overdue_days: Number(r.overdue_days),
    next_due_date: r.next_due_date,
    paid_percent: m(r.paid_percent),
    responsible_name: r.responsible_name,
    agent_name: r.agent ? localized(locale, r.agent.name, r.agent.name_en, r.agent.name_ru) : null,
    is_signed: r.is_signed,
    created_at: r.created_at.toISOString(),
    deleted_at: r.deleted_at?.toISOString() ?? null,
    deleted_by_name: r.deleted_by_name,
    delete_comment: r.delete_comment,
  };
}

/**
 * GET /api/sales and /api/sales/trashed: the count and one page of the filtered list, for the route to
 * paginate.
 */
export function saleList(
  deps: AppDeps,
  user: repo.Scope,
  filters: Partial<SaleFilters>,
  sort: repo.Sort,
  kind: ListKind,
  locale: Locale,
) {
  const today = todayOf(deps);
  const list: ListQuery = { user, filters, kind };
  return {
    count: () => repo.countListed(deps.db, list, today),
    rows: async (window: PageWindow) =>
      (await repo.listSales(deps.db, list, locale, today, sort, window)).map((r) => presentRow(r, locale)),
  };
}

/** GET /api/sales/totals: one aggregate per currency over the filtered sales. */
export async function saleTotals(
  deps: AppDeps,
  user: repo.Scope,
  filters: Partial<SaleFilters>,
): Promise<SaleTotals> {
  const today = todayOf(deps);
  const rows = await totalsOf(deps.db, user, filters, today);
  return {
    count: rows.reduce((sum, r) => sum + r.count, 0),
    per_currency: rows.map((r) => ({
      currency: r.currency,
      count: r.count,
      price: m(r.price),
      paid: m(r.paid),
      debt: m(r.debt),
      overdue_count: r.overdue_count,
    })),
  };
}

/** POST /api/sales/getSalesByCustomer: the customer's sales the user may see, newest first. */
export async function salesOfCustomer(deps: AppDeps, user: repo.Scope, customerId: number, locale: Locale) {
  const today = todayOf(deps);
  const list: ListQuery = { user, filters: { customer_id: customerId }, kind: 'live' };
  return (await repo.listSales(deps.db, list, locale, today, {})).map((r) => presentRow(r, locale));
}

/** The sale when the user may see it; 404 otherwise (another building's sale looks like a missing one). */
export async function requireSale(deps: AppDeps, user: repo.Scope, id: number, kind: page.SaleKind = 'live') {
  const found = await page.findSale(deps.db, user, id, kind, todayOf(deps));
  if (!found) throw notFound();
  return found;
}

function presentInstalments(
  rows: Awaited<ReturnType<typeof page.instalmentsOf>>,
  today: string,
  canceled: boolean,
): Instalment[] {
  return rows.map((row) => {
    const amount = toMinor(row.amount);
    const paid = toMinor(row.paid_amount);
    const left = amount - paid;
    return {
      id: row.id,
      number: row.number,
      due_date: row.due_date,
      amount: fromMinor(amount),
      paid: fromMinor(paid),
      left: fromMinor(left),
      first: row.is_first,
      status: left <= 0n ? 'paid' : paid > 0n ? 'partial' : 'unpaid',
      late: !canceled && left > 0n && isPastDue(row.due_date, today),
    };
  });
}

function balanceOf(found: page.FoundSale, schedule: Instalment[]): SaleDetail['balance'] {
  const s = found.sale;
  const next = schedule.find((row) => row.status !== 'paid');
  return {
    total: m(s.total_price),
    paid: m(s.paid_amount),
    debt: m(found.debt),
    overdue_days: Number(found.overdue_days),
    next_due_date: next?.due_date ?? null,
    next_due_amount: next?.left ?? null,
    credit: m(s.credit_amount),
    paid_percent: paidPercent(s.paid_amount, s.total_price),
  };
}

/** What the user may do on the sale page (the server checks again on every write). */
function abilities(user: Viewer, sale: repo.StoredSale): SaleDetail['can'] {
  const holds = (permission: string) => !user.viewOnly && user.permissions.includes(permission);
  const live = sale.deleted_at === null;
  const open = live && sale.status !== 'canceled';
  return {
    edit: open && holds('edit_sales'),
    edit_schedule: open && holds('edit_sales') && (!sale.is_signed || holds('edit_signed_schedules')),
    add_payments: open && holds('add_payments'),
    edit_payments: open && holds('edit_payments'),
    delete_payments: open && holds('delete_payments'),
    delete: holds('delete_sales'),
  };
}

/** GET /api/sales/{id} and /api/sales/{id}/trashed. */
export async function getSale(
  deps: AppDeps,
  user: Viewer,
  id: number,
  locale: Locale,
  kind: page.SaleKind = 'live',
): Promise<SaleDetail> {
  const today = todayOf(deps);
  const found = await page.findSale(deps.db, user, id, kind, today);
  if (!found) throw notFound();
  const s = found.sale;
  const [units, buyers, instalments, payments] = await Promise.all([
    page.unitsOf(deps.db, id),
    page.customersOf(deps.db, id),
    page.instalmentsOf(deps.db, id),
    listSalePayments(deps.db, id, locale),
  ]);
  const schedule = presentInstalments(instalments, today, s.status === 'canceled');
  return {
    id: s.id,
    status: s.status,
    contract_no: s.contract_no,
    contract_type: s.contract_type,
    contract_lang: s.contract_lang,
    contract_start_date: s.contract_start_date,
    contract_end_date: s.contract_end_date,
    signing_date: s.signing_date,
    building_id: s.building_id,
    building_name: localized(locale, found.building.name, found.building.name_en, found.building.name_ru),
    payment_ccy: s.payment_ccy,
    price: m(s.price),
    discount: m(s.discount),
    total_price: m(s.total_price),
    first_installment_amount: m(s.first_installment_amount),
    first_installment_date: s.first_installment_date,
    payment_day: s.payment_day,
    mortgage_bank_id: s.mortgage_bank_id,
    mortgage_bank_name: found.bank ? (locale === 'ka' ? '' : found.bank.title_en) || found.bank.title : null,
    mortgage_amount: mOrNull(s.mortgage_amount),
    agent_id: s.agent_id,
    agent_name: found.agent
      ? localized(locale, found.agent.name, found.agent.name_en, found.agent.name_ru)
      : null,
    agent_fee_percent: s.agent_fee_percent,
    agent_fee: s.agent_fee,
    agent_is_paid: s.agent_is_paid,
    agent_fee_paid_amount: mOrNull(s.agent_fee_paid_amount),
    agent_fee_paid_date: s.agent_fee_paid_date,
    min_income_percent: s.min_income_percent,
    is_signed: s.is_signed,
    is_managable: s.is_managable,
    vat_payer: s.vat_payer,
    automatic_recalculation: s.automatic_recalculation,
    notifications_enabled: s.notifications_enabled,
    responsible_user_id: s.responsible_user_id,
    responsible_name: found.responsible_name,
    info_source: s.info_source,
    renovation_price: mOrNull(s.renovation_price),
    booking_id: s.booking_id,
    cancellation_reason: s.cancellation_reason,
    canceled_at: s.canceled_at?.toISOString() ?? null,
    customer_change_date: s.customer_change_date,
    customer_change_reason: s.customer_change_reason,
    deleted_at: s.deleted_at?.toISOString() ?? null,
    delete_comment: s.delete_comment,
    deleted_by_name: found.deleted_by_name,
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
    properties: units.map((u) => ({
      property_id: u.property_id,
      building_id: u.building_id,
      building_name: localized(locale, u.building.name, u.building.name_en, u.building.name_ru),
      block: u.block,
      floor: u.floor,
      number: u.number,
      type: u.type,
      state: u.state,
      total_area: u.total_area,
      price: m(u.price),
      released_at: u.released_at?.toISOString() ?? null,
    })),
    customers: buyers.map((b) => ({
      customer_id: b.customer.id,
      name: customerName(b.customer, locale),
      personal_id: b.customer.personal_id ?? b.customer.company_id,
      phone: b.customer.phone,
      email: b.customer.email,
      added_at: b.added_at.toISOString(),
      removed_at: b.removed_at?.toISOString() ?? null,
      removal_reason: b.removal_reason,
    })),
    balance: balanceOf(found, schedule),
    schedule,
    payments,
    can: abilities(user, s),
  };
}

/** GET /api/sales/brief-info/{id}. */
export async function getBrief(
  deps: AppDeps,
  user: repo.Scope,
  id: number,
  locale: Locale,
): Promise<SaleBrief> {
  const today = todayOf(deps);
  const [row] = await repo.listSales(deps.db, { user, filters: { id }, kind: 'live' }, locale, today, {});
  const found = await page.findSale(deps.db, user, id, 'live', today);
  if (!row || !found) throw notFound();
  const schedule = presentInstalments(
    await page.instalmentsOf(deps.db, id),
    today,
    row.status === 'canceled',
  );
  return {
    id: row.id,
    contract_no: row.contract_no,
    status: row.status,
    customer_name: row.customer_name,
    units: row.units,
    payment_ccy: row.payment_ccy,
    balance: balanceOf(found, schedule),
  };
}

/** GET /api/sales/{id}/history: the audit rows as field-by-field changes, newest first. */
export async function history(deps: AppDeps, user: repo.Scope, id: number): Promise<SaleHistoryEntry[]> {
  const found =
    (await page.findSale(deps.db, user, id, 'live', todayOf(deps))) ??
    (user.permissions.includes('view_canceled_sales')
      ? await page.findSale(deps.db, user, id, 'trashed', todayOf(deps))
      : undefined);
  if (!found) throw notFound();
  return (await page.historyOf(deps.db, id)).map((row) => ({
    id: row.id,
    action: row.action,
    user_name: row.user_name,
    created_at: row.created_at.toISOString(),
    changes: Object.entries(row.changes).map(([field, change]) => ({
      field,
      before: change.before,
      after: change.after,
    })),
  }));
}

export async function responsibleUsers(deps: AppDeps) {
  return responsible.responsibleUsers(deps.db);
}

const titled = <K extends string>(
  titles: Record<K, Record<Locale, string>>,
  values: readonly K[],
  locale: Locale,
): TitledOption[] =>
  values.map((value) => ({
    value,
    title: titles[value][locale],
    title_ka: titles[value].ka,
    title_en: titles[value].en,
    title_ru: titles[value].ru,
  }));

export const paymentTypes = (locale: Locale) =>
  titled<PaymentType>(PAYMENT_TYPE_TITLES, PAYMENT_TYPES, locale);
export const contractLanguages = (locale: Locale) =>
  titled<ContractLanguage>(CONTRACT_LANGUAGE_TITLES, CONTRACT_LANGUAGES, locale);
