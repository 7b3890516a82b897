-- Covering indexes drizzle's schema cannot express (INCLUDE): the sales totals become an index-only scan
-- grouped in index order, and the unit filters of the sales list probe sale_properties without the heap.
CREATE INDEX IF NOT EXISTS "sales_live_totals_idx" ON "sales" ("payment_ccy") INCLUDE ("status", "first_unpaid_date", "total_price", "paid_amount", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_properties_sale_covering_idx" ON "sale_properties" ("sale_id") INCLUDE ("property_id", "released_at");
