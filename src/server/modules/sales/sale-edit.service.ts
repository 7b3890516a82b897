import type { z } from 'zod';
import type { agentFeeStatusV2Body, changeCustomersBody, UpdateSaleInput } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import { todayOf } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound, ValidationFailed } from '../../platform/errors';
import { rebuildLedger } from './sale-ledger.service';
import { settleSaleStatus } from './sale-status.service';
import type { Scope } from './sales.repository';
import * as write from './sales-write.repository';
import {
  auditEdit,
  checkContract,
  checkCustomers,
  contractValues,
  guardRaces,
  lockOpenSale,
  type Errors,
  type Writer,
} from './sales-write.service';

/**
 * Editing a sale: the contract's fields, the buyers, the agent's fee, and the renovation price the
 * services module sets. Units and money go through sale-properties.service.ts.
 */

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
      await auditEdit(tx, audit, id, before, after);
    }),
  );
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
    await auditEdit(tx, audit, id, before, after);
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
