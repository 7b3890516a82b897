import type { MessageKey } from '@shared/i18n/messages';
import { roundHalfUp } from '@shared/money/money';
import type { UpdateSaleInput } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { addUnseenLinks } from '../../platform/linked-records';
import { customerLink } from '../customers/customers.service';
import { violates } from './sale-units';
import type { Scope, StoredSale } from './sales.repository';
import * as write from './sales-write.repository';

/**
 * What every change of a sale shares. Every write is one transaction that locks the sale (lockOpenSale),
 * checks what only the database can tell, moves units through the status gate, keeps the ledger
 * (saveSchedule / rebuildLedger) and writes the audit rows (snapshot). The unique indexes decide races
 * (guardRaces): a contract number taken meanwhile is the same 422, a unit sold meanwhile the same 409.
 * Creating is in sale-create.service.ts, editing in sale-edit.service.ts, the manual status in
 * sale-status-change.service.ts, deleting and trashing in sale-deletion.service.ts.
 */

export type Writer = Scope & { viewOnly?: boolean };
export type Errors = Record<string, MessageKey[]>;

const notEditable = () => new HttpError(409, 'sales.not_editable');
const pct = (v: number | null) => (v === null ? null : roundHalfUp(v, 2));

/** What the audit log keeps of a sale. */
export function snapshot(s: StoredSale) {
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

/** The audit row of an edit: the sale's snapshot before and after. */
export const auditEdit = (tx: Db, audit: AuditContext, id: number, before: StoredSale, after: StoredSale) =>
  writeAudit(tx, audit, {
    action: 'update',
    entityType: 'sale',
    entityId: id,
    before: snapshot(before),
    after: snapshot(after),
  });

/** The contract fields of create and update as stored. */
export function contractValues(input: UpdateSaleInput) {
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
export async function checkContract(
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
export async function checkCustomers(
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
