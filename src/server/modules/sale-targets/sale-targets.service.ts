import { percentOf } from '@shared/bonuses/compute';
import type { SaleTarget, WithTargetsRow } from '@shared/bonuses/contracts';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { invalid, notFound } from '../../platform/errors';
import { convertEach } from '../bonuses/bonus-money.service';
import { seesOnlyOwnSales, visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import * as repo from './sale-targets.repository';

/**
 * A sales manager's monthly targets (spec §3 Sale target) and how the month's sales meet them. A reader
 * who sees only their own sales reads only their own targets; the sales counted are those the reader may
 * see (spec §6: their complexes, none without one).
 */

const ownTargetsOf = (user: SaleViewer) => (seesOnlyOwnSales(user) ? { user_id: user.id } : {});

const present = ({ target, user_name }: repo.ListedTarget): SaleTarget => ({
  id: target.id,
  user_id: target.user_id,
  user_name,
  month: target.month,
  target_amount: target.target_amount,
  currency: target.currency,
  target_count: target.target_count,
  updated_at: target.updated_at.toISOString(),
});

export async function listTargets(
  deps: AppDeps,
  user: SaleViewer,
  filter: { month?: string | undefined; year?: number | undefined },
): Promise<{ data: SaleTarget[] }> {
  const rows = await repo.listTargets(deps.db, {
    ...ownTargetsOf(user),
    ...(filter.month && { month: filter.month }),
    ...(filter.year && { year: filter.year }),
  });
  return { data: rows.map(present) };
}

async function getTarget(deps: AppDeps, id: number): Promise<SaleTarget> {
  const [row] = await repo.listTargets(deps.db, { id });
  if (!row) throw notFound();
  return present(row);
}

const snapshot = ({ id: _i, created_at: _c, updated_at: _u, ...rest }: repo.TargetRecord) => rest;

/** POST /api/sale-targets: without an id a target is made, with one it is changed; one per user and month. */
export async function saveTarget(
  deps: AppDeps,
  body: repo.TargetValues & { id?: number | undefined },
  audit: AuditContext,
): Promise<SaleTarget> {
  const { id: targetId, ...values } = body;
  if (!(await repo.userExists(deps.db, values.user_id))) throw invalid('user_id', 'bonuses.user_unknown');
  const id = await deps.db.transaction(async (tx) => {
    const before = targetId === undefined ? undefined : await repo.findTarget(tx, targetId);
    if (targetId !== undefined && !before) throw notFound();
    if (await repo.clashingTarget(tx, values, before?.id)) throw invalid('month', 'bonuses.target_exists');
    const saved = before
      ? await repo.updateTarget(tx, before.id, values)
      : await repo.insertTarget(tx, values);
    await writeAudit(tx, audit, {
      action: before ? 'update' : 'create',
      entityType: 'sale_target',
      entityId: saved.id,
      ...(before && { before: snapshot(before) }),
      after: snapshot(saved),
    });
    return saved.id;
  });
  return getTarget(deps, id);
}

export async function deleteTarget(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findTarget(tx, id);
    if (!before) throw notFound();
    await repo.deleteTarget(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'sale_target',
      entityId: id,
      before: snapshot(before),
    });
  });
}

/** The month's amount in lari when a manager sold without a target to state a currency. */
const NO_TARGET_CURRENCY: Currency = 'GEL';

/**
 * GET /api/sales/with-targets: per manager with a target or a sale that month, the target against the
 * live sales signed that month that the reader may see (contract value, converted into the target's currency
 * at the signing day's National Bank rate) and their number. A rate the server cannot get (none stored and
 * the bank unreachable, or a day still to come) leaves that manager's amount and percent empty, with
 * `missing_rate` naming the currency and the day; the other rows are answered as ever.
 */
export async function withTargets(
  deps: AppDeps,
  user: SaleViewer,
  month: string,
): Promise<{ rows: WithTargetsRow[] }> {
  const targets = await repo.listTargets(deps.db, { month, ...ownTargetsOf(user) });
  const sold = await repo.salesSignedIn(deps.db, month, visibleSalesScope(user));
  const byUser = new Map<number, { name: string; target?: repo.TargetRecord }>();
  for (const t of targets) byUser.set(t.target.user_id, { name: t.user_name, target: t.target });
  for (const s of sold) if (!byUser.has(s.user_id)) byUser.set(s.user_id, { name: s.user_name });
  const currencyOf = (userId: number) => byUser.get(userId)?.target?.currency ?? NO_TARGET_CURRENCY;
  // One conversion per target currency, so a bank that is down is waited for once, not once per manager.
  const converted = (
    await Promise.all(
      [...new Set(sold.map((s) => currencyOf(s.user_id)))].map((currency) =>
        convertEach(
          deps,
          sold.filter((s) => currencyOf(s.user_id) === currency),
          currency,
        ),
      ),
    )
  ).flat();
  const rows: WithTargetsRow[] = [];
  for (const [userId, { name, target }] of byUser) {
    const own = converted.filter((s) => s.user_id === userId);
    const missing = own
      .flatMap((s) => (s.missing_rate ? [s.missing_rate] : []))
      .sort((a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency))[0];
    const actual = missing
      ? null
      : fromMinor(own.reduce((sum, s) => sum + (s.converted === null ? 0n : toMinor(s.converted)), 0n));
    rows.push({
      user_id: userId,
      user_name: name,
      month,
      currency: currencyOf(userId),
      target_amount: target?.target_amount ?? null,
      actual_amount: actual,
      target_count: target?.target_count ?? null,
      actual_count: own.length,
      achieved_percent: target && actual !== null ? percentOf(actual, target.target_amount) : null,
      missing_rate: missing ?? null,
    });
  }
  rows.sort((a, b) => a.user_name.localeCompare(b.user_name) || a.user_id - b.user_id);
  return { rows };
}
