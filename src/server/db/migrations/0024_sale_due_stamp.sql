ALTER TABLE "sales" ADD COLUMN "due_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "due_since" date DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "due_until" date DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
-- Stamps each sale whose stamp does not hold on p_day (or only p_sale): what has fallen due by p_day,
-- as the debt's look-up reads it (the running total of the last instalment due by then), and the days
-- it holds for: from that instalment's due date up to the next one's. The ledger writes the same stamp
-- when it rebuilds a sale (sale-ledger.service.ts dueStamp); the hourly overdue job calls this for the
-- sales whose next instalment has come due. Answers how many sales it stamped.
CREATE FUNCTION "sale_due_restamp"(p_day date, p_sale integer DEFAULT NULL) RETURNS integer
LANGUAGE sql AS $$
  WITH stamped AS (
    UPDATE sales s SET
      due_amount = coalesce((SELECT i.cumulative_amount FROM sale_instalments i
        WHERE i.sale_id = s.id AND i.due_date <= p_day ORDER BY i.due_date DESC, i.cumulative_amount DESC LIMIT 1), 0),
      due_since = coalesce((SELECT max(i.due_date) FROM sale_instalments i WHERE i.sale_id = s.id AND i.due_date <= p_day), '-infinity'),
      due_until = coalesce((SELECT min(i.due_date) FROM sale_instalments i WHERE i.sale_id = s.id AND i.due_date > p_day), 'infinity')
    WHERE (p_sale IS NULL OR s.id = p_sale) AND NOT (s.due_since <= p_day AND p_day < s.due_until)
    RETURNING 1
  )
  SELECT count(*)::int FROM stamped
$$;
--> statement-breakpoint
SELECT sale_due_restamp((now() AT TIME ZONE 'Asia/Tbilisi')::date);
