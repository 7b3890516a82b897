import { sql } from 'drizzle-orm';
import { serviceContainers, serviceInstalments } from '../../db/schema';

/**
 * A renovation's or container's debt and lateness as of a day (decision 020), the figures sales/sale-debt.sql.ts
 * gives for a sale, from the order's own balance columns and instalments (services/service-ledger.service.ts):
 * the services lists and the overdue follow-up share them.
 */
export const orderDebtAsOf = (today: string) =>
  sql<string>`greatest(0, coalesce((select i.cumulative_amount from ${serviceInstalments} i where i.service_container_id = ${serviceContainers.id} and i.due_date <= ${today} order by i.due_date desc, i.cumulative_amount desc limit 1), 0) - ${serviceContainers.paid_amount})`;

export const orderOverdueDaysAsOf = (today: string) =>
  sql<number>`(case when ${serviceContainers.first_unpaid_date} < ${today}::date then ${today}::date - ${serviceContainers.first_unpaid_date} else 0 end)::int`;
