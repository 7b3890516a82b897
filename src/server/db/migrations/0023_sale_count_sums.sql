-- The kept counts gain the currency as a key and the sums of price and paid (decision 026): the sales
-- list's totals read them instead of every live sale. Emptied first and summed again from the sales at
-- the end, in this one migration's transaction.
TRUNCATE "sale_counts";--> statement-breakpoint
ALTER TABLE "sale_counts" DROP CONSTRAINT "sale_counts_key";--> statement-breakpoint
ALTER TABLE "sale_counts" ADD COLUMN "payment_ccy" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_counts" ADD COLUMN "price" numeric(16, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_counts" ADD COLUMN "paid" numeric(16, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_counts" ADD CONSTRAINT "sale_counts_key" UNIQUE NULLS NOT DISTINCT("building_id","responsible_user_id","status","payment_ccy");--> statement-breakpoint
-- A payment changes only paid_amount: its row is updated in place by the difference, one statement.
-- Any other change takes the sale out of its old row and adds it to its new one.
CREATE OR REPLACE FUNCTION "sale_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL AND NEW.deleted_at IS NULL
     AND OLD.building_id = NEW.building_id AND OLD.status = NEW.status AND OLD.payment_ccy = NEW.payment_ccy
     AND OLD.responsible_user_id IS NOT DISTINCT FROM NEW.responsible_user_id THEN
    UPDATE sale_counts
    SET price = price + (NEW.total_price - OLD.total_price), paid = paid + (NEW.paid_amount - OLD.paid_amount)
    WHERE building_id = NEW.building_id
      AND responsible_user_id IS NOT DISTINCT FROM NEW.responsible_user_id
      AND status = NEW.status AND payment_ccy = NEW.payment_ccy;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    UPDATE sale_counts SET n = n - 1, price = price - OLD.total_price, paid = paid - OLD.paid_amount
    WHERE building_id = OLD.building_id
      AND responsible_user_id IS NOT DISTINCT FROM OLD.responsible_user_id
      AND status = OLD.status AND payment_ccy = OLD.payment_ccy;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    INSERT INTO sale_counts AS c (building_id, responsible_user_id, status, payment_ccy, n, price, paid)
    VALUES (NEW.building_id, NEW.responsible_user_id, NEW.status, NEW.payment_ccy, 1, NEW.total_price, NEW.paid_amount)
    ON CONFLICT (building_id, responsible_user_id, status, payment_ccy)
    DO UPDATE SET n = c.n + 1, price = c.price + excluded.price, paid = c.paid + excluded.paid;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "sale_counts_update" ON "sales";--> statement-breakpoint
CREATE TRIGGER "sale_counts_update" AFTER UPDATE OF "building_id", "responsible_user_id", "status", "deleted_at", "payment_ccy", "total_price", "paid_amount" ON "sales" FOR EACH ROW
WHEN (OLD.building_id IS DISTINCT FROM NEW.building_id OR OLD.responsible_user_id IS DISTINCT FROM NEW.responsible_user_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.payment_ccy IS DISTINCT FROM NEW.payment_ccy OR OLD.total_price IS DISTINCT FROM NEW.total_price OR OLD.paid_amount IS DISTINCT FROM NEW.paid_amount)
EXECUTE FUNCTION "sale_counts_track"();
--> statement-breakpoint
ALTER TABLE "sales" ENABLE ALWAYS TRIGGER "sale_counts_update";
--> statement-breakpoint
INSERT INTO "sale_counts" ("building_id", "responsible_user_id", "status", "payment_ccy", "n", "price", "paid")
SELECT "building_id", "responsible_user_id", "status", "payment_ccy", count(*)::int, sum("total_price"), sum("paid_amount")
FROM "sales" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3, 4;
