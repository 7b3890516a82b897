import type { Locale } from '@shared/i18n/locales';
import {
  SCREEN_ROW_LIMIT,
  type InstalmentReport,
  type PaymentsReport,
  type ReportFilter,
  type SalesRegisterReport,
} from '@shared/reports/contracts';
import type { SaleViewer } from '../sales/sale-access.service';
import * as registers from './report-registers.repository';
import * as repo from './reports.repository';
import { type Deps, answer, context, m, totalsFromSql } from './report-context.service';

/**
 * The registers of spec §7: sales, instalments and payments of the period, row by row, with totals.
 */

/** The screen gets the first rows of a register; the export (all: true) every row. */
const limitOf = (all: boolean) => (all ? null : SCREEN_ROW_LIMIT);

/** POST /api/sales/getReport: the sales register. */
export async function salesRegister(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
  locale: Locale,
  all = false,
): Promise<SalesRegisterReport> {
  const ctx = context(deps, user, filter);
  const columns = { count: 'count', contract_value: 'money', paid: 'money', debt: 'money' } as const;
  const [rows, signed, owed] = await Promise.all([
    registers.salesRegister(deps.db, ctx.where, ctx.range, ctx.view, ctx.today, locale, limitOf(all)),
    // How many and their contract value from the kept sums; what is paid and owed today from the sales.
    repo.periodFacts(deps.db, ctx.facts, ctx.range, ctx.view, ['signed']),
    registers.salesRegisterTotals(deps.db, ctx.where, ctx.range, ctx.view, ctx.today),
  ]);
  const counted = signed.map((s) => ({
    currency: s.currency,
    count: s.sales_count,
    contract_value: s.sales_value,
  }));
  const totals = totalsFromSql([...counted, ...owed], columns);
  const shaped = rows.map((r) => ({
    ...r,
    contract_value: m(r.contract_value),
    paid: m(r.paid),
    debt: m(r.debt),
  }));
  return answer(ctx, shaped, totals, { row_count: counted.reduce((n, s) => n + Number(s.count), 0) });
}

/** POST /api/payment-scheduler/forReporting: instalments due in the period. */
export async function instalments(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
  all = false,
): Promise<InstalmentReport> {
  const ctx = context(deps, user, filter);
  const columns = { count: 'count', amount: 'money', paid: 'money', unpaid: 'money' } as const;
  const [rows, sums] = await Promise.all([
    registers.instalmentRegister(deps.db, ctx.where, ctx.range, ctx.view, ctx.today, limitOf(all)),
    registers.instalmentTotals(deps.db, ctx.facts, ctx.range, ctx.view),
  ]);
  const shaped = rows.map((r) => ({ ...r, amount: m(r.amount), paid: m(r.paid), unpaid: m(r.unpaid) }));
  return answer(ctx, shaped, totalsFromSql(sums, columns), {
    row_count: sums.reduce((n, s) => n + Number(s.count), 0),
  });
}

/**
 * POST /api/payments/forReporting: every payment of the period. Totals per currency: `amount` of all
 * modes and apart `sale`, `renovation`, `container` (the sale total is what the finance summary calls received).
 */
export async function paymentsReport(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
  all = false,
): Promise<PaymentsReport> {
  const ctx = context(deps, user, filter);
  const [rows, sums] = await Promise.all([
    registers.paymentRegister(deps.db, ctx.where, ctx.range, ctx.view, limitOf(all)),
    registers.paymentTotals(deps.db, ctx.facts, ctx.range, ctx.view),
  ]);
  const byMode = sums.map((s) => ({
    currency: s.currency,
    count: s.count,
    amount: s.amount,
    amount_gel: s.amount_gel,
    [String(s.mode)]: s.amount,
  }));
  const columns = {
    count: 'count',
    amount: 'money',
    amount_gel: 'money',
    sale: 'money',
    renovation: 'money',
    container: 'money',
  } as const;
  const shaped = rows.map((r) => ({
    ...r,
    amount: m(r.amount),
    amount_gel: m(r.amount_gel),
    rate: String(r.rate ?? ''),
  }));
  return answer(ctx, shaped, totalsFromSql(byMode, columns), {
    row_count: sums.reduce((n, s) => n + Number(s.count), 0),
  });
}
