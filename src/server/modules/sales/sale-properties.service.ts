import type { z } from 'zod';
import type { MessageKey } from '@shared/i18n/messages';
import type { updatePropertiesBody } from '@shared/sales/contracts';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import { saveSchedule } from './sale-ledger.service';
import { settleSaleStatus } from './sale-status.service';
import { planSchedule } from './sale-plan';
import { checkUnitsAndAmounts, releaseUnits, takeUnits } from './sale-units';
import { guardRaces, lockOpenSale, type Writer } from './sales-write.service';
import * as write from './sales-write.repository';
import { todayOf } from '../../platform/clock';

type Input = z.output<typeof updatePropertiesBody>;

/** Why the reset deleted a payment, in its audit row. */
const RESET_REASON = 'properties_changed_reset';

/**
 * PATCH /api/sales/{sale_id}/update-properties (spec §4): in one transaction the units no longer in the
 * sale go back to sale, the new ones are sold, prices and totals follow, and the schedule is generated
 * again and saved as a new version ('properties_changed'). With paid_amount_choice 'keep' the payments
 * stay and the ledger applies them from the first instalment of the new schedule; with 'reset' the
 * sale's payments are deleted (each audited, an advance paid with one becomes free again) so the new
 * schedule starts from zero. A signed contract's schedule needs edit_signed_schedules.
 */
export async function updateProperties(
  deps: AppDeps,
  user: Writer,
  id: number,
  input: Input,
  audit: AuditContext,
): Promise<void> {
  await guardRaces(() =>
    deps.db.transaction(async (tx) => {
      const sale = await lockOpenSale(tx, user, id);
      if (sale.is_signed && !user.permissions.includes('edit_signed_schedules'))
        throw new HttpError(403, 'sales.schedule_locked', { missing_permission: 'edit_signed_schedules' });
      const errors: Record<string, MessageKey[]> = {};
      const wanted = input.properties.map((p) => p.property_id);
      const { buildingId, statuses, amounts } = await checkUnitsAndAmounts(tx, user, input, errors);
      const rows = planSchedule({
        total: amounts.total,
        first_installment_amount: input.first_installment_amount,
        first_installment_date: input.first_installment_date,
        payment_day: sale.payment_day,
        contract_start_date: sale.contract_start_date,
        params: input.schedule,
      });

      const held = await write.heldUnits(tx, id);
      const heldIds = held.map((h) => h.property_id);
      const removed = heldIds.filter((pid) => !wanted.includes(pid));
      const added = input.properties.filter((p) => !heldIds.includes(p.property_id));
      const at = new Date();
      if (removed.length) await releaseUnits(tx, id, at, audit, removed);
      await takeUnits(
        tx,
        user,
        added.map((p) => p.property_id),
        statuses,
        audit,
      );
      await write.insertUnits(tx, id, added);
      for (const unit of input.properties) {
        const row = held.find((h) => h.property_id === unit.property_id);
        if (row && row.price !== unit.price) await write.setUnitPrice(tx, row.id, unit.price);
      }
      const after = await write.updateSale(tx, id, {
        building_id: buildingId,
        price: amounts.price,
        discount: input.discount,
        total_price: amounts.total,
        first_installment_amount: input.first_installment_amount,
        first_installment_date: input.first_installment_date,
      });

      if (input.paid_amount_choice === 'reset') {
        const deleted = await write.deleteSalePayments(tx, id);
        const advances = deleted.map((p) => p.advance_payment_id).filter((a): a is number => a !== null);
        await write.unlinkAdvances(tx, advances);
        for (const advance of advances)
          await writeAudit(tx, audit, {
            action: 'update',
            entityType: 'advance_payment',
            entityId: advance,
            before: { sale_id: id },
            after: { sale_id: null },
          });
        for (const p of deleted)
          await writeAudit(tx, audit, {
            action: 'delete',
            entityType: 'payment',
            entityId: p.id,
            before: {
              sale_id: p.sale_id,
              amount: p.amount,
              original_amount: p.original_amount,
              currency: p.currency,
              payment_date: p.payment_date,
              payment_type: p.payment_type,
              advance_payment_id: p.advance_payment_id,
            },
            after: { delete_reason: RESET_REASON },
          });
      }

      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'sale',
        entityId: id,
        before: {
          property_ids: heldIds,
          building_id: sale.building_id,
          price: sale.price,
          discount: sale.discount,
          total_price: sale.total_price,
          first_installment_amount: sale.first_installment_amount,
          first_installment_date: sale.first_installment_date,
        },
        after: {
          property_ids: wanted,
          building_id: after.building_id,
          price: after.price,
          discount: after.discount,
          total_price: after.total_price,
          first_installment_amount: after.first_installment_amount,
          first_installment_date: after.first_installment_date,
          paid_amount_choice: input.paid_amount_choice,
        },
      });
      await saveSchedule(tx, id, rows, 'properties_changed', audit, todayOf(deps));
      await settleSaleStatus(tx, deps.config, id, audit, todayOf(deps));
    }),
  );
}
