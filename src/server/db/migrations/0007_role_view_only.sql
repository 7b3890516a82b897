ALTER TABLE "roles" ADD COLUMN "view_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Upgrades keep today's behaviour: the accountant role was view-only by its name.
UPDATE "roles" SET "view_only" = true WHERE lower("name") = 'accountant';
