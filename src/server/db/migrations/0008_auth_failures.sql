CREATE TABLE "auth_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_failures_last_failed_idx" ON "auth_failures" USING btree ("last_failed_at");--> statement-breakpoint
ALTER TABLE "otp_codes" DROP COLUMN "attempts";