import type { z } from 'zod';
import type { changeSaleStatusBody, SaleStatus } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import { releaseUnits } from './sale-units';
import * as write from './sales-write.repository';
import { lockOpenSale, type Writer } from './sales-write.service';

/** The manual status change (defective, active again, canceled) and what other modules do on cancelling. */

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
