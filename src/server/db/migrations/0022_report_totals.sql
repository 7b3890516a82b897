-- The kept sums' second level (decision 025): beside the rows per manager and sale status ('day',
-- 'month'), rows per complex and currency alone, canceled sales apart ('day_total', 'month_total'; no
-- manager, status 'canceled' or 'live'). A report that looks at no manager and no status reads these,
-- a fifth as many rows for a month.
-- The keys a line is summed under: its day and month at both levels.
CREATE FUNCTION "report_fact_keys"(p_day date, p_responsible_user_id integer, p_status text)
RETURNS TABLE (grain text, period date, responsible_user_id integer, status text)
LANGUAGE sql STABLE AS $$
  SELECT k.grain, k.period, k.responsible_user_id, k.status
  FROM (VALUES
    ('day', p_day, p_responsible_user_id, p_status),
    ('month', date_trunc('month', p_day)::date, p_responsible_user_id, p_status),
    ('day_total', p_day, NULL::integer, CASE WHEN p_status = 'canceled' THEN 'canceled' ELSE 'live' END),
    ('month_total', date_trunc('month', p_day)::date, NULL::integer, CASE WHEN p_status = 'canceled' THEN 'canceled' ELSE 'live' END)
  ) k(grain, period, responsible_user_id, status)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_facts_add"(p_sign integer, p_lines report_fact_lines[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_facts (grain, period, kind, building_id, responsible_user_id, status, currency, n,
    amount, amount_gel, amount_usd, paid, paid_gel, paid_usd, unpaid, unpaid_gel, unpaid_usd)
  SELECT k.grain, k.period, l.kind, l.building_id, k.responsible_user_id, k.status, l.currency, p_sign * sum(l.n),
    p_sign * sum(l.amount), p_sign * sum(l.amount_gel), p_sign * sum(l.amount_usd),
    p_sign * sum(l.paid), p_sign * sum(l.paid_gel), p_sign * sum(l.paid_usd),
    p_sign * sum(l.unpaid), p_sign * sum(l.unpaid_gel), p_sign * sum(l.unpaid_usd)
  FROM unnest(p_lines) l
  CROSS JOIN LATERAL report_fact_keys(l.day, l.responsible_user_id, l.status) k
  WHERE l.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_facts_rebuild"(p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_from date := coalesce(date_trunc('month', p_from)::date, '-infinity'::date);
  v_to date := coalesce((date_trunc('month', p_to) + interval '1 month - 1 day')::date, 'infinity'::date);
BEGIN
  LOCK TABLE report_facts IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM report_facts WHERE period BETWEEN v_from AND v_to;
  INSERT INTO report_facts (grain, period, kind, building_id, responsible_user_id, status, currency, n,
    amount, amount_gel, amount_usd, paid, paid_gel, paid_usd, unpaid, unpaid_gel, unpaid_usd, folded)
  SELECT k.grain, k.period, l.kind, l.building_id, k.responsible_user_id, k.status, l.currency, sum(l.n),
    sum(l.amount), sum(l.amount_gel), sum(l.amount_usd), sum(l.paid), sum(l.paid_gel), sum(l.paid_usd),
    sum(l.unpaid), sum(l.unpaid_gel), sum(l.unpaid_usd), true
  FROM report_fact_lines l
  CROSS JOIN LATERAL report_fact_keys(l.day, l.responsible_user_id, l.status) k
  WHERE l.deleted_at IS NULL AND l.day BETWEEN v_from AND v_to
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2;
END
$$;
--> statement-breakpoint
-- The second level of what is already kept, summed from the first.
INSERT INTO report_facts (grain, period, kind, building_id, responsible_user_id, status, currency, n,
  amount, amount_gel, amount_usd, paid, paid_gel, paid_usd, unpaid, unpaid_gel, unpaid_usd, folded)
SELECT grain || '_total', period, kind, building_id, NULL::integer,
  CASE WHEN status = 'canceled' THEN 'canceled' ELSE 'live' END, currency, sum(n),
  sum(amount), sum(amount_gel), sum(amount_usd), sum(paid), sum(paid_gel), sum(paid_usd),
  sum(unpaid), sum(unpaid_gel), sum(unpaid_usd), true
FROM report_facts WHERE grain IN ('day', 'month')
GROUP BY 1, 2, 3, 4, 6, 7
ORDER BY 1, 2;
--> statement-breakpoint
-- The sales register pages its period's sales newest first and sums them: an index on the day a sale
-- counts on, and statistics on that expression so the planner knows how many a period holds.
CREATE INDEX "sales_live_day_idx" ON "sales" ((coalesce("signing_date", "contract_start_date")), "id") INCLUDE ("building_id", "responsible_user_id", "status", "payment_ccy", "total_price", "paid_amount", "first_unpaid_date") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE STATISTICS "sales_day_stats" ON (coalesce("signing_date", "contract_start_date")) FROM "sales";
