import type { z } from 'zod';
import type { MessageKey } from '@shared/i18n/messages';
import { roundHalfUp } from '@shared/money/money';
import type {
  agentFeeStatusV2Body,
  changeCustomersBody,
  changeSaleStatusBody,
  CreateSaleInput,
  SaleStatus,
  UpdateSaleInput,
} from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound, ValidationFailed } from '../../platform/errors';
import { addUnseenLinks } from '../../platform/linked-records';
import { convertBooking } from '../bookings/bookings.service';
import { customerLink } from '../customers/customers.service';
import { removeCommentsOf } from '../comments/comments.service';
import { deleteFiles } from '../documents/documents.service';
import { rebuildLedger, saveSchedule } from './sale-ledger.service';
import { settleSaleStatus } from './sale-status.service';
import { resolveRates } from '../ledger/ledger-rates.service';
import { recordPayment, type RecordPaymentInput } from './sale-payments.service';
import { planSchedule } from './sale-plan';
import { checkUnitsAndAmounts, releaseUnits, takeUnits, violates } from './sale-units';
import type { Scope, StoredSale } from './sales.repository';
import * as write from './sales-write.repository';
import { todayOf } from '../../platform/clock';

/**
 * Changing sales. Every write is one transaction that locks the sale, checks what only the database can
 * tell, moves units through the status gate, keeps the ledger (saveSchedule / rebuildLedger) and writes
 * the audit rows. The unique indexes decide races: a contract number taken meanwhile is the same 422,
 * a unit sold meanwhile the same 409.
 */

export type Writer = Scope & { viewOnly?: boolean };
type Errors = Record<string, MessageKey[]>;

const notEditable = () => new HttpError(409, 'sales.not_editable');
const pct = (v: number | null) => (v === null ? null : roundHalfUp(v, 2));

/** What the audit log keeps of a sale. */
function snapshot(s: StoredSale) {
  return {
    status: s.status,
    contract_no: s.contract_no,
    contract_type: s.contract_type,
    contract_lang: s.contract_lang,
    contract_start_date: s.contract_start_date,
    contract_end_date: s.contract_end_date,
    signing_date: s.signing_date,
    building_id: s.building_id,
    payment_ccy: s.payment_ccy,
    price: s.price,
    discount: s.discount,
    total_price: s.total_price,
    first_installment_amount: s.first_installment_amount,
    first_installment_date: s.first_installment_date,
    payment_day: s.payment_day,
    mortgage_bank_id: s.mortgage_bank_id,
    mortgage_amount: s.mortgage_amount,
    agent_id: s.agent_id,
    agent_fee_percent: s.agent_fee_percent,
    agent_fee: s.agent_fee,
    agent_is_paid: s.agent_is_paid,
    agent_fee_paid_amount: s.agent_fee_paid_amount,
    agent_fee_paid_date: s.agent_fee_paid_date,
    min_income_percent: s.min_income_percent,
    is_signed: s.is_signed,
    is_managable: s.is_managable,
    vat_payer: s.vat_payer,
    automatic_recalculation: s.automatic_recalculation,
    responsible_user_id: s.responsible_user_id,
    info_source: s.info_source,
    renovation_price: s.renovation_price,
    booking_id: s.booking_id,
  };
}

/** The contract fields of create and update as stored. */
function contractValues(input: UpdateSaleInput) {
  return {
    contract_no: input.contract_no,
    contract_type: input.contract_type,
    contract_lang: input.contract_lang,
    contract_start_date: input.contract_start_date,
    contract_end_date: input.contract_end_date,
    signing_date: input.signing_date,
    payment_day: input.payment_day,
    mortgage_bank_id: input.mortgage_bank_id,
    mortgage_amount: input.mortgage_amount,
    agent_id: input.agent_id,
    agent_fee_percent: pct(input.agent_fee_percent),
    min_income_percent: pct(input.min_income_percent),
    is_signed: input.is_signed,
    is_managable: input.is_managable,
    vat_payer: input.vat_payer,
    automatic_recalculation: input.automatic_recalculation,
    responsible_user_id: input.responsible_user_id,
    info_source: input.info_source,
    renovation_price: input.renovation_price,
  };
}

