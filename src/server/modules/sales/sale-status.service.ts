import type { SaleStatus } from '@shared/sales/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { LedgerState } from './sale-ledger.service';
import { notifySaleManagers } from './sale-notices.service';
import * as repo from './sale-status.repository';

/**
 * The overdue rule, one for the hourly job (overdue-sales) and for every write of a sale's schedule or
 * payments: a live active sale becomes overdue once its oldest unpaid instalment is more than
 * overdueGraceDays past due, and an overdue one a cancellation candidate after cancellationCandidateDays;
 * each change is audited and the sale's responsible manager hears of it (bell). A sale entered already
 * behind is overdue at once; the job is there for the passing of time. Back to active is rebuildLedger's.
 */

export type StatusLimits = Pick<Config, 'overdueGraceDays' | 'cancellationCandidateDays'>;
export type SettledStatuses = { overdue: number[]; candidates: number[] };

async function auditMoves(tx: Db, audit: AuditContext, ids: number[], from: SaleStatus, to: SaleStatus) {
  for (const id of ids)
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'sale',
      entityId: id,
      before: { status: from },
      after: { status: to, status_reason: 'overdue_job' },
    });
}

/** Applies the rule as of `today` to `saleIds`, or to every sale when they are left out; answers the sales moved. */
export async function settleStatuses(
  tx: Db,
  limits: StatusLimits,
  audit: AuditContext,
  options: { today: string; saleIds?: readonly number[] },
): Promise<SettledStatuses> {
  const { today } = options;
  const overdue = await repo.moveStatus(
    tx,
    today,
    { from: 'active', to: 'overdue', days: limits.overdueGraceDays },
    options.saleIds,
  );
  await auditMoves(tx, audit, overdue, 'active', 'overdue');
  const candidates = await repo.moveStatus(
    tx,
    today,
    { from: 'overdue', to: 'cancellation_candidate', days: limits.cancellationCandidateDays },
    options.saleIds,
  );
  await auditMoves(tx, audit, candidates, 'overdue', 'cancellation_candidate');
  await notifySaleManagers(tx, overdue, 'sale_overdue', { actorId: audit.userId });
  await notifySaleManagers(tx, candidates, 'sale_cancellation_candidate', { actorId: audit.userId });
  return { overdue, candidates };
}

const DAY_MS = 86_400_000;

/** Whether moveStatus could move a sale in this state: the same conditions, judged without a statement. */
function mayMove(limits: StatusLimits, state: LedgerState): boolean {
  const late = state.first_unpaid_date !== null && state.first_unpaid_date < state.today;
  const days = late
    ? Math.round((Date.parse(state.today) - Date.parse(state.first_unpaid_date!)) / DAY_MS)
    : 0;
  if (state.deleted_at !== null) return false;
  if (state.status === 'active') return days > limits.overdueGraceDays;
  return state.status === 'overdue' && days > limits.cancellationCandidateDays;
}

/**
 * After a write of the sale's schedule or payments, in its transaction (the ledger rebuilt), as of `today`
 * (deps.now()). With the state rebuildLedger answered, a sale the rule cannot move costs no statement
 * (most payments).
 */
export async function settleSaleStatus(
  tx: Db,
  limits: StatusLimits,
  saleId: number,
  audit: AuditContext,
  today: string,
  after?: LedgerState,
): Promise<SettledStatuses> {
  if (after && !mayMove(limits, after)) return { overdue: [], candidates: [] };
  return settleStatuses(tx, limits, audit, { saleIds: [saleId], today });
}
