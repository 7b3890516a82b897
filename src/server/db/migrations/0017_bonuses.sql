CREATE TABLE "bonus_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bonus_id" integer NOT NULL,
	"percent_from" numeric(7, 2) NOT NULL,
	"percent_to" numeric(7, 2),
	"bonus_percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "bonus_items_range_check" CHECK ("bonus_items"."percent_from" >= 0 and ("bonus_items"."percent_to" is null or "bonus_items"."percent_to" > "bonus_items"."percent_from")),
	CONSTRAINT "bonus_items_rate_check" CHECK ("bonus_items"."bonus_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "bonus_schemas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"participant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"target_amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"basis" text NOT NULL,
	"tier_mode" text NOT NULL,
	"clawback" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_schemas_type_check" CHECK ("bonus_schemas"."type" in ('individual', 'group')),
	CONSTRAINT "bonus_schemas_period_check" CHECK ("bonus_schemas"."period" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "bonus_schemas_basis_check" CHECK ("bonus_schemas"."basis" in ('signed', 'received')),
	CONSTRAINT "bonus_schemas_tier_mode_check" CHECK ("bonus_schemas"."tier_mode" in ('retroactive', 'marginal')),
	CONSTRAINT "bonus_schemas_currency_check" CHECK ("bonus_schemas"."currency" in ('GEL', 'USD', 'EUR')),
	CONSTRAINT "bonus_schemas_dates_check" CHECK ("bonus_schemas"."end" >= "bonus_schemas"."start"),
	CONSTRAINT "bonus_schemas_target_check" CHECK ("bonus_schemas"."target_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"target_amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"target_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_targets_month_check" CHECK ("sale_targets"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "sale_targets_amount_check" CHECK ("sale_targets"."target_amount" > 0),
	CONSTRAINT "sale_targets_count_check" CHECK ("sale_targets"."target_count" is null or "sale_targets"."target_count" >= 0),
	CONSTRAINT "sale_targets_currency_check" CHECK ("sale_targets"."currency" in ('GEL', 'USD', 'EUR'))
);
--> statement-breakpoint
ALTER TABLE "bonus_items" ADD CONSTRAINT "bonus_items_bonus_id_bonus_schemas_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonus_schemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_schemas" ADD CONSTRAINT "bonus_schemas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_targets" ADD CONSTRAINT "sale_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_items_bonus_idx" ON "bonus_items" USING btree ("bonus_id","percent_from");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_targets_user_month" ON "sale_targets" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "sale_targets_month_idx" ON "sale_targets" USING btree ("month");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array(SELECT DISTINCT unnest("permissions" || array['edit_sale_targets'])) WHERE "name" = 'admin';