/** People and banks the contract names: only active responsible managers and agents. */
async function checkContract(
  db: Db,
  input: UpdateSaleInput,
  errors: Errors,
  current?: StoredSale,
): Promise<void> {
  if (await write.contractNoTaken(db, input.contract_no, current?.id))
    errors.contract_no = ['sales.contract_no_taken'];
  const changed = <K extends keyof UpdateSaleInput>(key: K) =>
    input[key] !== null && (!current || (current as Record<string, unknown>)[key] !== input[key]);
  if (changed('responsible_user_id') && !(await write.responsibleAllowed(db, input.responsible_user_id!)))
    errors.responsible_user_id = ['sales.responsible_invalid'];
  if (changed('agent_id') && !(await write.agentActive(db, input.agent_id!)))
    errors.agent_id = ['sales.agent_inactive'];
  if (changed('mortgage_bank_id') && !(await write.bankExists(db, input.mortgage_bank_id!)))
    errors.mortgage_bank_id = ['sales.bank_unknown'];
}

/**
 * The buyers: none twice, each one the user may see (spec §6; an unseen one reads as a missing one).
 * Buyers the sale already has (`kept`) stay without the check: a co-buyer need not be the user's own.
 */
async function checkCustomers(
  db: Db,
  user: Writer,
  ids: number[],
  errors: Errors,
  kept: readonly number[] = [],
) {
  if (new Set(ids).size !== ids.length) (errors.customer_ids ??= []).push('sales.customer_duplicate');
  const added = ids.filter((id) => !kept.includes(id));
  await addUnseenLinks({ customer_ids: customerLink(db, user, added, 'sales.customer_unknown') }, errors);
}

/** The unique indexes' verdicts in the product's words. */
export async function guardRaces<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (violates(error, 'sales_contract_no_unique'))
      throw new ValidationFailed({ contract_no: ['sales.contract_no_taken'] });
    if (violates(error, 'sale_properties_one_live_sale')) throw new HttpError(409, 'sales.unit_not_free');
    throw error;
  }
}

/** The advances to apply, as payment inputs; rates of another currency are fetched before the transaction. */
function advanceInput(
  saleId: number,
  a: Awaited<ReturnType<typeof write.lockAdvances>>[number],
): RecordPaymentInput {
  return {
    sale_id: saleId,
    amount: a.amount,
    currency: a.currency,
    payment_date: a.paid_at,
    payment_type: 'advance',
    bank_account_id: a.bank_account_id,
    note: a.note,
    advance_payment_id: a.id,
  };
}

/**
 * Creates a sale inside the caller's transaction (POST /api/sales and each line of an import): checks,
 * the sale with its units and buyers, the units sold (the booking's unit booked -> sold and the booking
 * converted), the schedule saved as version 1, the customer's advances applied as its first payments.
 */
