import type { z } from 'zod';
import { customerName } from '@shared/customers/contracts';
import type { Locale } from '@shared/i18n/locales';
import { fromMinor, toMinor } from '@shared/money/money';
import type { ServiceOrderKind, ServicePaymentList, servicePaymentsQuery } from '@shared/services/contracts';
import type { AppDeps } from '../../platform/deps';
import { paginateAt } from '../../platform/pagination';
import { visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import * as repo from './services.repository';

/**
 * The list of renovation and container payments (/api/services/payments). Paying, changing and deleting
 * them is the payments module's, through the one ledger (decision 033).
 */

/** GET /api/services/payments: renovation and container payments with totals per currency. */
export async function listServicePayments(
  deps: AppDeps,
  user: SaleViewer,
  query: z.output<typeof servicePaymentsQuery>,
  url: string,
  locale: Locale,
): Promise<ServicePaymentList> {
  const scope = visibleSalesScope(user);
  const page = await paginateAt(
    url,
    query,
    () => repo.countServicePayments(deps.db, query, scope),
    async (window) => {
      const rows = await repo.listServicePayments(deps.db, query, scope, window);
      const buyers = new Map<number, string[]>();
      for (const b of await repo.buyersOf(deps.db, [...new Set(rows.map((r) => r.payment.sale_id))]))
        buyers.set(b.sale_id, [...(buyers.get(b.sale_id) ?? []), customerName(b.customer, locale)]);
      return rows.map(({ payment: p, title, currency, contract_no }) => ({
        id: p.id,
        mode: p.mode as ServiceOrderKind,
        service_container_id: p.service_container_id!,
        title,
        sale_id: p.sale_id,
        contract_no,
        buyers: (buyers.get(p.sale_id) ?? []).join(', '),
        payment_date: p.payment_date,
        original_amount: fromMinor(toMinor(p.original_amount)),
        paid_currency: p.currency,
        amount: fromMinor(toMinor(p.amount)),
        currency,
        payment_type: p.payment_type,
      }));
    },
  );
  const totals = await repo.servicePaymentTotals(deps.db, query, scope);
  return {
    ...page,
    totals: totals.map((t) => ({ currency: t.currency, amount: fromMinor(toMinor(t.amount)) })),
  };
}
