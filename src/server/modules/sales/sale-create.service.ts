import type { CreateSaleInput } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import { todayOf } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import { convertBooking } from '../bookings/bookings.service';
import { resolveRates } from '../ledger/ledger-rates.service';
import { saveSchedule } from './sale-ledger.service';
import { recordPayment, type RecordPaymentInput } from './sale-payments.service';
import { planSchedule } from './sale-plan';
import { settleSaleStatus } from './sale-status.service';
import { checkUnitsAndAmounts, takeUnits } from './sale-units';
import * as write from './sales-write.repository';
import {
  checkContract,
  checkCustomers,
  contractValues,
  guardRaces,
  snapshot,
  type Errors,
  type Writer,
} from './sales-write.service';

/** Creating a sale: on its own (POST /api/sales) or as one line of an import. */

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