export async function createSaleInTx(
  tx: Db,
  deps: Pick<AppDeps, 'config' | 'now'>,
  user: Writer,
  input: CreateSaleInput,
  audit: AuditContext,
): Promise<number> {
  const errors: Errors = {};
  await checkContract(tx, input, errors);
  await checkCustomers(tx, user, input.customer_ids, errors);
  const propertyIds = input.properties.map((p) => p.property_id);
  const { buildingId, statuses, amounts } = await checkUnitsAndAmounts(tx, user, input, errors);
  const rows = planSchedule({
    total: amounts.total,
    first_installment_amount: input.first_installment_amount,
    first_installment_date: input.first_installment_date,
    payment_day: input.payment_day,
    contract_start_date: input.contract_start_date,
    rows: input.schedule_rows,
    params: input.schedule,
  });

  let bookedUnit: number | null = null;
  if (input.booking_id !== null) {
    const booking = await convertBooking(tx, input.booking_id, audit);
    if (!booking || !propertyIds.includes(booking.property_id))
      throw invalid('booking_id', 'sales.booking_unusable');
    bookedUnit = booking.property_id;
  }
  await takeUnits(tx, user, propertyIds, statuses, audit, bookedUnit);

  const sale = await write.insertSale(tx, {
    ...contractValues(input),
    status: 'active',
    building_id: buildingId,
    payment_ccy: input.payment_ccy,
    price: amounts.price,
    discount: input.discount,
    total_price: amounts.total,
    first_installment_amount: input.first_installment_amount,
    first_installment_date: input.first_installment_date,
    booking_id: input.booking_id,
    created_by: audit.userId,
  });
  await write.insertUnits(tx, sale.id, input.properties);
  await write.insertCustomers(tx, sale.id, input.customer_ids);
  await writeAudit(tx, audit, {
    action: 'create',
    entityType: 'sale',
    entityId: sale.id,
    after: { ...snapshot(sale), property_ids: propertyIds, customer_ids: input.customer_ids },
  });
  await saveSchedule(tx, sale.id, rows, 'created', audit, todayOf(deps));

  const advances = await write.lockAdvances(tx, input.advance_payment_ids);
  for (const id of input.advance_payment_ids) {
    const advance = advances.find((a) => a.id === id);
    if (!advance || advance.sale_id !== null || !input.customer_ids.includes(advance.customer_id))
      throw invalid('advance_payment_ids', 'sales.advance_unusable');
    await recordPayment(tx, deps, advanceInput(sale.id, advance), audit);
  }
  // Entered already behind its schedule: overdue from the start, not from the job's next run.
  await settleSaleStatus(tx, deps.config, sale.id, audit, todayOf(deps));
  return sale.id;
}

/** POST /api/sales. */
export async function createSale(
  deps: AppDeps,
  user: Writer,
  input: CreateSaleInput,
  audit: AuditContext,
): Promise<number> {
  // Rates of advances in another currency may need the National Bank: fetched before the transaction.
  const advances = await write.lockAdvances(deps.db, input.advance_payment_ids);
  for (const a of advances)
    if (a.currency !== input.payment_ccy)
      await resolveRates(deps.db, deps, input.payment_ccy, advanceInput(0, a));
  return guardRaces(() => deps.db.transaction((tx) => createSaleInTx(tx, deps, user, input, audit)));
}

/**
 * A sale the user may see, locked for the change; a trashed one (and a canceled one unless
 * `allowCanceled`) is 409 sales.not_editable.
 */
export async function lockOpenSale(
  tx: Db,
  user: Scope,
  id: number,
  allowCanceled = false,
): Promise<StoredSale> {
  const sale = await write.lockSale(tx, user, id, 'any');
  if (!sale) throw notFound();
  if (sale.deleted_at !== null || (!allowCanceled && sale.status === 'canceled')) throw notEditable();
  return sale;
}

const holds = (user: Scope, permission: string) => user.permissions.includes(permission);

/** PUT /api/sales/{id}: the contract's fields (units and money go through update-properties). */
export async function updateSale(
  deps: AppDeps,
  user: Writer,
  id: number,
  input: UpdateSaleInput,
  audit: AuditContext,
): Promise<void> {
  await guardRaces(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockOpenSale(tx, user, id);
      const errors: Errors = {};
      await checkContract(tx, input, errors, before);
      if (Object.keys(errors).length) throw new ValidationFailed(errors);
      // Un-signing would unlock the schedule: it takes the same permission as changing a signed schedule.
      if (before.is_signed && !input.is_signed && !holds(user, 'edit_signed_schedules'))
        throw new HttpError(403, 'sales.schedule_locked', { missing_permission: 'edit_signed_schedules' });
      const after = await write.updateSale(tx, id, contractValues(input));
      if (before.automatic_recalculation !== after.automatic_recalculation) {
        await rebuildLedger(tx, id, audit, { today: todayOf(deps) });
        await settleSaleStatus(tx, deps.config, id, audit, todayOf(deps));
      }
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'sale',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
    }),
  );
}

