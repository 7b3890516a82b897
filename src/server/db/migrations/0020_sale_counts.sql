CREATE TABLE "sale_counts" (
	"building_id" integer NOT NULL,
	"responsible_user_id" integer,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_counts_key" UNIQUE NULLS NOT DISTINCT("building_id","responsible_user_id","status")
);
--> statement-breakpoint
-- Kept in the same transaction as every write of a sale: a live sale counts once under its complex,
-- responsible manager and status. Updates that leave those (and deleted_at) alone, such as a payment's
-- new balances, do not fire. ENABLE ALWAYS: loads that skip ordinary triggers (session_replication_role
-- = replica, as the benchmark's generator) still keep the counts.
CREATE FUNCTION "sale_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    UPDATE sale_counts SET n = n - 1
    WHERE building_id = OLD.building_id
      AND responsible_user_id IS NOT DISTINCT FROM OLD.responsible_user_id
      AND status = OLD.status;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    INSERT INTO sale_counts AS c (building_id, responsible_user_id, status, n)
    VALUES (NEW.building_id, NEW.responsible_user_id, NEW.status, 1)
    ON CONFLICT (building_id, responsible_user_id, status) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sale_counts_insert_delete" AFTER INSERT OR DELETE ON "sales" FOR EACH ROW EXECUTE FUNCTION "sale_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "sale_counts_update" AFTER UPDATE OF "building_id", "responsible_user_id", "status", "deleted_at" ON "sales" FOR EACH ROW
WHEN (OLD.building_id IS DISTINCT FROM NEW.building_id OR OLD.responsible_user_id IS DISTINCT FROM NEW.responsible_user_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
EXECUTE FUNCTION "sale_counts_track"();
--> statement-breakpoint
ALTER TABLE "sales" ENABLE ALWAYS TRIGGER "sale_counts_insert_delete";
--> statement-breakpoint
ALTER TABLE "sales" ENABLE ALWAYS TRIGGER "sale_counts_update";
--> statement-breakpoint
INSERT INTO "sale_counts" ("building_id", "responsible_user_id", "status", "n")
SELECT "building_id", "responsible_user_id", "status", count(*)::int FROM "sales" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3;
