import { addDays } from '@shared/dates/date-formats';
import { fromMinor, toMinor } from '@shared/money/money';
import type { TodayWork } from '@shared/reports/contracts';
import { todayOf } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { overdueAsOf } from '../reports/reports.service';
import { visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import * as repo from './home.repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** A sum of the database as a decimal string with two places. */
const money = (value: string) => fromMinor(toMinor(value));

const canSeeSales = (user: SaleViewer) =>
  user.permissions.includes('view_sales') || user.permissions.includes('view_only_own_sales');

/** GET /api/reporting/today: the home page's blocks, each only for a user holding what its list needs. */
export async function todayWork(deps: Deps, user: SaleViewer): Promise<TodayWork> {
  const today = todayOf(deps);
  const weekEnd = addDays(today, 6);
  const until = addDays(today, 3);
  const { db } = deps;
  const sales = canSeeSales(user);
  const scope = visibleSalesScope(user);
  const [dueToday, dueWeek, overdue, ending, latest] = await Promise.all([
    sales ? repo.dueBetween(db, scope, { from: today, to: today }) : null,
    sales ? repo.dueBetween(db, scope, { from: today, to: weekEnd }) : null,
    sales ? overdueAsOf(deps, user, today) : null,
    user.permissions.includes('view_bookings')
      ? repo.bookingsEnding(db, user, { from: today, to: until })
      : null,
    sales ? repo.latestPayments(db, scope, user.permissions.includes('view_canceled_sales'), 8) : null,
  ]);
  const due = (rows: Awaited<ReturnType<typeof repo.dueBetween>> | null) =>
    rows && {
      count: rows.reduce((n, r) => n + Number(r.count), 0),
      amounts: rows.map((r) => ({ currency: r.currency, amount: money(r.amount) })),
    };
  return {
    today,
    week_end: weekEnd,
    due_today: due(dueToday),
    due_this_week: due(dueWeek),
    overdue: overdue && {
      count: overdue.reduce((n, r) => n + Number(r.overdue_sales), 0),
      amounts: overdue.map((r) => ({
        currency: r.currency,
        amount: money(r.overdue),
        overdue_1_30: money(r.overdue_1_30),
        overdue_31_60: money(r.overdue_31_60),
        overdue_61_90: money(r.overdue_61_90),
        overdue_over_90: money(r.overdue_over_90),
      })),
    },
    bookings_expiring: ending && { until, rows: ending },
    latest_payments: latest && latest.map((p) => ({ ...p, amount: money(p.amount) })),
  };
}