/** Which manual changes are allowed: defective and canceled from any live status, active only from defective. */
function allowed(from: SaleStatus, to: SaleStatus): boolean {
  if (to === 'active') return from === 'defective';
  if (to === 'defective' || to === 'canceled') return from !== 'canceled';
  return false;
}

/** What other modules do inside a sale write's transaction; injected by modules/index.ts. */
export interface SaleHooks {
  /** After the sale was canceled (the buyers' notice); throwing rolls the cancellation back. */
  canceled?: (tx: Db, deps: AppDeps, saleId: number) => Promise<unknown>;
}

/**
 * POST /api/sales/{id}/status. Cancelling records when and why, takes every unit off the sale and gives
 * it back to sale (sold -> free); the schedule and the payments stay as they were.
 */
export async function changeStatus(
  deps: AppDeps,
  user: Writer,
  id: number,
  input: z.output<typeof changeSaleStatusBody>,
  audit: AuditContext,
  hooks: SaleHooks = {},
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const sale = await lockOpenSale(tx, user, id);
    const from = sale.status;
    if (from === input.status) throw new HttpError(409, 'sales.status_unchanged');
    if (!allowed(from, input.status)) throw new HttpError(409, 'sales.status_transition');
    const at = new Date();
    const canceling = input.status === 'canceled';
    await write.updateSale(tx, id, {
      status: input.status,
      status_changed_at: at,
      ...(canceling ? { canceled_at: at, cancellation_reason: input.reason } : {}),
    });
    const released = canceling ? await releaseUnits(tx, id, at, audit) : [];
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'sale',
      entityId: id,
      before: { status: from },
      after: {
        status: input.status,
        status_reason: input.reason,
        ...(canceling ? { released_property_ids: released } : {}),
      },
    });
    if (canceling) await hooks.canceled?.(tx, deps, id);
  });
}

/**
 * POST /api/sales/{id}/change-customers: the buyers no longer on the contract keep their row with the
 * date and reason of removal; those staying keep theirs; new ones are added.
 */
export async function changeCustomers(
  deps: AppDeps,
  user: Writer,
  id: number,
  input: z.output<typeof changeCustomersBody>,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const sale = await lockOpenSale(tx, user, id);
    const errors: Errors = {};
    const current = await write.currentCustomers(tx, id);
    const before = current.map((c) => c.customer_id);
    await checkCustomers(tx, user, input.customer_ids, errors, before);
    if (Object.keys(errors).length) throw new ValidationFailed(errors);
    if (before.length === input.customer_ids.length && before.every((c, i) => c === input.customer_ids[i]))
      throw invalid('customer_ids', 'sales.customers_unchanged');
    const at = new Date();
    await write.removeCustomers(
      tx,
      current.filter((c) => !input.customer_ids.includes(c.customer_id)).map((c) => c.id),
      at,
      input.reason,
    );
    for (const [position, customerId] of input.customer_ids.entries()) {
      const kept = current.find((c) => c.customer_id === customerId);
      if (kept) await write.setCustomerPosition(tx, kept.id, position);
      else await write.insertCustomers(tx, id, [customerId], position);
    }
    await write.updateSale(tx, id, {
      customer_change_date: input.date,
      customer_change_reason: input.reason,
    });
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'sale',
      entityId: id,
      before: {
        customer_ids: before,
        customer_change_date: sale.customer_change_date,
        customer_change_reason: sale.customer_change_reason,
      },
      after: {
        customer_ids: input.customer_ids,
        customer_change_date: input.date,
        customer_change_reason: input.reason,
      },
    });
  });
}

