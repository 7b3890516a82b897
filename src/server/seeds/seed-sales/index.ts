import { tbilisiToday } from '@shared/dates/date-formats';
import type { Db } from '../../db/client';
import { insertComments } from './comments';
import { loadSalesContext } from './context';
import { insertFiles } from './files';
import { insertHistory } from './history';
import { insertSales } from './insert-sales';
import { insertPayments } from './payments';
import { planSales } from './plan-sales';
import { randomSource } from './random';
import { saveSchedules } from './schedules';
import { deleteSales, settleStatuses, settleUnits } from './statuses';

/**
 * About 250 demo sales over the demo complexes and customers: every status, all three currencies, one to
 * three units and one or two buyers each, schedules from the shared engine (formulas, first instalments,
 * payment day 31), payments (late, ahead, overpaid, in another currency at the National Bank's rate),
 * files and comments. Deterministic apart from "today": dates count back from the day it runs, so
 * overdue days and statuses are current. Runs inside the demo seed's transaction, after the bookings.
 */
export async function seedSales(tx: Db): Promise<void> {
  const context = await loadSalesContext(tx);
  if (!context) return;
  // One random sequence through every part, in this order: the demo comes out the same on every run.
  const rnd = randomSource(20260305);
  const today = tbilisiToday();
  const plans = planSales(context, rnd, today);
  const ids = await insertSales(tx, plans);
  await insertPayments(tx, rnd, context, plans, ids);
  await saveSchedules(tx, plans, ids, context.admin, today);
  const statusChanges = await settleStatuses(tx, plans, ids, today);
  await deleteSales(tx, rnd, plans, ids, context.admin);
  await settleUnits(tx);
  await insertHistory(tx, plans, ids, statusChanges, context.admin);
  await insertFiles(tx, rnd, plans, ids, context.admin);
  await insertComments(tx, rnd, plans, ids, context.managers, today);
}
