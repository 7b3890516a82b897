DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority" DESC NULLS LAST,"run_at","id") WHERE "jobs"."status" in ('queued', 'running');