/**
 * PUT /api/sales/agentFeeStatus/{saleId} (paid / must_paid and agent_is_paid) and, with `v2`, the
 * amount and date paid (required when paid, cleared when it is owed again).
 */
export async function setAgentFee(
  deps: AppDeps,
  user: Writer,
  id: number,
  input: z.output<typeof agentFeeStatusV2Body>,
  v2: boolean,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockOpenSale(tx, user, id, true);
    if (before.agent_id === null) throw invalid('agent_fee', 'sales.no_agent');
    const paid = input.agent_fee === 'paid';
    // Spec §4: 'paid' goes with agent_is_paid true and 'must_paid' with false.
    if (input.agent_is_paid !== paid) throw invalid('agent_is_paid', 'sales.agent_fee_mismatch');
    if (v2 && paid) {
      const errors: Errors = {};
      if (input.paid_amount === null) errors.paid_amount = ['validation.required'];
      if (input.paid_date === null) errors.paid_date = ['validation.required'];
      if (Object.keys(errors).length) throw new ValidationFailed(errors);
    }
    const after = await write.updateSale(tx, id, {
      agent_fee: input.agent_fee,
      agent_is_paid: input.agent_is_paid,
      ...(v2 || !paid
        ? {
            agent_fee_paid_amount: paid ? input.paid_amount : null,
            agent_fee_paid_date: paid ? input.paid_date : null,
          }
        : {}),
    });
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'sale',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
}

/**
 * DELETE /api/sales/{id}: for a sale entered by mistake. A sale with payments or invoices is refused
 * (409; the office deletes it with a comment instead); otherwise it goes with its units' hold, files and
 * comments.
 */
export async function deleteSale(
  deps: AppDeps,
  user: Writer,
  id: number,
  audit: AuditContext,
): Promise<void> {
  const removeFileBytes = await deps.db.transaction(async (tx) => {
    const sale = await write.lockSale(tx, user, id, 'any');
    if (!sale) throw notFound();
    if ((await write.paymentCount(tx, id)) > 0) throw new HttpError(409, 'sales.has_payments');
    if ((await write.invoiceCount(tx, id)) > 0) throw new HttpError(409, 'sales.has_invoices');
    await releaseUnits(tx, id, new Date(), audit);
    const removeBytes = await deleteFiles(tx, deps.storage, { type: 'sale', id }, audit);
    await removeCommentsOf(tx, 'sale', id);
    await write.deleteSale(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'sale',
      entityId: id,
      before: snapshot(sale),
    });
    return removeBytes;
  });
  await removeFileBytes();
}

/**
 * POST /api/sales/{id}/delete-with-comment: the sale moves to the trash with who, when and why; its
 * units go back to sale; its money history stays readable among trashed sales.
 */
export async function trashSale(
  deps: AppDeps,
  user: Writer,
  id: number,
  comment: string,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const sale = await write.lockSale(tx, user, id, 'live');
    if (!sale) throw notFound();
    const at = new Date();
    const released = await releaseUnits(tx, id, at, audit);
    await write.updateSale(tx, id, { deleted_at: at, delete_comment: comment, deleted_by: audit.userId });
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'sale',
      entityId: id,
      before: { deleted_at: null, delete_comment: null },
      after: { deleted_at: at, delete_comment: comment, released_property_ids: released },
    });
  });
}

/**
 * The sale's renovation price follows its renovation's total (services module, decision 020): set when a
 * renovation is saved, cleared when it is deleted. Inside the caller's transaction.
 */
export async function setRenovationPrice(
  tx: Db,
  id: number,
  price: string | null,
  audit: AuditContext,
): Promise<void> {
  const before = await write.lockRenovationPrice(tx, id);
  if (!before) throw notFound();
  if (before.renovation_price === price) return;
  await write.updateSale(tx, id, { renovation_price: price });
  await writeAudit(tx, audit, {
    action: 'update',
    entityType: 'sale',
    entityId: id,
    before: { renovation_price: before.renovation_price },
    after: { renovation_price: price },
  });
}
