CREATE TABLE "report_facts" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"kind" text NOT NULL,
	"building_id" integer NOT NULL,
	"responsible_user_id" integer,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"amount_gel" numeric(16, 2) DEFAULT '0' NOT NULL,
	"amount_usd" numeric(16, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(16, 2) DEFAULT '0' NOT NULL,
	"paid_gel" numeric(16, 2) DEFAULT '0' NOT NULL,
	"paid_usd" numeric(16, 2) DEFAULT '0' NOT NULL,
	"unpaid" numeric(16, 2) DEFAULT '0' NOT NULL,
	"unpaid_gel" numeric(16, 2) DEFAULT '0' NOT NULL,
	"unpaid_usd" numeric(16, 2) DEFAULT '0' NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_facts_period_idx" ON "report_facts" USING btree ("grain","period");--> statement-breakpoint
CREATE INDEX "report_facts_unfolded_idx" ON "report_facts" USING btree ("grain") WHERE not "report_facts"."folded";--> statement-breakpoint
CREATE INDEX "sale_instalments_due_idx" ON "sale_instalments" USING btree ("due_date");--> statement-breakpoint
-- Lari for one unit of a currency on a day: the National Bank rate stored for that day or the latest one
-- before it (weekends and holidays keep Friday's); before the first stored rate the first one; with none
-- stored at all the fallback (a payment's own recorded rate). The reports' one definition (decision 024).
CREATE FUNCTION "lari_rate"(p_currency text, p_day date, p_fallback numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_currency = 'GEL' THEN 1::numeric ELSE coalesce(
    (SELECT r.rate FROM currency_rates r WHERE r.currency = p_currency AND r.date <= p_day ORDER BY r.date DESC LIMIT 1),
    (SELECT r.rate FROM currency_rates r WHERE r.currency = p_currency AND r.date > p_day ORDER BY r.date LIMIT 1),
    p_fallback) END
$$;
--> statement-breakpoint
-- An amount in lari at its lari rate, rounded to the tetri per row so that every report summing the same
-- rows arrives at the same total; 0 when no rate converts it.
CREATE FUNCTION "to_lari"(p_amount numeric, p_lari_rate numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce(round(p_amount * p_lari_rate, 2), 0) $$;
--> statement-breakpoint
-- An amount in dollars through lari: a dollar amount stays as it is.
CREATE FUNCTION "to_dollars"(p_amount numeric, p_currency text, p_lari_rate numeric, p_dollar_rate numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_currency = 'USD' THEN p_amount ELSE coalesce(round(p_amount * p_lari_rate / p_dollar_rate, 2), 0) END
$$;
--> statement-breakpoint
-- One line per payment, per instalment and per sale (kind 'signed': its contract value on the day it
-- counts, its signing date or else its contract start) with the sale's keys and the money in the three
-- views: what report_facts sums. A payment of the sale counts in the sale's currency as the ledger does; a
-- renovation's or container's as paid. Each line converts at its own day's rate.
-- OFFSET 0 keeps each line's two rates computed once rather than once per use. Every branch gives each
-- column the same type, so a condition on the view reaches into each branch (and its indexes).
CREATE VIEW "report_fact_lines" AS
SELECT 'payment'::text AS source, p.id, p.sale_id, p.payment_date AS day, p.mode AS kind,
  s.building_id, s.responsible_user_id, s.status, s.deleted_at, m.currency, 1 AS n,
  m.amount, to_lari(m.amount, r.lari) AS amount_gel, to_dollars(m.amount, m.currency, r.lari, r.dollar) AS amount_usd,
  0::numeric AS paid, 0::numeric AS paid_gel, 0::numeric AS paid_usd,
  0::numeric AS unpaid, 0::numeric AS unpaid_gel, 0::numeric AS unpaid_usd
FROM payments p
JOIN sales s ON s.id = p.sale_id
CROSS JOIN LATERAL (SELECT
    CASE WHEN p.mode = 'sale' THEN p.amount ELSE p.original_amount END AS amount,
    CASE WHEN p.mode = 'sale' THEN s.payment_ccy ELSE p.currency END AS currency,
    CASE WHEN p.mode = 'sale' THEN p.sale_rate ELSE p.payment_rate END AS own_rate) m
CROSS JOIN LATERAL (SELECT lari_rate(m.currency, p.payment_date, m.own_rate) AS lari,
    lari_rate('USD', p.payment_date, NULL) AS dollar OFFSET 0) r
UNION ALL
SELECT 'instalment'::text, i.id, i.sale_id, i.due_date, 'instalment'::text,
  s.building_id, s.responsible_user_id, s.status, s.deleted_at, s.payment_ccy, 1,
  i.amount, to_lari(i.amount, r.lari), to_dollars(i.amount, s.payment_ccy, r.lari, r.dollar),
  i.paid_amount, to_lari(i.paid_amount, r.lari), to_dollars(i.paid_amount, s.payment_ccy, r.lari, r.dollar),
  u.unpaid, to_lari(u.unpaid, r.lari), to_dollars(u.unpaid, s.payment_ccy, r.lari, r.dollar)
FROM sale_instalments i
JOIN sales s ON s.id = i.sale_id
CROSS JOIN LATERAL (SELECT greatest(i.amount - i.paid_amount, 0) AS unpaid) u
CROSS JOIN LATERAL (SELECT lari_rate(s.payment_ccy, i.due_date, NULL) AS lari,
    lari_rate('USD', i.due_date, NULL) AS dollar OFFSET 0) r
UNION ALL
SELECT 'sale'::text, s.id::bigint, s.id, d.day, 'signed'::text,
  s.building_id, s.responsible_user_id, s.status, s.deleted_at, s.payment_ccy, 1,
  s.total_price, to_lari(s.total_price, r.lari), to_dollars(s.total_price, s.payment_ccy, r.lari, r.dollar),
  0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric
FROM sales s
CROSS JOIN LATERAL (SELECT coalesce(s.signing_date, s.contract_start_date) AS day) d
CROSS JOIN LATERAL (SELECT lari_rate(s.payment_ccy, d.day, NULL) AS lari,
    lari_rate('USD', d.day, NULL) AS dollar OFFSET 0) r
WHERE d.day IS NOT NULL;
--> statement-breakpoint
-- Sums lines into report_facts at both grains: added (p_sign 1) or taken away (-1). Rows go in in period
-- order, so a report reads a period's rows from few pages (a rebuilt year: 500 pages, not 35,000).
CREATE FUNCTION "report_facts_add"(p_sign integer, p_lines report_fact_lines[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_facts (grain, period, kind, building_id, responsible_user_id, status, currency, n,
    amount, amount_gel, amount_usd, paid, paid_gel, paid_usd, unpaid, unpaid_gel, unpaid_usd)
  SELECT g.grain, g.period, l.kind, l.building_id, l.responsible_user_id, l.status, l.currency, p_sign * sum(l.n),
    p_sign * sum(l.amount), p_sign * sum(l.amount_gel), p_sign * sum(l.amount_usd),
    p_sign * sum(l.paid), p_sign * sum(l.paid_gel), p_sign * sum(l.paid_usd),
    p_sign * sum(l.unpaid), p_sign * sum(l.unpaid_gel), p_sign * sum(l.unpaid_usd)
  FROM unnest(p_lines) l
  CROSS JOIN LATERAL (VALUES ('day', l.day), ('month', date_trunc('month', l.day)::date)) g(grain, period)
  WHERE l.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2;
END
$$;
--> statement-breakpoint
-- A row's lines leave before it changes or goes and come back after it changed or came. Writers of a
-- sale's payments and instalments hold the sale's row lock (the ledger does), so its keys cannot move
-- between a line's leaving and its coming back. The statements are static: their plans are kept.
CREATE FUNCTION "report_facts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_lines report_fact_lines[];
BEGIN
  IF TG_WHEN = 'BEFORE' THEN v_id := OLD.id; ELSE v_id := NEW.id; END IF;
  IF TG_TABLE_NAME = 'payments' THEN
    v_lines := ARRAY(SELECT l FROM report_fact_lines l WHERE l.source = 'payment' AND l.id = v_id);
  ELSIF TG_TABLE_NAME = 'sale_instalments' THEN
    v_lines := ARRAY(SELECT l FROM report_fact_lines l WHERE l.source = 'instalment' AND l.id = v_id);
  ELSE
    v_lines := ARRAY(SELECT l FROM report_fact_lines l WHERE l.sale_id = v_id);
  END IF;
  PERFORM report_facts_add(CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END, v_lines);
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_facts_payment_added" AFTER INSERT ON "payments" FOR EACH ROW EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_payment_removed" BEFORE DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_payment_leaves" BEFORE UPDATE OF "sale_id", "mode", "amount", "original_amount", "currency", "payment_date", "sale_rate", "payment_rate" ON "payments" FOR EACH ROW
WHEN (OLD.sale_id IS DISTINCT FROM NEW.sale_id OR OLD.mode IS DISTINCT FROM NEW.mode OR OLD.amount IS DISTINCT FROM NEW.amount OR OLD.original_amount IS DISTINCT FROM NEW.original_amount OR OLD.currency IS DISTINCT FROM NEW.currency OR OLD.payment_date IS DISTINCT FROM NEW.payment_date OR OLD.sale_rate IS DISTINCT FROM NEW.sale_rate OR OLD.payment_rate IS DISTINCT FROM NEW.payment_rate)
EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_payment_returns" AFTER UPDATE OF "sale_id", "mode", "amount", "original_amount", "currency", "payment_date", "sale_rate", "payment_rate" ON "payments" FOR EACH ROW
WHEN (OLD.sale_id IS DISTINCT FROM NEW.sale_id OR OLD.mode IS DISTINCT FROM NEW.mode OR OLD.amount IS DISTINCT FROM NEW.amount OR OLD.original_amount IS DISTINCT FROM NEW.original_amount OR OLD.currency IS DISTINCT FROM NEW.currency OR OLD.payment_date IS DISTINCT FROM NEW.payment_date OR OLD.sale_rate IS DISTINCT FROM NEW.sale_rate OR OLD.payment_rate IS DISTINCT FROM NEW.payment_rate)
EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_instalment_added" AFTER INSERT ON "sale_instalments" FOR EACH ROW EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_instalment_removed" BEFORE DELETE ON "sale_instalments" FOR EACH ROW EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_instalment_leaves" BEFORE UPDATE OF "sale_id", "due_date", "amount", "paid_amount" ON "sale_instalments" FOR EACH ROW
WHEN (OLD.sale_id IS DISTINCT FROM NEW.sale_id OR OLD.due_date IS DISTINCT FROM NEW.due_date OR OLD.amount IS DISTINCT FROM NEW.amount OR OLD.paid_amount IS DISTINCT FROM NEW.paid_amount)
EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_instalment_returns" AFTER UPDATE OF "sale_id", "due_date", "amount", "paid_amount" ON "sale_instalments" FOR EACH ROW
WHEN (OLD.sale_id IS DISTINCT FROM NEW.sale_id OR OLD.due_date IS DISTINCT FROM NEW.due_date OR OLD.amount IS DISTINCT FROM NEW.amount OR OLD.paid_amount IS DISTINCT FROM NEW.paid_amount)
EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_sale_added" AFTER INSERT ON "sales" FOR EACH ROW EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_sale_removed" BEFORE DELETE ON "sales" FOR EACH ROW EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_sale_leaves" BEFORE UPDATE OF "building_id", "responsible_user_id", "status", "payment_ccy", "deleted_at", "total_price", "signing_date", "contract_start_date" ON "sales" FOR EACH ROW
WHEN (OLD.building_id IS DISTINCT FROM NEW.building_id OR OLD.responsible_user_id IS DISTINCT FROM NEW.responsible_user_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_ccy IS DISTINCT FROM NEW.payment_ccy OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.total_price IS DISTINCT FROM NEW.total_price OR OLD.signing_date IS DISTINCT FROM NEW.signing_date OR OLD.contract_start_date IS DISTINCT FROM NEW.contract_start_date)
EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_sale_returns" AFTER UPDATE OF "building_id", "responsible_user_id", "status", "payment_ccy", "deleted_at", "total_price", "signing_date", "contract_start_date" ON "sales" FOR EACH ROW
WHEN (OLD.building_id IS DISTINCT FROM NEW.building_id OR OLD.responsible_user_id IS DISTINCT FROM NEW.responsible_user_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_ccy IS DISTINCT FROM NEW.payment_ccy OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.total_price IS DISTINCT FROM NEW.total_price OR OLD.signing_date IS DISTINCT FROM NEW.signing_date OR OLD.contract_start_date IS DISTINCT FROM NEW.contract_start_date)
EXECUTE FUNCTION "report_facts_track"();
--> statement-breakpoint
-- What is unpaid, by due day: the debt and the overdue ageing read only these rows, from the index alone.
CREATE INDEX "report_facts_unpaid_idx" ON "report_facts" ("grain", "period") INCLUDE ("status", "building_id", "responsible_user_id", "currency", "unpaid") WHERE "kind" = 'instalment' AND "unpaid" <> 0;
--> statement-breakpoint
-- Recomputes the facts of the whole months from p_from's to p_to's (null: unbounded) from the lines.
-- The lock waits for the transactions already writing deltas and holds new ones back until this commits,
-- so no delta computed at the old rates outlives it.
CREATE FUNCTION "report_facts_rebuild"(p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_from date := coalesce(date_trunc('month', p_from)::date, '-infinity'::date);
  v_to date := coalesce((date_trunc('month', p_to) + interval '1 month - 1 day')::date, 'infinity'::date);
BEGIN
  LOCK TABLE report_facts IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM report_facts WHERE period BETWEEN v_from AND v_to;
  INSERT INTO report_facts (grain, period, kind, building_id, responsible_user_id, status, currency, n,
    amount, amount_gel, amount_usd, paid, paid_gel, paid_usd, unpaid, unpaid_gel, unpaid_usd, folded)
  SELECT g.grain, g.period, l.kind, l.building_id, l.responsible_user_id, l.status, l.currency, sum(l.n),
    sum(l.amount), sum(l.amount_gel), sum(l.amount_usd), sum(l.paid), sum(l.paid_gel), sum(l.paid_usd),
    sum(l.unpaid), sum(l.unpaid_gel), sum(l.unpaid_usd), true
  FROM report_fact_lines l
  CROSS JOIN LATERAL (VALUES ('day', l.day), ('month', date_trunc('month', l.day)::date)) g(grain, period)
  WHERE l.deleted_at IS NULL AND l.day BETWEEN v_from AND v_to
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2;
END
$$;
--> statement-breakpoint
-- A stored rate decides the days from its date up to the next stored date of its currency, and every
-- earlier day when it is the first: those months are recomputed (a dollar rate moves every currency's
-- dollar figures, so all lines of those days are).
CREATE FUNCTION "report_facts_rates_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_from date;
  v_to date;
  v_open_from boolean;
  v_open_to boolean;
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS report_changed_rates (currency text, date date) ON COMMIT DROP;
  DELETE FROM report_changed_rates;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN INSERT INTO report_changed_rates SELECT currency, date FROM old_rates; END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN INSERT INTO report_changed_rates SELECT currency, date FROM new_rates; END IF;
  SELECT min(c.date), bool_or(NOT EXISTS (SELECT 1 FROM currency_rates r WHERE r.currency = c.currency AND r.date < c.date)),
    max(n.next_date), bool_or(n.next_date IS NULL)
  INTO v_from, v_open_from, v_to, v_open_to
  FROM report_changed_rates c
  CROSS JOIN LATERAL (SELECT min(r.date) - 1 AS next_date FROM currency_rates r WHERE r.currency = c.currency AND r.date > c.date) n;
  IF v_from IS NOT NULL THEN
    PERFORM report_facts_rebuild(CASE WHEN v_open_from THEN NULL ELSE v_from END, CASE WHEN v_open_to THEN NULL ELSE v_to END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_facts_rates_added" AFTER INSERT ON "currency_rates" REFERENCING NEW TABLE AS new_rates FOR EACH STATEMENT EXECUTE FUNCTION "report_facts_rates_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_rates_changed" AFTER UPDATE ON "currency_rates" REFERENCING OLD TABLE AS old_rates NEW TABLE AS new_rates FOR EACH STATEMENT EXECUTE FUNCTION "report_facts_rates_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_facts_rates_removed" AFTER DELETE ON "currency_rates" REFERENCING OLD TABLE AS old_rates FOR EACH STATEMENT EXECUTE FUNCTION "report_facts_rates_changed"();
--> statement-breakpoint
-- Folds the triggers' deltas into one row per key (the hourly job): only keys that received deltas are touched.
CREATE FUNCTION "report_facts_fold"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_folded integer;
BEGIN
  WITH touched AS (
    SELECT DISTINCT grain, period, kind, building_id, responsible_user_id, status, currency FROM report_facts WHERE NOT folded
  ), gone AS (
    DELETE FROM report_facts f USING touched t
    WHERE f.grain = t.grain AND f.period = t.period AND f.kind = t.kind AND f.building_id = t.building_id
      AND f.responsible_user_id IS NOT DISTINCT FROM t.responsible_user_id AND f.status = t.status AND f.currency = t.currency
    RETURNING f.*
  ), kept AS (
    INSERT INTO report_facts (grain, period, kind, building_id, responsible_user_id, status, currency, n,
      amount, amount_gel, amount_usd, paid, paid_gel, paid_usd, unpaid, unpaid_gel, unpaid_usd, folded)
    SELECT grain, period, kind, building_id, responsible_user_id, status, currency, sum(n),
      sum(amount), sum(amount_gel), sum(amount_usd), sum(paid), sum(paid_gel), sum(paid_usd),
      sum(unpaid), sum(unpaid_gel), sum(unpaid_usd), true
    FROM gone GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(paid) <> 0 OR sum(unpaid) <> 0
      OR sum(amount_gel) <> 0 OR sum(amount_usd) <> 0 OR sum(paid_gel) <> 0 OR sum(paid_usd) <> 0
      OR sum(unpaid_gel) <> 0 OR sum(unpaid_usd) <> 0
    ORDER BY 1, 2
  )
  SELECT count(*) INTO v_folded FROM gone;
  RETURN v_folded;
END
$$;
--> statement-breakpoint
SELECT report_facts_rebuild(NULL, NULL);
