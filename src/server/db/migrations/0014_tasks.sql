CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"due_on" date,
	"due_time" text,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" integer NOT NULL,
	"created_by" integer,
	"model" text,
	"model_id" integer,
	"done_at" timestamp with time zone,
	"due_noticed_at" timestamp with time zone,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('open', 'done')),
	CONSTRAINT "tasks_model_check" CHECK ("tasks"."model" is null or "tasks"."model" in ('sale', 'customer', 'booking', 'property')),
	CONSTRAINT "tasks_model_pair_check" CHECK (("tasks"."model" is null) = ("tasks"."model_id" is null)),
	CONSTRAINT "tasks_due_time_check" CHECK ("tasks"."due_time" is null or ("tasks"."due_on" is not null and "tasks"."due_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')),
	CONSTRAINT "tasks_done_check" CHECK (("tasks"."status" = 'done') = ("tasks"."done_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id","status","due_on");--> statement-breakpoint
CREATE INDEX "tasks_creator_idx" ON "tasks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "tasks_model_idx" ON "tasks" USING btree ("model","model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_source_key" ON "tasks" USING btree ("source_key");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array(SELECT DISTINCT unnest("permissions" || array['view_all_tasks', 'manage_tasks'])) WHERE "name" = 'admin';--> statement-breakpoint
UPDATE "roles" SET "permissions" = array(SELECT DISTINCT unnest("permissions" || array['view_all_tasks'])) WHERE "name" = 'accountant';
