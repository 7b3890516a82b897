import { customerName } from '@shared/customers/contracts';
import { localized, type Locale } from '@shared/i18n/locales';
import { OVERDUE_STATUSES, type LateLedger, type OverdueSaleRow } from '@shared/payments/contracts';
import { writeAudit, type AuditContext } from '../../platform/audit';
import { todayOf } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import type { PageWindow } from '../../platform/pagination';
import { visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import { restampDue } from '../sales/sale-ledger.service';
import { notifySaleManagers } from '../sales/sale-notices.service';
import { settleStatuses } from '../sales/sale-status.service';
import { paidPercent } from '../sales/sales.service';
import * as repo from './overdue-sales.repository';

/**
 * Overdue follow-up. The hourly job applies the overdue rule (sales/sale-status.service.ts, which every
 * write of a schedule or payment applies to its sale too) as days pass; a payment that clears the debt
 * returns the sale to active (rebuildLedger).
 */

const SYSTEM_AUDIT: AuditContext = { userId: null, ip: null };

type OverdueJobResult = { ran: boolean; overdue: number[]; candidates: number[] };

async function auditStatus(
  tx: Parameters<typeof writeAudit>[0],
  audit: AuditContext,
  id: number,
  before: string,
  after: string,
  reason: string,
) {
  await writeAudit(tx, audit, {
    action: 'update',
    entityType: 'sale',
    entityId: id,
    before: { status: before },
    after: { status: after, status_reason: reason },
  });
}

/**
 * One run of the job as of `today`. Runs in one transaction holding an advisory lock, so with several
 * server processes only one does the work (the others answer ran: false); running it again changes
 * nothing more, as only sales still in the earlier status move.
 */
export async function runOverdueJob(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  today: string = todayOf(deps),
): Promise<OverdueJobResult> {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.tryJobLock(tx))) return { ran: false, overdue: [], candidates: [] };
    await restampDue(tx, today);
    return { ran: true, ...(await settleStatuses(tx, deps.config, SYSTEM_AUDIT, { today })) };
  });
}

/**
 * POST /api/overdue-sales: the user marks overdue sales as cancellation candidates. Every sale must be
 * one the user sees (404) and overdue (422); one already a candidate is left as it is.
 */
export async function markCancellationCandidates(
  deps: AppDeps,
  user: SaleViewer,
  ids: number[],
  audit: AuditContext,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    const found = await repo.statusesOf(tx, visibleSalesScope(user), unique);
    if (found.length !== unique.length) throw notFound();
    if (found.some((s) => s.deleted_at !== null || s.status === 'canceled'))
      throw new HttpError(409, 'payments.sale_closed');
    if (found.some((s) => s.status !== 'overdue' && s.status !== 'cancellation_candidate'))
      throw new ValidationFailed({ sale_ids: ['payments.not_overdue'] }, 'payments.not_overdue');
    const changed = await repo.markCandidates(
      tx,
      found.filter((s) => s.status === 'overdue').map((s) => s.id),
    );
    for (const id of changed)
      await auditStatus(tx, audit, id, 'overdue', 'cancellation_candidate', 'marked_by_user');
    await notifySaleManagers(tx, changed, 'sale_cancellation_candidate', { actorId: audit.userId });
    return changed;
  });
}

const unitLabel = (u: { block: string | null; floor: number; number: string }) =>
  [u.block, String(u.floor), u.number].filter((part) => part !== null && part !== '').join('-');

/** What counts as late today; renovations and containers only while the services module is on. */
const latenessOf = (deps: AppDeps): repo.Lateness => ({
  today: todayOf(deps),
  graceDays: deps.config.overdueGraceDays,
  orderKinds: deps.config.modules.services ? ['renovation', 'container'] : [],
});

/** GET /api/overdue-sales: the count and one page of the list, for the route to paginate. */
export function overdueList(deps: AppDeps, user: SaleViewer, filters: repo.OverdueFilters, locale: Locale) {
  const lateness = latenessOf(deps);
  return {
    count: () => repo.countOverdue(deps.db, visibleSalesScope(user), filters, lateness),
    rows: (window: PageWindow) => overdueRows(deps, user, filters, window, locale, lateness),
  };
}

const isSaleLate = (status: string) => (OVERDUE_STATUSES as readonly string[]).includes(status);

/**
 * One page of GET /api/overdue-sales: the sale's row with its own debt and overdue days as of today, and
 * `late`, each late ledger apart (the sale's own instalments first, then its renovation and containers).
 */
async function overdueRows(
  deps: AppDeps,
  user: SaleViewer,
  filters: repo.OverdueFilters,
  window: PageWindow,
  locale: Locale,
  lateness: repo.Lateness,
): Promise<OverdueSaleRow[]> {
  const rows = await repo.listOverdue(deps.db, visibleSalesScope(user), filters, lateness, window);
  const ids = rows.map((r) => r.sale.id);
  if (!ids.length) return [];
  const units = new Map<number, string[]>();
  for (const u of await repo.unitsOf(deps.db, ids))
    units.set(u.sale_id, [...(units.get(u.sale_id) ?? []), unitLabel(u)]);
  const buyers = new Map<number, string>();
  for (const b of await repo.buyersOf(deps.db, ids))
    if (!buyers.has(b.sale_id)) buyers.set(b.sale_id, customerName(b.customer, locale));
  const orders = new Map<number, LateLedger[]>();
  if (lateness.orderKinds.length)
    for (const { sale_id, ...order } of await repo.lateOrdersOf(deps.db, ids, lateness))
      orders.set(sale_id, [
        ...(orders.get(sale_id) ?? []),
        { ...order, overdue_days: Number(order.overdue_days) },
      ]);
  return rows.map(({ sale: s, debt, overdue_days, building, responsible, agent }) => ({
    id: s.id,
    contract_no: s.contract_no,
    status: s.status,
    contract_type: s.contract_type,
    contract_lang: s.contract_lang,
    contract_start_date: s.contract_start_date,
    building_id: s.building_id,
    building_name: localized(locale, building.name, building.name_en, building.name_ru),
    units: (units.get(s.id) ?? []).join(', '),
    customer_name: buyers.get(s.id) ?? '',
    payment_ccy: s.payment_ccy,
    total_price: s.total_price,
    paid: s.paid_amount,
    debt,
    overdue_days: Number(overdue_days),
    next_due_date: s.first_unpaid_date,
    paid_percent: paidPercent(s.paid_amount, s.total_price),
    responsible_name: responsible ? `${responsible.first_name} ${responsible.last_name}`.trim() : null,
    agent_name: agent ? localized(locale, agent.name, agent.name_en, agent.name_ru) : null,
    is_signed: s.is_signed,
    created_at: s.created_at.toISOString(),
    deleted_at: s.deleted_at ? s.deleted_at.toISOString() : null,
    deleted_by_name: null,
    delete_comment: null,
    late: [
      ...(isSaleLate(s.status)
        ? [
            {
              kind: 'sale' as const,
              id: s.id,
              title: null,
              currency: s.payment_ccy,
              debt,
              overdue_days: Number(overdue_days),
            },
          ]
        : []),
      ...(orders.get(s.id) ?? []),
    ],
  }));
}
