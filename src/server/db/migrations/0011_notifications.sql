CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notification_message_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"comment" text NOT NULL,
	"outcome" text,
	"promised_date" date,
	"promised_amount" numeric(14, 2),
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_message_comments_outcome_check" CHECK ("notification_message_comments"."outcome" is null or "notification_message_comments"."outcome" in ('called', 'no_answer', 'no_number', 'promised_to_pay')),
	CONSTRAINT "notification_message_comments_promise_check" CHECK ("notification_message_comments"."outcome" is distinct from 'promised_to_pay' or ("notification_message_comments"."promised_date" is not null and "notification_message_comments"."promised_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "notification_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"channel" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"sale_id" integer,
	"customer_id" integer,
	"instalment_id" bigint,
	"rule_id" integer,
	"sender_id" integer,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"segments" integer DEFAULT 0 NOT NULL,
	"code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"idempotency_key" text,
	"started_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_messages_reason_check" CHECK ("notification_messages"."reason" in ('reminder', 'overdue', 'payment_adding', 'payment_change', 'sale_cancellation')),
	CONSTRAINT "notification_messages_channel_check" CHECK ("notification_messages"."channel" in ('sms', 'email')),
	CONSTRAINT "notification_messages_trigger_check" CHECK ("notification_messages"."trigger" in ('manual', 'automated')),
	CONSTRAINT "notification_messages_status_check" CHECK ("notification_messages"."status" in ('queued', 'sending', 'sent', 'delivered', 'failed', 'canceled')),
	CONSTRAINT "notification_messages_locale_check" CHECK ("notification_messages"."locale" in ('ka', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "notification_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"days_offset" integer NOT NULL,
	"channels" text[] NOT NULL,
	"sms_template_id" integer,
	"email_template_id" integer,
	"create_task" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_rules_type_check" CHECK ("notification_rules"."type" in ('reminder', 'overdue')),
	CONSTRAINT "notification_rules_offset_check" CHECK (("notification_rules"."type" = 'reminder' and "notification_rules"."days_offset" between -60 and 0) or ("notification_rules"."type" = 'overdue' and "notification_rules"."days_offset" between 1 and 365)),
	CONSTRAINT "notification_rules_channels_check" CHECK (cardinality("notification_rules"."channels") > 0 and "notification_rules"."channels" <@ array['sms', 'email']::text[])
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "notify_payment_adding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "notify_payment_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "notify_sale_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sale_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "building_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "notifications_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_message_comments" ADD CONSTRAINT "notification_message_comments_message_id_notification_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."notification_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_message_comments" ADD CONSTRAINT "notification_message_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_instalment_id_sale_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."sale_instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_rule_id_notification_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."notification_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rules" ADD CONSTRAINT "notification_rules_sms_template_id_doc_templates_id_fk" FOREIGN KEY ("sms_template_id") REFERENCES "public"."doc_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rules" ADD CONSTRAINT "notification_rules_email_template_id_doc_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."doc_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "notification_message_comments_message_idx" ON "notification_message_comments" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_messages_idempotency_key" ON "notification_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "notification_messages_created_idx" ON "notification_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notification_messages_sale_idx" ON "notification_messages" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_messages_customer_idx" ON "notification_messages" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "notification_messages_status_idx" ON "notification_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_building_idx" ON "notifications" USING btree ("building_id","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_locale_check" CHECK ("customers"."locale" is null or "customers"."locale" in ('ka', 'en', 'ru'));--> statement-breakpoint
UPDATE "roles" SET "permissions" = array(SELECT DISTINCT unnest("permissions" || array['send_notifications', 'edit_notification_rules'])) WHERE "name" = 'admin';--> statement-breakpoint
UPDATE "roles" SET "permissions" = array(SELECT DISTINCT unnest("permissions" || array['send_notifications'])) WHERE "name" = 'sales_manager';--> statement-breakpoint
INSERT INTO "notification_rules" ("type", "days_offset", "channels", "create_task") VALUES
	('reminder', -3, array['sms'], false),
	('reminder', 0, array['sms'], false),
	('overdue', 1, array['sms', 'email'], false),
	('overdue', 7, array['email'], false),
	('overdue', 30, array['email'], true);
